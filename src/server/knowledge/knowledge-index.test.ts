/**
 * The interaction index keeps its pairs compactly (ADR 102): a record whose sources all apply is
 * one shared entry for every pair it covers, and a derived pair is one small object until it is
 * first asked for. These tests hold it to the answers of the plain construction it replaced (a
 * fresh `{record, sources}` per pair, the derivation materialised from the roles), on every pair
 * of the knowledge base.
 */
import { describe, expect, it } from 'vitest';
import { expandInteractions } from './expand-interactions';
import { buildKnowledgeIndex } from './knowledge-index';
import { loadKnowledgeFiles } from './load-knowledge-files';
import { normalizeName } from './normalize-name';
import { labelSubject, sourcesForPair } from './pair-sources';
import { deriveInteractions } from './roles/derive-interactions';
import { rolesKind } from './roles/roles.kind';
import { substancesKind } from './substances.kind';
import { interactionsKind } from './interactions.kind';
import type { InteractionRecord, Substance } from './knowledge.schema';

const files = loadKnowledgeFiles();
const substances = files.records(substancesKind) as readonly Substance[];
const records = files.records(interactionsKind) as readonly InteractionRecord[];
const roles = files.records(rolesKind);
const index = buildKnowledgeIndex('test', substances, records, roles);
const expanded = expandInteractions(records, substances);

/** The sources each pair saw before: the same rule, with a name lookup of its own. */
const ids = new Map<string, string>();
for (const s of substances)
  for (const name of [s.id, s.name, ...s.brands_us, ...s.brands_uk, ...s.synonyms])
    if (!ids.has(normalizeName(name))) ids.set(normalizeName(name), s.id);
const idOf = (name: string) => ids.get(normalizeName(name)) ?? null;
const plainSources = (record: InteractionRecord, a: string, b: string) =>
  sourcesForPair(record, a, b, (source) => labelSubject(source, idOf));

describe('the compact interaction index', () => {
  it('answers every expanded pair with the same records and sources as a fresh entry per pair', () => {
    let checked = 0;
    for (const pair of expanded.values()) {
      const [a, b] = pair.key.split('|') as [string, string];
      const answer = index.pairInteractions(a, b);
      expect(answer.map((entry) => entry.record)).toEqual(pair.records);
      // Same records (the objects themselves), in the same order, from either side.
      answer.forEach((entry, i) => expect(entry.record).toBe(pair.records[i]));
      expect(index.pairInteractions(b, a)).toBe(answer);
      checked += 1;
      expect(answer.map((entry) => entry.sources)).toEqual(
        pair.records.map((record) => plainSources(record, a, b)),
      );
      for (const entry of answer)
        if (entry.sources.length === entry.record.sources.length)
          expect(entry.sources).toBe(entry.record.sources);
    }
    expect(checked).toBe(index.pairCount);
    expect(index.pairCount).toBe(expanded.size);
  });

  it('answers nothing for pairs no record covers, and for unknown ids', () => {
    const all = substances.map((s) => s.id);
    for (let i = 0; i < 2000; i += 1) {
      const a = all[(i * 7919) % all.length]!;
      const b = all[(i * 104_729 + 13) % all.length]!;
      const key = a < b ? `${a}|${b}` : `${b}|${a}`;
      if (a === b || expanded.has(key)) continue;
      expect(index.pairInteractions(a, b)).toEqual([]);
    }
    expect(index.pairInteractions('no-such-substance', all[0]!)).toEqual([]);
    expect(index.derivedInteraction('no-such-substance', all[0]!)).toBeNull();
  });

  it('derives the same interactions, made once per pair, as the roles do on their own', () => {
    const plain = deriveInteractions(new Map(substances.map((s) => [s.id, s])), roles, (a, b) => {
      const pair = expanded.get(`${a}|${b}`);
      if (!pair) return null;
      const rank = { major: 3, moderate: 2, minor: 1 } as const;
      const top = pair.records.reduce((x, y) => (rank[y.severity] > rank[x.severity] ? y : x));
      return { specificity: pair.specificity, severity: top.severity };
    });
    expect(index.derivedPairCount).toBe(plain.size);
    let sampled = 0;
    for (const [key, lazy] of plain) {
      if (sampled++ % 23 !== 0) continue;
      const [a, b] = key.split('|') as [string, string];
      const answer = index.derivedInteraction(b, a)!;
      const expected = lazy.get();
      expect(answer.record).toEqual(expected.record);
      expect(answer.sources).toEqual(expected.sources);
      expect(answer.derivedFrom).toEqual(
        expected.derivedFrom.map((role) => ({ ...role, substance: index.ref(role.substance) })),
      );
      expect(index.derivedInteraction(a, b)).toBe(answer);
    }
    for (const pair of [...expanded.values()].filter((p) => p.specificity === 2).slice(0, 200)) {
      const [a, b] = pair.key.split('|') as [string, string];
      expect(index.derivedInteraction(a, b)).toBeNull();
    }
  });
});
