/**
 * The in-memory index every check runs on (`knowledge.interactions`, built by interactions.kind.ts):
 * substances by id, the name index, and every interacting pair expanded from the authored records.
 * Built once at start from the database rows.
 */
import type {
  DerivedRole,
  SubstanceKind,
  SubstanceRef,
} from '#shared/contracts/interactions.contract';
import { SUBSTANCE_KINDS } from '#shared/contracts/interactions.contract';
import { expandInteractions, type ExpandedPair } from './expand-interactions';
import type { InteractionRecord, Source, Substance } from './knowledge.schema';
import { normalizeName } from './normalize-name';
import { deriveInteractions, type LazyDerivation } from './roles/derive-interactions';
import type { RoleRecord } from './roles/role.schema';
import { labelSubject, sourcesForPair } from './pair-sources';
import { createResolver, type Resolution } from './name-resolver';
import { streetNameMap } from './street-names';
import { LITERAL_SCORE, buildNameEntries, searchNames, type SearchHit } from './substance-search';
import { worldBrandNames } from './world-brands';

/** One record as it applies to one pair: the record and the sources that concern the pair. */
export interface PairInteraction {
  record: InteractionRecord;
  sources: readonly Source[];
}

/** An interaction derived from roles, with the roles it used as the API sends them. */
interface PairDerivation {
  record: InteractionRecord;
  sources: readonly Source[];
  derivedFrom: readonly DerivedRole[];
}

export interface KnowledgeIndex {
  version: string;
  substances: ReadonlyMap<string, Substance>;
  records: readonly InteractionRecord[];
  pairCount: number;
  /** Names ranked for an autocomplete; a did-you-mean suggestion (`suggest`) comes first. */
  search: (text: string, limit: number) => SearchHit[];
  resolve: (text: string) => Resolution | null;
  /** The substance a text that does not resolve probably means ("Vitamin X Super Complex"). */
  suggest: (text: string) => Resolution | null;
  /** The records that apply to two substances (already the most specific ones). */
  interactionsBetween: (a: string, b: string) => readonly InteractionRecord[];
  /** The same records with each one's sources for this pair (see pair-sources.ts). */
  pairInteractions: (a: string, b: string) => readonly PairInteraction[];
  /**
   * The interaction derived from the two substances' pharmacological roles (ADR 082), when no
   * pair record settles the pair and the derived severity is above any class rule's; else null.
   */
  derivedInteraction: (a: string, b: string) => PairDerivation | null;
  /** How many pairs the roles derive an interaction for (after curated records win). */
  derivedPairCount: number;
  /** A substance's own id, or its ingredients' ids for a combination product. */
  activeIds: (substanceId: string) => readonly string[];
  ref: (substanceId: string) => SubstanceRef;
  countsByKind: () => Record<SubstanceKind, number>;
}

const NONE: readonly PairInteraction[] = [];

/** What a label search's `query` names: a substance id, name, brand or synonym. */
function substanceNameLookup(substances: readonly Substance[]): (name: string) => string | null {
  const ids = new Map<string, string>();
  for (const s of substances)
    for (const name of [s.id, s.name, ...s.brands_us, ...s.brands_uk, ...s.synonyms])
      if (!ids.has(normalizeName(name))) ids.set(normalizeName(name), s.id);
  return (name) => ids.get(normalizeName(name)) ?? null;
}

/** Two substances' positions as one small integer: the hot path looks pairs up by it. */
const pairKeyOf = (a: number, b: number) => (a < b ? a * 65_536 + b : b * 65_536 + a);

/**
 * Each pair's records with the sources that concern it. A record whose sources all apply (most of
 * them) shares one frozen entry, and a pair with only that record one frozen array, across every
 * pair it covers: the 31k pairs hold 2.2 MiB instead of 4.6 with a frozen copy each (ADR 102).
 * A helper of its own, so the name lookup and `expanded` are garbage once it returns.
 */
function buildPairTable(
  expanded: ReadonlyMap<string, ExpandedPair>,
  substances: readonly Substance[],
  position: ReadonlyMap<string, number>,
): Map<number, readonly PairInteraction[]> {
  const idOfName = substanceNameLookup(substances);
  const subjects = new Map<Source, string | null>();
  const subjectOf = (source: Source): string | null => {
    let subject = subjects.get(source);
    if (subject === undefined) {
      subject = labelSubject(source, idOfName);
      subjects.set(source, subject);
    }
    return subject;
  };
  const whole = new Map<InteractionRecord, readonly PairInteraction[]>();
  /** The record with all its sources, as a one-entry list shared by every pair that sees it so. */
  const wholeRecord = (record: InteractionRecord): readonly PairInteraction[] => {
    let list = whole.get(record);
    if (!list) {
      list = Object.freeze([Object.freeze({ record, sources: record.sources })]);
      whole.set(record, list);
    }
    return list;
  };
  const pairs = new Map<number, readonly PairInteraction[]>();
  for (const pair of expanded.values()) {
    const [a, b] = pair.key.split('|') as [string, string];
    const entries = pair.records.map((record): PairInteraction => {
      const sources = sourcesForPair(record, a, b, subjectOf);
      return sources === record.sources
        ? wholeRecord(record)[0]!
        : Object.freeze({ record, sources });
    });
    const only = entries.length === 1 ? entries[0]! : undefined;
    pairs.set(
      pairKeyOf(position.get(a)!, position.get(b)!),
      only && only.sources === only.record.sources
        ? wholeRecord(only.record)
        : Object.freeze(entries),
    );
  }
  return pairs;
}

const severityRank = { major: 3, moderate: 2, minor: 1 } as const;

/**
 * The pairs the roles derive an interaction for, by pair key: each answer is written the first
 * time it is asked for (deriveInteractions) and kept. A helper of its own, so `expanded` (which
 * the derivation asks about curated pairs) is not kept by the index's closures.
 */
function buildDerivedPairs(
  byId: ReadonlyMap<string, Substance>,
  roles: readonly RoleRecord[],
  expanded: ReadonlyMap<string, ExpandedPair>,
  position: ReadonlyMap<string, number>,
): Map<number, LazyDerivation> {
  const derived = deriveInteractions(byId, roles, (a, b) => {
    const pair = expanded.get(`${a}|${b}`);
    if (!pair) return null;
    const top = pair.records.reduce((x, y) =>
      severityRank[y.severity] > severityRank[x.severity] ? y : x,
    );
    return { specificity: pair.specificity, severity: top.severity };
  });
  const byKey = new Map<number, LazyDerivation>();
  for (const [key, lazy] of derived) {
    const [a, b] = key.split('|') as [string, string];
    byKey.set(pairKeyOf(position.get(a)!, position.get(b)!), lazy);
  }
  return byKey;
}

export function buildKnowledgeIndex(
  version: string,
  substances: readonly Substance[],
  records: readonly InteractionRecord[],
  roles: readonly RoleRecord[] = [],
): KnowledgeIndex {
  const byId = new Map(substances.map((substance) => [substance.id, substance]));
  const position = new Map(substances.map((s, i) => [s.id, i]));
  const expanded = expandInteractions(records, substances);
  const pairCount = expanded.size;
  const pairs = buildPairTable(expanded, substances, position);
  const derivedPairs = buildDerivedPairs(byId, roles, expanded, position);
  const pairInteractions = (a: string, b: string): readonly PairInteraction[] => {
    const x = position.get(a);
    const y = position.get(b);
    return x === undefined || y === undefined ? NONE : (pairs.get(pairKeyOf(x, y)) ?? NONE);
  };
  // One frozen reference per substance, shared by every answer (checks build thousands of them).
  const refs = new Map<string, SubstanceRef>(
    substances.map((s) => [s.id, Object.freeze({ id: s.id, name: s.name, kind: s.kind })]),
  );
  const ref = (id: string): SubstanceRef => {
    const found = refs.get(id);
    if (!found) throw new Error(`unknown substance ${id}`);
    return found;
  };

  /** Each derived answer as the API sends it, made once per pair on its first check. */
  const derivedMade = new Map<number, PairDerivation>();
  const derivedInteraction = (a: string, b: string): PairDerivation | null => {
    const x = position.get(a);
    const y = position.get(b);
    if (x === undefined || y === undefined) return null;
    const key = pairKeyOf(x, y);
    const lazy = derivedPairs.get(key);
    if (!lazy) return null;
    const made = derivedMade.get(key);
    if (made) return made;
    const interaction = lazy.get();
    const answer: PairDerivation = Object.freeze({
      record: interaction.record,
      sources: interaction.sources,
      derivedFrom: Object.freeze(
        interaction.derivedFrom.map((role) =>
          Object.freeze({ ...role, substance: ref(role.substance) }),
        ),
      ),
    });
    derivedMade.set(key, answer);
    return answer;
  };
  const active = new Map<string, readonly string[]>(
    substances.map((s) => [s.id, s.ingredients.length > 0 ? s.ingredients : [s.id]]),
  );
  const entries = buildNameEntries(substances, worldBrandNames());
  const resolve = createResolver(entries, byId, { streetNames: streetNameMap() });
  /** Search hits, with the resolver's did-you-mean first: the check shows it as a suggestion. */
  const search = (text: string, limit: number): SearchHit[] => {
    const hits = searchNames(entries, text, limit);
    const suggestion = resolve.suggest(text);
    if (!suggestion) return hits;
    const first: SearchHit = {
      substanceId: suggestion.substanceId,
      matched: suggestion.matched,
      score: Math.max(hits[0]?.score ?? 0, LITERAL_SCORE),
      typo: false,
    };
    return [first, ...hits.filter((hit) => hit.substanceId !== first.substanceId)].slice(0, limit);
  };

  return {
    version,
    substances: byId,
    records,
    pairCount,
    search,
    resolve,
    suggest: resolve.suggest,
    interactionsBetween: (a, b) => pairInteractions(a, b).map((entry) => entry.record),
    pairInteractions,
    derivedInteraction,
    derivedPairCount: derivedPairs.size,
    activeIds: (id) => active.get(id) ?? [id],
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
