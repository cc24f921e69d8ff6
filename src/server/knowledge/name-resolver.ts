/**
 * What one typed item means: a substance, or nothing. A wrong answer is worse than none (a statin
 * checked as a corticosteroid, "poppers" checked as peppers), so a name resolves only through
 *
 * 1. a name we list for it (canonical, brand, synonym, misspelling), as typed, with its spaces
 *    closed up ("grape fruit"), or once dose and form words are dropped ("Doliprane 1000 mg");
 * 2. exactly one listed name inside a longer product name ("Tylenol Extra Strength Caplets"),
 *    unless the other words name a different formulation ("Advil PM", "Sudafed PE", "Delix plus");
 * 3. a typo of a listed name, only when
 *    - the typed word is not itself an everyday word ("poppers", "speed", "lasik" are not typos),
 *    - it starts with the same letter or sound (typos keep the start; "Sortis" is not "cortisone"),
 *    - it is at least 5 letters, with 1 edit up to 8 letters and 2 from 9,
 *    - one substance is nearest, and any other within the budget is of the same kind and shares
 *      a class with it (the near miss cannot land on a different kind of medicine);
 * 4. a long beginning (5+ letters) that only one substance's names start with ("atorva"), under
 *    the same everyday-word rule.
 *
 * Anything weaker is unresolved; the check then offers search hits as "did you mean".
 */
import type { Substance } from './knowledge.schema';
import { isCommonWord } from './common-words';
import { normalizeName } from './normalize-name';
import {
  BARE_NAME_WEIGHT,
  BRAND_WEIGHT,
  CANONICAL_WEIGHT,
  MISSPELLING_WEIGHT,
  editDistance,
  letterCounts,
  lettersWithin,
  type NameEntry,
  type TypoCandidate,
} from './substance-search';

export interface Resolution {
  substanceId: string;
  matched: string;
  /** The match was the substance's canonical name (so there is no other name to report). */
  canonical: boolean;
}

/** Words that describe a dose or a form, not a substance: "Advil 200 mg tablets" means Advil. */
const NOISE_WORDS = new Set(
  (
    'mg mcg ug g iu ml units unit tablet tablets tab tabs capsule capsules cap caps caplet caplets softgel softgels ' +
    'gel gels liqui gummy gummies chewable chewables liquid syrup drops spray patch cream ointment injection pill ' +
    'pills dose doses daily once twice a day per x er xr xl sr cr dr la ec od extended release delayed modified ' +
    'supplement supplements strength regular maximum max junior children childrens adult adults otc ' +
    'prescription rx of the and film coated effervescent dispersible orodispersible sachet sachets lp retard ' +
    'comprime comprimes cpr compresse filmtabletten tabletten tabletas capsulas gelules'
  ).split(' '),
);
const DOSE_TOKEN = /^\d+(?:\s?\d+)*(?:mg|mcg|ug|g|iu|ml|units?|%)?$/;

export function stripDoseWords(norm: string): string {
  // "Extra Strength" is a dose; "Extra" alone names another product ("Panadol Extra": + caffeine).
  return norm
    .replace(/\bextra strength\b/g, ' ')
    .split(' ')
    .filter(Boolean)
    .filter((word) => !NOISE_WORDS.has(word) && !DOSE_TOKEN.test(word))
    .join(' ');
}

/**
 * Words that, beside a single-ingredient brand, name a different product: a night-time version
 * with a sedating antihistamine (PM, Night), a decongestant combination (D, PE, Sinus, Cold),
 * a cough combination (DM), or a fixed-dose combination (plus, comp, HCT, duo, co-).
 */
const FORMULATION_WORDS = new Set(
  (
    'pm am d pe dm hct hctz comp plus extra duo dual combi combo complex cold flu sinus night nighttime ' +
    'nite sleep congestion cough migraine menstrual pms back arthritis antibiotic ' +
    // The same in the languages of the European brands we list.
    'grippe gripe rhume erkaltung kombi compositum'
  ).split(' '),
);

/** Typos keep the first sound: 'ph' and 'f', hard 'c', 'k' and 'q', 'x' and 'z' read alike. */
function firstSound(norm: string): string {
  if (norm.startsWith('ph')) return 'f';
  const first = norm[0] ?? '';
  if (first === 'k' || first === 'q') return 'c';
  if (first === 'z') return 'x';
  return first;
}

/** "birth control pills" and "birth control pill" are one name: each word without a plural 's'. */
function singularOf(norm: string): string {
  return norm
    .split(' ')
    .map((word) => (/^(?:[a-z]{2,}[^s]|[a-z]*\d)s$/.test(word) ? word.slice(0, -1) : word))
    .join(' ');
}

/** Names a typo or a beginning may land on: canonical, synonym and bare names of 5+ letters. */
export function isTypoTarget(entry: NameEntry): boolean {
  return (
    entry.weight !== BRAND_WEIGHT &&
    entry.weight !== MISSPELLING_WEIGHT &&
    // A one-letter change in a four-letter name ("ATRA") is a quarter of it: no longer a typo.
    entry.norm.length >= 5
  );
}

/** The same first letter, or the same first sound ("fenelzine", "penelzine": phenelzine). */
function sameStart(a: string, b: string): boolean {
  return a[0] === b[0] || firstSound(a) === firstSound(b);
}

function resolutionTypos(length: number): number {
  if (length < 5) return 0;
  return length < 9 ? 1 : 2;
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

/**
 * An index of names by a key; a key two substances share answers nothing. Authored names come
 * first: a bare name ("Potassium" from "Potassium (supplement)") fills only a key none of them has.
 */
function uniqueIndex(
  entries: readonly NameEntry[],
  keyOf: (entry: NameEntry) => string,
): Map<string, NameEntry | null> {
  const index = new Map<string, NameEntry | null>();
  const authored = entries.filter((entry) => entry.weight !== BARE_NAME_WEIGHT);
  const bare = entries.filter((entry) => entry.weight === BARE_NAME_WEIGHT);
  const authoredKeys = new Set(authored.map(keyOf));
  for (const entry of [...authored, ...bare]) {
    if (entry.weight === BARE_NAME_WEIGHT && authoredKeys.has(keyOf(entry))) continue;
    const key = keyOf(entry);
    if (!index.has(key)) {
      index.set(key, entry);
      continue;
    }
    const current = index.get(key);
    if (current === null || current === undefined) continue;
    if (current.substanceId !== entry.substanceId) index.set(key, null);
    else if (entry.weight > current.weight) index.set(key, entry);
  }
  return index;
}

export interface ResolverOptions {
  /** Whether a word is an everyday word (common-words.ts); a test may pass its own. */
  isCommonWord?: (word: string) => boolean;
  /** Street and two-meaning names (street-names.ts): a substance id, or null to stay unresolved. */
  streetNames?: ReadonlyMap<string, string | null>;
}

export function createResolver(
  entries: readonly NameEntry[],
  substances: ReadonlyMap<string, Substance>,
  options: ResolverOptions = {},
) {
  const commonWord = options.isCommonWord ?? isCommonWord;
  const streetNames = options.streetNames ?? new Map<string, string | null>();
  /** A street name's substance as a resolution, 'unresolved' for a listed null, else undefined. */
  const street = (norm: string): Resolution | 'unresolved' | undefined => {
    if (!streetNames.has(norm)) return undefined;
    const id = streetNames.get(norm);
    if (!id || !substances.has(id)) return 'unresolved';
    return { substanceId: id, matched: substances.get(id)!.name, canonical: true };
  };
  const exact = uniqueIndex(entries, (entry) => entry.norm);
  const compact = uniqueIndex(entries, (entry) => entry.norm.replaceAll(' ', ''));
  const singular = uniqueIndex(entries, (entry) => singularOf(entry.norm));
  // Typos and beginnings land only on generic names: brand names are coined per country and
  // collide across borders (Lipex and Lidex, Somac and Soma, Zactin and Zacin), while generic
  // names are chosen to stay apart; a misspelling is a typo already.
  const genericNames = entries.filter(isTypoTarget);
  const byLength = groupByLength(genericNames);

  /** An authored name as typed, or with its spaces closed up, or its plural 's' dropped. */
  const lookUp = (norm: string): NameEntry | null =>
    compact.get(norm.replaceAll(' ', '')) ?? singular.get(singularOf(norm)) ?? null;

  /** Two substances a near miss could confuse without changing what kind of thing is checked. */
  function interchangeable(a: string, b: string): boolean {
    const x = substances.get(a);
    const y = substances.get(b);
    if (!x || !y) return false;
    if (x.ingredients.includes(b) || y.ingredients.includes(a)) return true;
    return x.kind === y.kind && x.classes.some((cls) => y.classes.includes(cls));
  }

  /**
   * The substance named by runs of words inside the text, if exactly one is; 'refused' when two
   * are ("Doliprane Vitamine C"), or the other words name a different formulation.
   */
  function namedWithin(words: string[]): NameEntry | 'refused' | null {
    const taken = words.map(() => false);
    const found = new Map<string, NameEntry>();
    for (let length = words.length - 1; length >= 1; length--) {
      for (let start = 0; start + length <= words.length; start++) {
        if (taken.slice(start, start + length).some(Boolean)) continue;
        const entry = exact.get(words.slice(start, start + length).join(' '));
        if (!entry || entry.norm.length < 3) continue;
        found.set(entry.substanceId, entry);
        for (let k = start; k < start + length; k++) taken[k] = true;
      }
    }
    if (found.size === 0) return null;
    if (found.size > 1) return 'refused';
    const rest = words.filter((_, k) => !taken[k]);
    return rest.some((word) => FORMULATION_WORDS.has(word)) ? 'refused' : [...found.values()][0]!;
  }

  /**
   * The one substance within the typo budget, or null when there is none, when two are nearest,
   * or when any other name within the budget belongs to a substance of another kind or class.
   */
  function nearestByTypo(query: string): NameEntry | null {
    const typos = resolutionTypos(query.length);
    if (typos === 0) return null;
    const queryLetters = letterCounts(query);
    const near: { entry: NameEntry; distance: number }[] = [];
    for (let length = query.length - typos; length <= query.length + typos; length++) {
      for (const { entry, letters } of byLength.get(length) ?? []) {
        if (!lettersWithin(queryLetters, letters, typos)) continue;
        const distance = editDistance(query, entry.norm, typos);
        if (distance <= typos) near.push({ entry, distance });
      }
    }
    const best = near.reduce<{ entry: NameEntry; distance: number } | null>(
      (top, hit) => (!top || hit.distance < top.distance ? hit : top),
      null,
    );
    if (!best || !sameStart(best.entry.norm, query)) return null;
    const chosen = best.entry.substanceId;
    for (const { entry, distance } of near) {
      if (entry.substanceId === chosen) continue;
      if (distance === best.distance || !interchangeable(chosen, entry.substanceId)) return null;
    }
    return best.entry;
  }

  /** A beginning that only one substance's names start with. */
  function onlyOwnerOfPrefix(query: string): NameEntry | null {
    if (query.length < 5) return null;
    const starting = genericNames.filter((entry) => entry.norm.startsWith(query));
    const owners = new Set(starting.map((entry) => entry.substanceId));
    return owners.size === 1 ? starting[0]! : null;
  }

  return function resolve(text: string): Resolution | null {
    const norm = normalizeName(text);
    if (!norm) return null;
    const cleaned = stripDoseWords(norm);
    const asTyped = exact.get(norm) ?? (cleaned ? exact.get(cleaned) : undefined);
    if (asTyped) return resolution(asTyped);
    // A street name before any looser reading: "pepper" is not "peppers" once plurals are dropped.
    const slang = street(norm) ?? (cleaned ? street(cleaned) : undefined);
    if (slang) return slang === 'unresolved' ? null : slang;
    const loose = lookUp(norm) ?? (cleaned ? lookUp(cleaned) : null);
    if (loose) return resolution(loose);
    const query = cleaned || norm;
    const words = query.split(' ');
    if (words.length > 1) {
      const inside = namedWithin(words);
      if (inside === 'refused') return null;
      // "gin and tonic", "X with Y": two things named, and only one of them is known.
      if (inside) return /\b(?:and|with)\b/.test(norm) ? null : resolution(inside);
    }
    // Everyday words typed as they are mean those words, not a name one letter away.
    if (words.every((word) => commonWord(word) || word.length < 3)) return null;
    const typo = nearestByTypo(query) ?? onlyOwnerOfPrefix(query);
    return typo ? resolution(typo) : null;
  };
}
