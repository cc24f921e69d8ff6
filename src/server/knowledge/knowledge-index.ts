/**
 * The in-memory index every check runs on: substances by id, the name index, and every
 * interacting pair expanded from the authored records. Built once at start from the database rows.
 */
import type { SubstanceKind, SubstanceRef } from '#shared/contracts/interactions.contract';
import { SUBSTANCE_KINDS } from '#shared/contracts/interactions.contract';
import { expandInteractions, pairKey, type ExpandedPair } from './expand-interactions';
import type { InteractionRecord, Substance } from './knowledge.schema';
import {
  buildNameEntries,
  createResolver,
  searchNames,
  type Resolution,
  type SearchHit,
} from './substance-search';

export interface KnowledgeIndex {
  version: string;
  substances: ReadonlyMap<string, Substance>;
  records: readonly InteractionRecord[];
  pairCount: number;
  search: (text: string, limit: number) => SearchHit[];
  resolve: (text: string) => Resolution | null;
  /** The records that apply to two substances (already the most specific ones). */
  interactionsBetween: (a: string, b: string) => readonly InteractionRecord[];
  /** A substance's own id, or its ingredients' ids for a combination product. */
  activeIds: (substanceId: string) => readonly string[];
  ref: (substanceId: string) => SubstanceRef;
  countsByKind: () => Record<SubstanceKind, number>;
}

const NONE: readonly InteractionRecord[] = [];

export function buildKnowledgeIndex(
  version: string,
  substances: readonly Substance[],
  records: readonly InteractionRecord[],
): KnowledgeIndex {
  const byId = new Map(substances.map((substance) => [substance.id, substance]));
  const pairs: Map<string, ExpandedPair> = expandInteractions(records, substances);
  const entries = buildNameEntries(substances);
  const resolve = createResolver(entries);

  // One frozen reference per substance, shared by every answer (checks build thousands of them).
  const refs = new Map<string, SubstanceRef>(
    substances.map((s) => [s.id, Object.freeze({ id: s.id, name: s.name, kind: s.kind })]),
  );
  const ref = (id: string): SubstanceRef => {
    const found = refs.get(id);
    if (!found) throw new Error(`unknown substance ${id}`);
    return found;
  };

  return {
    version,
    substances: byId,
    records,
    pairCount: pairs.size,
    search: (text, limit) => searchNames(entries, text, limit),
    resolve,
    interactionsBetween: (a, b) => pairs.get(pairKey(a, b))?.records ?? NONE,
    activeIds: (id) => {
      const substance = byId.get(id);
      return substance && substance.ingredients.length > 0 ? substance.ingredients : [id];
    },
    ref,
    countsByKind: () => {
      const counts = Object.fromEntries(SUBSTANCE_KINDS.map((kind) => [kind, 0])) as Record<
        SubstanceKind,
        number
      >;
      for (const substance of substances) counts[substance.kind] += 1;
      return counts;
    },
  };
}
