/**
 * What the cosmetic-ingredient schema cannot see (ADR 034): one entry per name (no two entries
 * share a name key, and no synonym is another entry's name), an Annex II entry carries an 'avoid'
 * flag, an Annex III entry a restriction, an Annex entry its references (and only an Annex entry
 * has them), and a fragrance allergen the labelling flag.
 */
import { keyCollisions } from './cosmetic-index';
import type { CosmeticIngredient } from './cosmetic.schema';

export const FRAGRANCE_ALLERGEN_FLAG =
  'Must be named on EU labels above 0.001% in leave-on and 0.01% in rinse-off products';

export function validateCosmeticIngredients(entries: readonly CosmeticIngredient[]): string[] {
  const problems = keyCollisions(entries).map((problem) =>
    problem.startsWith('cosmetic ingredient') ? problem : `cosmetic ingredient ${problem}`,
  );
  for (const entry of entries) {
    const at = `cosmetic ingredient ${entry.id}`;
    if (entry.annex === 'II' && !entry.flags.some((flag) => flag.level === 'avoid'))
      problems.push(`${at}: an Annex II (prohibited) entry needs an 'avoid' flag`);
    if (entry.annex === 'III' && entry.restrictions.length === 0)
      problems.push(`${at}: an Annex III entry needs its restriction`);
    if (entry.annex !== null && !entry.annex_refs.some((ref) => ref.startsWith(`${entry.annex}-`)))
      problems.push(
        `${at}: an Annex ${entry.annex} entry needs its Annex ${entry.annex} reference`,
      );
    if (entry.annex === null && entry.annex_refs.length > 0)
      problems.push(`${at}: Annex references on an ingredient outside the Annexes`);
    if (
      entry.fragrance_allergen &&
      entry.annex !== 'II' &&
      !entry.flags.some((flag) => flag.text === FRAGRANCE_ALLERGEN_FLAG)
    )
      problems.push(`${at}: a labelled fragrance allergen needs the labelling flag`);
    if (entry.annex === null && entry.functions.length === 0)
      problems.push(`${at}: an ingredient outside the Annexes needs its functions`);
  }
  return problems;
}
