/**
 * The typo search's shortcuts (names grouped by length, letter counts checked before the edit
 * distance) must find exactly what comparing the typed text with every name finds. Checked on the
 * real names with typos made the way people make them: a letter dropped, doubled, swapped or wrong.
 */
import { describe, expect, it } from 'vitest';
import { loadKnowledgeFiles } from './load-knowledge-files';
import { substancesKind } from './substances.kind';
import { normalizeName } from './normalize-name';
import { buildNameEntries, createResolver, editDistance, searchNames } from './substance-search';

const entries = buildNameEntries(loadKnowledgeFiles().records(substancesKind));
const resolve = createResolver(entries);

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

/** The distance-1-or-2 candidates by brute force: what the resolver's shortcuts must not lose. */
function bruteForceNearest(query: string, max: number): Set<string> {
  let best = max + 1;
  let owners = new Set<string>();
  for (const entry of entries) {
    const distance = editDistance(query, entry.norm, max);
    if (distance < best) {
      best = distance;
      owners = new Set([entry.substanceId]);
    } else if (distance === best && distance <= max) owners.add(entry.substanceId);
  }
  return best <= max ? owners : new Set();
}

describe('typo search on the real names', () => {
  const sample = entries.filter((_, i) => i % 97 === 0).map((entry) => entry.norm);
  const queries = sample
    .flatMap(typosOf)
    .filter((q) => q.length >= 5 && !q.includes(' '))
    .slice(0, 200);

  it('resolves a typo to what a comparison with every name finds', () => {
    expect(queries.length).toBeGreaterThan(100);
    for (const query of queries) {
      const exact = entries.some((entry) => entry.norm === query);
      if (exact) continue;
      const nearest = bruteForceNearest(query, query.length < 8 ? 1 : 2);
      const resolved = resolve(query);
      if (nearest.size === 1) expect(resolved?.substanceId, query).toBe([...nearest][0]);
      if (nearest.size > 1) expect(resolved, query).toBeNull();
    }
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
