/**
 * `NEAR_MISSES` (ADR 099) holds every everyday word one edit from a word the crisis phrases name,
 * so a word written as itself is never read as a slip ("overdone" is not "overdose"). When a new
 * phrase word brings new neighbours, this names them: add them to near-misses.ts.
 */
import { describe, expect, it } from 'vitest';
import { EVERYDAY_TIERS, everydayWordsOfTier } from '#server/lib/everyday-words';
import { canonicalWords, fuzzyTargets, swappedSpellings } from './crisis';
import { NEAR_MISSES } from './near-misses';

/** SCOWL's common tiers, as `#server/knowledge/common-words.ts` reads them. */
function everydayWords(): Set<string> {
  return new Set(EVERYDAY_TIERS.flatMap((tier) => everydayWordsOfTier(tier)));
}

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

describe('everyday words near a crisis word', () => {
  const targets = new Set(fuzzyTargets());

  it('lists every everyday word one edit from a phrase word', () => {
    // Targets by themselves and by each spelling with one letter left out: a word one edit from a
    // target shares one of these keys with it.
    const byKey = new Map<string, string[]>();
    const keys = (word: string) => [
      word,
      ...[...word].map((_, index) => word.slice(0, index) + word.slice(index + 1)),
    ];
    for (const target of targets)
      for (const key of keys(target)) byKey.set(key, [...(byKey.get(key) ?? []), target]);
    const missing: string[] = [];
    for (const word of everydayWords()) {
      if (word.length < 5 || !/^[a-z]+$/.test(word) || targets.has(word) || NEAR_MISSES.has(word))
        continue;
      const near = keys(word).some((key) =>
        (byKey.get(key) ?? []).some((target) => withinOneEdit(word, target)),
      );
      if (near) missing.push(word);
    }
    expect(missing).toEqual([]);
  });

  it('lists every everyday word that is a short key word with two letters swapped', () => {
    // ADR 103: "dei" is "die" and "wnat" is "want", but "lief" stays "lief".
    const everyday = everydayWords();
    const missing = swappedSpellings().filter(
      (word) => everyday.has(word) && !NEAR_MISSES.has(word),
    );
    expect(missing).toEqual([]);
  });

  it('reads a slip as the key word and a near word as itself', () => {
    expect(canonicalWords('i am thinkng about sucide')).toBe('i am thinking about suicide');
    expect(canonicalWords('the steak was overdone')).toBe('the steak was overdone');
    expect(canonicalWords('i am willing to help')).toBe('i am willing to help');
    expect(canonicalWords('paying the bills')).toBe('paying the bills');
    expect(canonicalWords('i wnt to dei')).toBe('i want to die');
    expect(canonicalWords('my lief')).toBe('my lief');
  });
});
