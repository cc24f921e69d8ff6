/**
 * The street-names list against the shipped knowledge base: every substance it names exists, no
 * entry repeats, and none shadows or repeats an authored name (those are matched first, so such an
 * entry would be dead or contradict the data).
 */
import { describe, expect, it } from 'vitest';
import { knowledgeFromFiles, loadKnowledgeFiles } from './load-knowledge-files';
import { normalizeName } from './normalize-name';
import { substancesKind } from './substances.kind';
import { readStreetNames } from './street-names';
import { allNamesOf } from './validate-knowledge';

const file = readStreetNames();
const substances = loadKnowledgeFiles().records(substancesKind);
const ids = new Set(substances.map((substance) => substance.id));
const authored = new Map(
  substances.flatMap((substance) =>
    allNamesOf(substance).map((name) => [normalizeName(name), substance.id] as const),
  ),
);

describe('street names', () => {
  it('name only substances the knowledge base holds', () => {
    const unknown = file.names.filter((entry) => entry.id !== null && !ids.has(entry.id));
    expect(unknown.map((entry) => `${entry.name} → ${entry.id}`)).toEqual([]);
  });

  it('list each name once and never an authored name', () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const entry of file.names) {
      const norm = normalizeName(entry.name);
      if (seen.has(norm)) problems.push(`${entry.name}: listed twice`);
      seen.add(norm);
      const owner = authored.get(norm);
      if (owner) problems.push(`${entry.name}: already an authored name of ${owner}`);
    }
    expect(problems).toEqual([]);
  });

  it('resolve through the checker to what they list', () => {
    const index = knowledgeFromFiles().interactions;
    const wrong = file.names
      .map((entry) => ({ entry, got: index.resolve(entry.name)?.substanceId ?? null }))
      .filter(({ entry, got }) => got !== entry.id)
      .map(
        ({ entry, got }) =>
          `${entry.name}: ${got ?? 'unresolved'}, listed as ${entry.id ?? 'unresolved'}`,
      );
    expect(wrong).toEqual([]);
  });
});
