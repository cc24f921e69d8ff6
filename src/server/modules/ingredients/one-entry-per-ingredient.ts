/**
 * One entry per ingredient, whatever names the label uses. A label may write one additive three
 * ways ('E129', 'Allura red', 'Red 40'), repeat an ingredient in two parts ('salt' in the pastry
 * and the filling) or repeat the list's allergens in a 'Contains:' statement: each is one
 * ingredient, so it is listed, warned about and counted once. Additives are the same when their
 * E-number is; a cosmetic or FDA food substance when its record is; anything else when its name
 * is (two nuts are both 'tree nuts', but hazelnuts are not almonds). A 'may contain' entry is
 * never merged into an ingredient: traces are a different statement.
 */
import type { AnalyzedIngredient } from '#shared/contracts/ingredients.contract';
import { normalizeName } from '#server/knowledge/normalize-name';
import type { ParsedIngredient } from './label-parser';
import type { Recognition } from './recognise';

/** What makes two of a label's entries the same ingredient. */
export function sameIngredientKey(
  item: Pick<ParsedIngredient, 'name' | 'may_contain'>,
  recognition: Pick<Recognition, 'id' | 'additive' | 'cosmetic' | 'foodSubstance' | 'ids'>,
): string {
  const trace = item.may_contain ? 'may:' : '';
  if (recognition.additive) return `${trace}additive:${recognition.additive.id}`;
  const { id } = recognition;
  if (id && (id.startsWith('cosmetic:') || id.startsWith('food-substance:')))
    return `${trace}${id}`;
  return `${trace}name:${normalizeName(item.name) || item.name.toLowerCase()}`;
}

export interface LabelEntry {
  ingredient: AnalyzedIngredient;
  key: string;
  /** From a 'Contains: milk' statement rather than the list. */
  declared: boolean;
  /** The allergen records it was recognised as ('allergen:milk'). */
  allergenIds: readonly string[];
}

const uniqueBy = <T>(list: readonly T[], keyOf: (item: T) => string): T[] => {
  const seen = new Set<string>();
  return list.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

function merge(into: AnalyzedIngredient, other: AnalyzedIngredient): AnalyzedIngredient {
  const written = [into.text, ...into.also_written, other.text, ...other.also_written];
  const distinct = uniqueBy(written, (text) => text.trim().toLowerCase());
  return {
    ...into,
    also_written: distinct.slice(1),
    percent: into.percent ?? other.percent,
    parent: into.parent ?? other.parent,
    kinds: [...new Set([...into.kinds, ...other.kinds])],
    functions: [...new Set([...into.functions, ...other.functions])],
    flags: uniqueBy([...into.flags, ...other.flags], (flag) => `${flag.level}|${flag.text}`),
    personal: uniqueBy(
      [...into.personal, ...other.personal],
      (warning) => `${warning.reason}|${warning.level}|${warning.text}`,
    ),
  };
}

/**
 * The label's entries as ingredients, in label order, each once. A 'Contains:' statement's entry
 * is dropped when a listed ingredient already carries every allergen it names ('Contains: milk'
 * after 'skimmed milk powder'); otherwise it stays, as the product does contain it.
 */
export function oneEntryPerIngredient(entries: readonly LabelEntry[]): AnalyzedIngredient[] {
  const listedAllergens = new Set(
    entries
      .filter((entry) => !entry.declared && !entry.ingredient.may_contain)
      .flatMap((entry) => entry.allergenIds),
  );
  const byKey = new Map<string, AnalyzedIngredient>();
  for (const entry of entries) {
    if (
      entry.declared &&
      entry.allergenIds.length > 0 &&
      entry.allergenIds.every((id) => listedAllergens.has(id))
    )
      continue;
    const known = byKey.get(entry.key);
    byKey.set(entry.key, known ? merge(known, entry.ingredient) : entry.ingredient);
  }
  return [...byKey.values()];
}
