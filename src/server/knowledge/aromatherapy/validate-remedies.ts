/**
 * Checks the remedies beyond their schema, one readable string per problem naming the remedy:
 * substance links are known herbs, supplements, foods or oils (not medicines); a practice links
 * none; concerns are not repeated and make no promises; grades A and B cite a page a reader can
 * open; the age limit is only given with `under_18`.
 */
import type { Substance } from '../knowledge.schema';
import { CLAIM_WORDS, isWebSource } from './references';
import type { Remedy } from './remedy.schema';

export function validateRemedies(
  remedies: readonly Remedy[],
  substances: readonly Pick<Substance, 'id' | 'kind'>[],
): string[] {
  const byId = new Map(substances.map((substance) => [substance.id, substance]));
  const problems: string[] = [];
  const names = new Map<string, string>();
  for (const remedy of remedies) {
    const at = `remedy ${remedy.id}`;
    const key = remedy.name.toLowerCase();
    const owner = names.get(key);
    if (owner && owner !== remedy.id)
      problems.push(`${at}: name "${remedy.name}" is also ${owner}'s`);
    names.set(key, remedy.id);

    for (const id of remedy.substance_ids) {
      const substance = byId.get(id);
      if (!substance) problems.push(`${at}: unknown substance ${id}`);
      else if (substance.kind === 'drug') problems.push(`${at}: substance ${id} is a medicine`);
    }
    if (remedy.kind === 'practice' && remedy.substance_ids.length > 0)
      problems.push(`${at}: a practice links no substance`);
    if (remedy.kind !== 'practice' && remedy.substance_ids.length === 0)
      problems.push(`${at}: link the substance the interaction engine knows it as`);

    const concerns = remedy.concerns.map((entry) => entry.concern);
    if (new Set(concerns).size !== concerns.length)
      problems.push(`${at}: a concern is listed twice`);
    for (const entry of remedy.concerns) {
      if (CLAIM_WORDS.test(entry.summary))
        problems.push(`${at}: ${entry.concern} makes a claim (never 'treats' or 'cures')`);
      if (
        (entry.evidence_grade === 'A' || entry.evidence_grade === 'B') &&
        !isWebSource(entry.source)
      )
        problems.push(
          `${at}: ${entry.concern} is graded ${entry.evidence_grade}: cite a page a reader can open`,
        );
    }
    for (const avoid of remedy.avoid_if)
      if (avoid.under_age !== undefined && avoid.when !== 'under_18')
        problems.push(`${at}: under_age is only for under_18`);
    if (CLAIM_WORDS.test(remedy.summary)) problems.push(`${at}: the summary makes a claim`);
  }
  return problems;
}
