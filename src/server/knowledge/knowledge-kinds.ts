/**
 * Every kind of knowledge the app loads at start, in load order: a kind comes after the kinds
 * its validator or index reads (interactions after substances). Adding a kind here is what makes
 * the loader read, store and index it, and puts its index in `Knowledge` under the kind's name.
 */
import { oilsKind } from './aromatherapy/oils.kind';
import { remediesKind } from './aromatherapy/remedies.kind';
import { biomarkersKind } from './biomarkers/biomarkers.kind';
import { claimsKind } from './claims/claims.kind';
import { cosmeticIngredientsKind } from './cosmetics/cosmetic-ingredients.kind';
import { additivesKind } from './food-labels/additives.kind';
import { allergensKind } from './food-labels/allergens.kind';
import { foodSubstancesKind } from './food-labels/food-substances.kind';
import { interactionsKind } from './interactions.kind';
import type { AnyKnowledgeKind, KnowledgeKind, LoadedKinds } from './knowledge-kind';
import { foodsKind } from './nutrition/foods.kind';
import { recipesKind } from './nutrition/recipes.kind';
import { rolesKind } from './roles/roles.kind';
import { substancesKind } from './substances.kind';

export const KNOWLEDGE_KINDS = [
  substancesKind,
  rolesKind,
  interactionsKind,
  biomarkersKind,
  foodsKind,
  recipesKind,
  oilsKind,
  remediesKind,
  additivesKind,
  allergensKind,
  foodSubstancesKind,
  cosmeticIngredientsKind,
  claimsKind,
] as const;

type RegisteredKind = (typeof KNOWLEDGE_KINDS)[number];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type IndexOf<K> = K extends KnowledgeKind<string, any, infer Index> ? Index : never;

/**
 * What `loadKnowledge` returns and modules receive: each indexed kind's index under the kind's
 * name (`knowledge.interactions`, `knowledge.biomarkers`). Built once at start, read-only after.
 */
export type Knowledge = {
  readonly [K in RegisteredKind as IndexOf<K> extends null ? never : K['name']]: IndexOf<K>;
};

/** Builds every kind's index from records already validated (read from the database at start). */
export function buildKnowledge(
  loaded: LoadedKinds,
  kinds: readonly AnyKnowledgeKind[] = KNOWLEDGE_KINDS,
): Knowledge {
  const knowledge: Record<string, unknown> = {};
  for (const kind of kinds)
    if (kind.buildIndex)
      knowledge[kind.name] = kind.buildIndex(loaded.records(kind), loaded, loaded.version(kind));
  return knowledge as Knowledge;
}
