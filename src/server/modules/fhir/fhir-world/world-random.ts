/** A seeded random source for the FHIR world (mulberry32) and the seed hash that splits it. */

export interface Dice {
  /** A float in [0, 1). */
  next(): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** An integer in [low, high]. */
  int(low: number, high: number): number;
  pick<T>(items: readonly T[]): T;
  /** A pick weighted by the numbers beside each item. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** Up to n distinct items in random order. */
  some<T>(items: readonly T[], n: number): T[];
  /** A lowercase hex id of n characters. */
  hex(n: number): string;
}

export function dice(seed: number): Dice {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return {
    next,
    chance: (p) => next() < p,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    some(items, n) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
    hex: (n) => Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join(''),
  };
}

/** FNV-1a of the seed: which split a bundle belongs to, whatever order bundles are made in. */
export function splitOf(seed: number): 'tune' | 'held-out' {
  let hash = 0x811c9dc5;
  for (const char of `fhir-world:${seed}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 3 === 0 ? 'held-out' : 'tune';
}
