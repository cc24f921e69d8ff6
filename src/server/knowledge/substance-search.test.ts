/**
 * The typo search's shortcuts (names grouped by length, letter counts checked before the edit
 * distance) must find exactly what comparing the typed text with every name finds. Checked on the
 * real names with typos made the way people make them: a letter dropped, doubled, swapped or wrong.
 */
import { describe, expect, it } from 'vitest';
import { loadKnowledgeFiles } from './load-knowledge-files';
import { substancesKind } from './substances.kind';
import { normalizeName } from './normalize-name';
import { isCommonWord } from './common-words';
import { createResolver, isTypoTarget } from './name-resolver';
import { buildNameEntries, editDistance, searchNames } from './substance-search';

const substances = loadKnowledgeFiles().records(substancesKind);
const entries = buildNameEntries(substances);
const resolve = createResolver(entries, new Map(substances.map((s) => [s.id, s])));

/** Deterministic typos of `word`: drop, double, swap and replace at a few positions. */
function typosOf(word: string): string[] {
  const out: string[] = [];
  for (const at of [1, Math.floor(word.length / 2), word.length - 2]) {
    if (at < 1 || at >= word.length - 1) continue;
    out.push(word.slice(0, at) + word.slice(at + 1));
    out.push(word.slice(0, at) + word[at] + word.slice(at));
    out.push(word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1));
    out.push(word.slice(0, at) + (word[at] === 'e' ? 'a' : 'e') + word.slice(at + 1));
  }
  return out;
}

/** Every substance with a name within `max` edits, by brute force: what the shortcuts must not lose. */
function bruteForceNear(query: string, max: number): { nearest: string; owners: Set<string> } {
  let best = max + 1;
  let nearest = '';
  const owners = new Set<string>();
  for (const entry of entries.filter(isTypoTarget)) {
    const distance = editDistance(query, entry.norm, max);
    if (distance > max) continue;
    owners.add(entry.substanceId);
    if (distance < best) [best, nearest] = [distance, entry.norm];
  }
  return { nearest, owners };
}

describe('typo search on the real names', () => {
  const sample = entries
    .filter(isTypoTarget)
    .filter((_, i) => i % 41 === 0)
    .map((entry) => entry.norm);
  const queries = sample
    .flatMap(typosOf)
    .filter((q) => q.length >= 5 && !q.includes(' ') && !isCommonWord(q))
    .slice(0, 200);

  it('resolves a typo only when one substance is within reach, as a comparison with every name finds', () => {
    expect(queries.length).toBeGreaterThan(100);
    let resolvedCount = 0;
    for (const query of queries) {
      if (entries.some((entry) => entry.norm === query)) continue;
      const { nearest, owners } = bruteForceNear(query, query.length < 9 ? 1 : 2);
      const resolved = resolve(query);
      // Never a substance the full comparison does not reach; never a guess between two that are
      // not of one kind and class (the resolver's own rule is tested in name-resolver.test.ts).
      if (resolved) {
        expect(owners, query).toContain(resolved.substanceId);
        resolvedCount++;
      }
      // One substance within reach, its name starting with the same letter: found.
      if (owners.size === 1 && nearest[0] === query[0])
        expect(resolved?.substanceId, query).toBe([...owners][0]);
    }
    expect(resolvedCount).toBeGreaterThan(queries.length / 2);
  });

  it('lists the substance a typo came from among the search hits', () => {
    for (const name of sample.filter((n) => n.length >= 6).slice(0, 60)) {
      const owner = entries.find((entry) => entry.norm === name)!.substanceId;
      const typo = typosOf(name)[0]!;
      const hits = searchNames(entries, typo, 50).map((hit) => hit.substanceId);
      expect(hits, `${typo} (from ${name})`).toContain(owner);
    }
  });

  it('keeps resolving everyday misspellings', () => {
    for (const [typed, id] of [
      ['warfrin', 'warfarin'],
      ['ibuprofin', 'ibuprofen'],
      ['simvastatine', 'simvastatin'],
    ] as const)
      expect(resolve(normalizeName(typed))?.substanceId).toBe(id);
  });
});
