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
  /** Made from a combination's components: resolved exactly, never searched or typo-matched. */
  generated?: true;
}

export interface SearchHit {
  substanceId: string;
  matched: string;
  score: number;
  /** Close to one of the substance's names (a possible typo) rather than a name of it. */
  typo: boolean;
}

const SCORE = { exact: 1000, prefix: 800, wordPrefix: 600, fuzzy: 400, fuzzyPrefix: 300 } as const;
/** Scores below this are typo matches (fuzzy, fuzzyPrefix); at or above it the text is in a name. */
export const LITERAL_SCORE = SCORE.wordPrefix - 50;

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

export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

export const CANONICAL_WEIGHT = 4;
export const BRAND_WEIGHT = 3;
export const SYNONYM_WEIGHT = 2;
export const MISSPELLING_WEIGHT = 1;
/** A canonical name without its qualifier: "Potassium (supplement)" is also "Potassium". */
export const BARE_NAME_WEIGHT = 0;

/** Words that make a name a route or form of the same medicine ("Minoxidil topical"). */
const ROUTE_WORDS = new Set(
  'topical oral inhaled inhaler nasal spray injection injectable tablets tablet cream patch eye drops ophthalmic vaginal rectal'.split(
    ' ',
  ),
);

/**
 * The bare form of each canonical name with a qualifier in brackets, unless another substance is a
 * route or form of the same medicine ("Minoxidil (tablets)" beside "Minoxidil topical (hair
 * regrowth)", "Budesonide (inhaled)" beside "Budesonide (oral)"): there the bare name is a guess.
 */
function bareNames(substances: readonly Substance[]): Map<string, string> {
  const bare = (name: string) => normalizeName(name.replace(/\([^)]*\)/g, ' '));
  const owners = new Map<string, Set<string>>();
  const claim = (norm: string, id: string) => {
    const set = owners.get(norm) ?? new Set<string>();
    set.add(id);
    owners.set(norm, set);
  };
  for (const substance of substances) {
    const norm = bare(substance.name);
    if (!norm) continue;
    claim(norm, substance.id);
    // "minoxidil topical" and "fluticasone nasal spray" claim "minoxidil" and "fluticasone" too.
    const words = norm.split(' ');
    const route = words.findIndex((word, i) => i > 0 && ROUTE_WORDS.has(word));
    if (route > 0) claim(words.slice(0, route).join(' '), substance.id);
  }
  const result = new Map<string, string>();
  for (const substance of substances) {
    if (!substance.name.includes('(')) continue;
    const norm = bare(substance.name);
    if (norm && owners.get(norm)?.size === 1) result.set(substance.id, norm);
  }
  return result;
}

/** A brand listed outside the substance record (world-brands.json): a name and its substance. */
export interface ExtraName {
  name: string;
  substanceId: string;
}

const PART_ROUTE_WORDS = new Set([...ROUTE_WORDS, 'eye', 'ear', 'otic', 'ointment', 'gel']);

/** A name cut before its first route or form word ("hydrocortisone topical" → "hydrocortisone"). */
function withoutRoute(norm: string): string {
  const words = norm.split(' ');
  const route = words.findIndex((word, i) => i > 0 && PART_ROUTE_WORDS.has(word));
  return route > 0 ? words.slice(0, route).join(' ') : norm;
}

/** Generic names of a component: canonical (bare), synonyms and lower-case UK/EU generic names. */
function genericNamesOf(substance: Substance, bare: Map<string, string>): string[] {
  const names = [
    bare.get(substance.id) ?? normalizeName(substance.name),
    // Inside a combination the route goes without saying: "Budesonide (inhaled)" is "budesonide",
    // "Ciprofloxacin eye and ear drops" is "ciprofloxacin".
    normalizeName(substance.name.replace(/\([^)]*\)/g, ' ')),
    withoutRoute(normalizeName(substance.name.replace(/\([^)]*\)/g, ' '))),
    ...substance.synonyms,
    ...substance.brands_uk.filter((name) => /^[a-z]/.test(name)),
  ].map(normalizeName);
  // Only names of one to three words: "17 beta estradiol" yes, a description no.
  return [...new Set(names)].filter((name) => name && name.split(' ').length <= 3);
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * The names a combination product goes by from its parts: every order of its components' generic
 * names joined by "/", "+", "-", "and" or "with" ("drospirenone/ethinyl estradiol",
 * "ethinylestradiol and drospirenone"). Up to three components; about 300 names per product at most.
 */
function combinationNames(
  substance: Substance,
  byId: ReadonlyMap<string, Substance>,
  bare: Map<string, string>,
): string[] {
  const parts =
    substance.ingredients.length > 0 ? substance.ingredients : (substance.components ?? []);
  if (parts.length < 2 || parts.length > 3) return [];
  const partNames = parts.map((id) => {
    const part = byId.get(id);
    return part ? genericNamesOf(part, bare) : [];
  });
  if (partNames.some((names) => names.length === 0)) return [];
  const names = new Set<string>();
  const addJoined = (combo: readonly string[]) => {
    names.add(combo.join(' '));
    names.add(combo.join(' and '));
    if (combo.length === 2) names.add(combo.join(' with '));
    else names.add(`${combo.slice(0, -1).join(' ')} and ${combo[combo.length - 1]}`);
  };
  // The parts' own names in every order first, then their other names while the budget lasts.
  for (const order of permutations(partNames)) addJoined(order.map((options) => options[0]!));
  for (const order of permutations(partNames)) {
    let combos: string[][] = [[]];
    for (const options of order)
      combos = combos.flatMap((combo) => options.map((name) => [...combo, name]));
    for (const combo of combos) {
      if (names.size >= 300) return [...names];
      addJoined(combo);
    }
  }
  return [...names];
}

export function buildNameEntries(
  source: Iterable<Substance>,
  extra: readonly ExtraName[] = [],
): NameEntry[] {
  const substances = [...source];
  const bare = bareNames(substances);
  const byId = new Map(substances.map((substance) => [substance.id, substance]));
  const entries: NameEntry[] = [];
  // One string per distinct word across every entry's words ("and" is in 15k generated names).
  const seen = new Map<string, string>();
  const wordsOf = (norm: string): string[] =>
    norm.split(' ').map((word) => {
      const first = seen.get(word);
      if (first !== undefined) return first;
      seen.set(word, word);
      return word;
    });
  for (const substance of substances) {
    const add = (name: string, weight: number) => {
      const norm = normalizeName(name);
      if (norm)
        entries.push({ norm, words: wordsOf(norm), name, substanceId: substance.id, weight });
    };
    add(substance.name, CANONICAL_WEIGHT);
    for (const name of substance.brands_us) add(name, BRAND_WEIGHT);
    // brands_uk also holds UK/EU generic names, written in lower case ("salbutamol",
    // "frusemide"): those are generic names, which a typo may land on; brands are capitalised.
    for (const name of substance.brands_uk)
      add(name, /^[a-z]/.test(name) ? SYNONYM_WEIGHT : BRAND_WEIGHT);
    for (const name of substance.synonyms) add(name, SYNONYM_WEIGHT);
    for (const name of substance.misspellings) add(name, MISSPELLING_WEIGHT);
    const bareName = bare.get(substance.id);
    if (bareName)
      entries.push({
        norm: bareName,
        words: wordsOf(bareName),
        name: substance.name,
        substanceId: substance.id,
        weight: BARE_NAME_WEIGHT,
      });
    // Names made from the components fill only keys no authored name holds (as bare names do).
    for (const norm of combinationNames(substance, byId, bare))
      entries.push({
        norm,
        words: wordsOf(norm),
        name: substance.name,
        substanceId: substance.id,
        weight: BARE_NAME_WEIGHT,
        generated: true,
      });
  }
  for (const { name, substanceId } of extra) {
    const norm = normalizeName(name);
    if (norm && byId.has(substanceId))
      entries.push({ norm, words: wordsOf(norm), name, substanceId, weight: BRAND_WEIGHT });
  }
  return entries;
}

/**
 * Names grouped by length, each with its letter counts: a name within `k` edits of the query is
 * at most `k` characters longer or shorter, and has at most `k` letters (counted with repeats)
 * that the query lacks, and the query at most `k` that it lacks. Checking those first skips the
 * edit-distance table for nearly every name (11,000 names and growing).
 */
export interface TypoCandidate {
  entry: NameEntry;
  letters: Uint8Array;
}

const ALPHABET_SIZE = 37; // a-z, 0-9, and one slot for everything else

function letterSlot(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return code - 22;
  return ALPHABET_SIZE - 1;
}

export function letterCounts(text: string): Uint8Array {
  const counts = new Uint8Array(ALPHABET_SIZE);
  for (let i = 0; i < text.length; i++) {
    const slot = letterSlot(text.charCodeAt(i));
    counts[slot] = Math.min(255, counts[slot]! + 1);
  }
  return counts;
}

/** Whether the letter counts alone allow the two names to be within `max` edits. */
export function lettersWithin(a: Uint8Array, b: Uint8Array, max: number): boolean {
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
    if (entry.generated) continue;
    const score = scoreEntry(query, entry, queryLetters, scratch);
    if (score === 0) continue;
    const current = best.get(entry.substanceId);
    if (!current || score > current.score)
      best.set(entry.substanceId, {
        substanceId: entry.substanceId,
        matched: entry.name,
        score,
        typo: score < LITERAL_SCORE,
      });
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
