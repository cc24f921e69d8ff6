/**
 * The cosmetic ingredients as the ingredient module looks them up (`knowledge.cosmetic_ingredients`,
 * the CosmeticIndex of label-indexes.ts), built once at start. A name is found by its key
 * (cosmeticKey: case, accents, punctuation and spacing folded), an entry's own name first, then
 * its synonyms, then a CAS number. A key two entries share at the same level answers null rather
 * than pick one: a lookup never lands on a different substance. 'Aqua/Water/Eau' and
 * 'Parfum (Fragrance)' resolve when every part that is known names the same entry.
 */
import type { CosmeticEntry, CosmeticIndex } from '../label-indexes';
import type { CosmeticIngredient } from './cosmetic.schema';
import { asCasNumber, casNumbers, cosmeticKey } from './cosmetic-key';

export interface CosmeticIngredientIndex extends CosmeticIndex {
  all(): readonly CosmeticEntry[];
  byId(id: string): CosmeticEntry | null;
}

/** A key → the entries it names; more than one means ambiguous at that level. */
type Level = Map<string, Set<CosmeticIngredient>>;

function add(level: Level, key: string, entry: CosmeticIngredient) {
  if (key.length < 2) return;
  const set = level.get(key) ?? new Set();
  set.add(entry);
  level.set(key, set);
}

/** Keys that stand for two entries' own names, or for one entry's name and another's synonym. */
export function keyCollisions(entries: readonly CosmeticIngredient[]): string[] {
  const names: Level = new Map();
  for (const entry of entries) add(names, cosmeticKey(entry.name), entry);
  const problems: string[] = [];
  for (const [key, set] of names)
    if (set.size > 1)
      problems.push(`${[...set].map((e) => e.id).join(', ')}: the same name (${key})`);
  for (const entry of entries)
    for (const synonym of entry.synonyms) {
      const owner = names.get(cosmeticKey(synonym));
      if (owner && !owner.has(entry))
        problems.push(
          `cosmetic ingredient ${entry.id}: synonym "${synonym}" is the name of ${[...owner].map((e) => e.id).join(', ')}`,
        );
    }
  return problems;
}

export function buildCosmeticIndex(
  entries: readonly CosmeticIngredient[],
): CosmeticIngredientIndex {
  const names: Level = new Map();
  const synonyms: Level = new Map();
  const cas: Level = new Map();
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  for (const entry of entries) {
    add(names, cosmeticKey(entry.name), entry);
    for (const synonym of entry.synonyms) add(synonyms, cosmeticKey(synonym), entry);
    for (const number of casNumbers(entry.cas)) add(cas, number, entry);
  }

  const only = (set: Set<CosmeticIngredient> | undefined): CosmeticIngredient | null | undefined =>
    set === undefined ? undefined : set.size === 1 ? [...set][0]! : null;

  /** undefined: not known; null: known but ambiguous; else the entry. */
  const exact = (text: string): CosmeticIngredient | null | undefined => {
    const number = asCasNumber(text);
    if (number) return only(cas.get(number));
    const key = cosmeticKey(text);
    if (key.length < 2) return undefined;
    const byName = only(names.get(key));
    if (byName !== undefined) return byName;
    return only(synonyms.get(key));
  };

  const lookup = (text: string): CosmeticEntry | null => {
    const trimmed = text.trim();
    if (trimmed === '' || trimmed.length > 1500) return null;
    const whole = exact(trimmed);
    if (whole !== undefined) return whole;
    // 'Aqua/Water/Eau', 'Parfum (Fragrance)': the parts must agree on one entry.
    const parts = trimmed
      .split(/\s*\/\s*|\s*[()[\]]\s*/)
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (parts.length < 2) return null;
    const found = new Set<CosmeticIngredient>();
    for (const part of parts) {
      const entry = exact(part);
      if (entry === null) return null;
      if (entry !== undefined) found.add(entry);
    }
    return found.size === 1 ? [...found][0]! : null;
  };

  return {
    lookup,
    all: () => entries,
    byId: (id) => byId.get(id) ?? null,
  };
}
