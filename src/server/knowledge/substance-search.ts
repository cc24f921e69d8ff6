/**
 * Name resolution over every name a substance goes by (canonical, US and UK/EU brands, synonyms,
 * misspellings). `search` ranks candidates for an autocomplete; `resolve` decides what one typed
 * item means, and would rather answer "unknown" than guess between two substances.
 */
import type { Substance } from './knowledge.schema';
import { normalizeName } from './normalize-name';

export interface NameEntry {
  norm: string;
  words: string[];
  /** The name as authored, returned as `matched`. */
  name: string;
  substanceId: string;
  /** Canonical names outrank brands, which outrank synonyms and misspellings, at equal match quality. */
  weight: number;
}

export interface SearchHit {
  substanceId: string;
  matched: string;
  score: number;
}

const SCORE = { exact: 1000, prefix: 800, wordPrefix: 600, fuzzy: 400, fuzzyPrefix: 300 } as const;

/** Optimal string alignment distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

const CANONICAL_WEIGHT = 4;

export function buildNameEntries(substances: Iterable<Substance>): NameEntry[] {
  const entries: NameEntry[] = [];
  for (const substance of substances) {
    const add = (name: string, weight: number) => {
      const norm = normalizeName(name);
      if (norm)
        entries.push({ norm, words: norm.split(' '), name, substanceId: substance.id, weight });
    };
    add(substance.name, CANONICAL_WEIGHT);
    for (const name of [...substance.brands_us, ...substance.brands_uk]) add(name, 3);
    for (const name of substance.synonyms) add(name, 2);
    for (const name of substance.misspellings) add(name, 1);
  }
  return entries;
}

function scoreEntry(query: string, entry: NameEntry): number {
  if (entry.norm === query) return SCORE.exact + entry.weight;
  if (entry.norm.startsWith(query))
    return SCORE.prefix + entry.weight - Math.min(50, entry.norm.length - query.length);
  if (entry.words.some((word) => word.startsWith(query)) || entry.norm.includes(` ${query}`)) {
    return SCORE.wordPrefix + entry.weight - Math.min(50, entry.norm.length - query.length);
  }
  const typos = allowedTypos(query.length);
  if (typos === 0) return 0;
  const full = editDistance(query, entry.norm, typos);
  if (full <= typos) return SCORE.fuzzy - full * 50 + entry.weight;
  if (entry.norm.length > query.length) {
    const partial = editDistance(query, entry.norm.slice(0, query.length), typos);
    if (partial <= typos) return SCORE.fuzzyPrefix - partial * 50 + entry.weight;
  }
  return 0;
}

export function searchNames(
  entries: readonly NameEntry[],
  text: string,
  limit: number,
): SearchHit[] {
  const query = normalizeName(text);
  if (query.length < 2) return [];
  const best = new Map<string, SearchHit>();
  for (const entry of entries) {
    const score = scoreEntry(query, entry);
    if (score === 0) continue;
    const current = best.get(entry.substanceId);
    if (!current || score > current.score)
      best.set(entry.substanceId, { substanceId: entry.substanceId, matched: entry.name, score });
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.matched.length - b.matched.length ||
        a.substanceId.localeCompare(b.substanceId),
    )
    .slice(0, limit);
}

/** Words that describe a dose or a form, not a substance: "Advil 200 mg tablets" means Advil. */
const NOISE_WORDS = new Set(
  (
    'mg mcg ug g iu ml units unit tablet tablets tab tabs capsule capsules cap caps softgel softgels gel gels liqui ' +
    'gummy gummies chewable chewables liquid syrup drops spray patch cream ointment injection pill pills dose doses ' +
    'daily once twice a day per x er xr xl sr cr dr la ec od extended release delayed modified supplement supplements ' +
    'extra strength regular maximum max junior children childrens adult adults otc prescription rx of the and'
  ).split(' '),
);
const DOSE_TOKEN = /^\d+(?:\s?\d+)*(?:mg|mcg|ug|g|iu|ml|units?|%)?$/;

export function stripDoseWords(norm: string): string {
  return norm
    .split(' ')
    .filter((word) => !NOISE_WORDS.has(word) && !DOSE_TOKEN.test(word))
    .join(' ');
}

export interface Resolution {
  substanceId: string;
  matched: string;
  /** The match was the substance's canonical name (so there is no other name to report). */
  canonical: boolean;
}

const resolution = (entry: NameEntry): Resolution => ({
  substanceId: entry.substanceId,
  matched: entry.name,
  canonical: entry.weight === CANONICAL_WEIGHT,
});

export function createResolver(entries: readonly NameEntry[]) {
  const exact = new Map<string, NameEntry>();
  for (const entry of entries) {
    const current = exact.get(entry.norm);
    if (!current || entry.weight > current.weight) exact.set(entry.norm, entry);
  }

  /** The substances named by word runs inside the text, longest runs first. */
  function namedWithin(words: string[]): NameEntry[] {
    for (let length = words.length - 1; length >= 1; length--) {
      const found = new Map<string, NameEntry>();
      for (let start = 0; start + length <= words.length; start++) {
        const entry = exact.get(words.slice(start, start + length).join(' '));
        if (entry && entry.norm.length >= 3) found.set(entry.substanceId, entry);
      }
      if (found.size > 0) return [...found.values()];
    }
    return [];
  }

  return function resolve(text: string): Resolution | null {
    const norm = normalizeName(text);
    if (!norm) return null;
    const direct = exact.get(norm);
    if (direct) return resolution(direct);
    const cleaned = stripDoseWords(norm);
    const cleanedHit = cleaned ? exact.get(cleaned) : undefined;
    if (cleanedHit) return resolution(cleanedHit);
    const words = (cleaned || norm).split(' ');
    if (words.length > 1) {
      const inside = namedWithin(words);
      // Two different substances named in one item ("calcium magnesium zinc") is a guess we refuse.
      if (inside.length === 1) return resolution(inside[0]!);
      if (inside.length > 1) return null;
    }
    const query = cleaned || norm;
    const typos = allowedTypos(query.length);
    if (typos === 0) return null;
    let best: { entry: NameEntry; distance: number } | null = null;
    let ambiguous = false;
    for (const entry of entries) {
      const distance = editDistance(query, entry.norm, typos);
      if (distance > typos) continue;
      if (!best || distance < best.distance) {
        best = { entry, distance };
        ambiguous = false;
      } else if (distance === best.distance && entry.substanceId !== best.entry.substanceId) {
        ambiguous = true;
      }
    }
    if (best && !ambiguous) return resolution(best.entry);
    // A long enough beginning that only one substance's names start with ("atorva") is unambiguous.
    if (best || query.length < 5) return null;
    const starting = entries.filter((entry) => entry.norm.startsWith(query));
    const owners = new Set(starting.map((entry) => entry.substanceId));
    return owners.size === 1 ? resolution(starting[0]!) : null;
  };
}
