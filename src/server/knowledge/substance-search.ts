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

/**
 * Optimal string alignment distance, giving up (returning max + 1) once it must exceed `max`.
 * `bLength` compares `a` with the first `bLength` characters of `b` only (no copy of the prefix).
 */
export function editDistance(a: string, b: string, max: number, bLength = b.length): number {
  if (Math.abs(a.length - bLength) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: bLength + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= bLength; j++) {
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
  return prev[bLength]!;
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

/**
 * Names grouped by length, each with its letter counts: a name within `k` edits of the query is
 * at most `k` characters longer or shorter, and has at most `k` letters (counted with repeats)
 * that the query lacks, and the query at most `k` that it lacks. Checking those first skips the
 * edit-distance table for nearly every name (11,000 names and growing).
 */
interface TypoCandidate {
  entry: NameEntry;
  letters: Uint8Array;
}

const ALPHABET_SIZE = 37; // a-z, 0-9, and one slot for everything else

function letterSlot(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return code - 22;
  return ALPHABET_SIZE - 1;
}

function letterCounts(text: string): Uint8Array {
  const counts = new Uint8Array(ALPHABET_SIZE);
  for (let i = 0; i < text.length; i++) {
    const slot = letterSlot(text.charCodeAt(i));
    counts[slot] = Math.min(255, counts[slot]! + 1);
  }
  return counts;
}

/** Whether the letter counts alone allow the two names to be within `max` edits. */
function lettersWithin(a: Uint8Array, b: Uint8Array, max: number): boolean {
  let onlyA = 0;
  let onlyB = 0;
  for (let i = 0; i < ALPHABET_SIZE; i++) {
    const difference = a[i]! - b[i]!;
    if (difference > 0) onlyA += difference;
    else onlyB -= difference;
    if (onlyA > max || onlyB > max) return false;
  }
  return true;
}

/**
 * Whether `text`'s first `length` characters could be within `max` edits of a query with these
 * letter counts: the same bound as lettersWithin, counted on the prefix in place (`scratch` is
 * all zeros before and after).
 */
function prefixLettersWithin(
  queryLetters: Uint8Array,
  text: string,
  length: number,
  max: number,
  scratch: Int16Array,
): boolean {
  for (let i = 0; i < length; i++) scratch[letterSlot(text.charCodeAt(i))]! += 1;
  let onlyQuery = 0;
  let onlyText = 0;
  for (let i = 0; i < ALPHABET_SIZE; i++) {
    const difference = queryLetters[i]! - scratch[i]!;
    if (difference > 0) onlyQuery += difference;
    else onlyText -= difference;
  }
  scratch.fill(0);
  return onlyQuery <= max && onlyText <= max;
}

function scoreEntry(
  query: string,
  entry: NameEntry,
  queryLetters: Uint8Array,
  scratch: Int16Array,
): number {
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
  if (
    entry.norm.length > query.length &&
    prefixLettersWithin(queryLetters, entry.norm, query.length, typos, scratch)
  ) {
    const partial = editDistance(query, entry.norm, typos, query.length);
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
  const queryLetters = letterCounts(query);
  const scratch = new Int16Array(ALPHABET_SIZE);
  for (const entry of entries) {
    const score = scoreEntry(query, entry, queryLetters, scratch);
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

function groupByLength(entries: readonly NameEntry[]): Map<number, TypoCandidate[]> {
  const byLength = new Map<number, TypoCandidate[]>();
  for (const entry of entries) {
    const group = byLength.get(entry.norm.length) ?? [];
    group.push({ entry, letters: letterCounts(entry.norm) });
    byLength.set(entry.norm.length, group);
  }
  return byLength;
}

export function createResolver(entries: readonly NameEntry[]) {
  const exact = new Map<string, NameEntry>();
  for (const entry of entries) {
    const current = exact.get(entry.norm);
    if (!current || entry.weight > current.weight) exact.set(entry.norm, entry);
  }
  const byLength = groupByLength(entries);

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
    const queryLetters = letterCounts(query);
    for (let length = query.length - typos; length <= query.length + typos; length++) {
      for (const { entry, letters } of byLength.get(length) ?? []) {
        if (!lettersWithin(queryLetters, letters, typos)) continue;
        const distance = editDistance(query, entry.norm, typos);
        if (distance > typos) continue;
        if (!best || distance < best.distance) {
          best = { entry, distance };
          ambiguous = false;
        } else if (distance === best.distance && entry.substanceId !== best.entry.substanceId) {
          ambiguous = true;
        }
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
