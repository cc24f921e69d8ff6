/**
 * The allergens and diet groups as the ingredient module reads them (`knowledge.allergens`), built
 * once at start. `match` finds the records whose names occur in one ingredient as whole words, in
 * their singular form ('whey powder' → milk; 'peanuts' → peanut; 'buckwheat', 'nutmeg',
 * 'butternut' and 'eggplant' are one word each, so they match nothing), except where the words sit
 * inside one of the record's 'not names' ('cocoa butter' is not milk, 'egg plant' is not egg).
 * The lexicon (ADR 076) adds every EU language's words, Norwegian's, Swiss German's and Turkish's,
 * matched the same way; a name from a compounding language (German, Dutch, the Nordic languages,
 * Estonian, Hungarian) is also found inside a word ('Vollmilchpulver' → milk, 'hvedemel' →
 * wheat) unless an exception covers it there ('Kakaobutter', 'Muskatnuss', 'Buchweizen').
 * `allergyFor` reads an entry of a person's allergy list ('peanut allergy', 'lactose intolerance').
 */
import type { AllergenEntry, AllergenIndex } from '../label-indexes';
import { COMPOUNDING_LANGUAGES, type Allergen } from './allergen.schema';
import { allergenWords, foldAllergenText, umlautSpelling } from './label-names';

interface Phrase {
  allergen: Allergen;
  words: string[];
}

/** The shortest name found inside a compound: shorter ones ('Ei', 'ost') are whole words only. */
export const MIN_COMPOUND_LENGTH = 4;

/** German writes 'ä', 'ö', 'ü' as 'ae', 'oe', 'ue' where they cannot be typed ('Erdnuesse'). */
const UMLAUT_LANGUAGES = new Set(['de', 'gsw']);

/** A lexicon word as written and, in German, spelled with 'ae', 'oe', 'ue'. */
const spellings = (lang: string, name: string) => {
  const other = UMLAUT_LANGUAGES.has(lang) ? umlautSpelling(name) : null;
  return other ? [name, other] : [name];
};

/** Every name of a record: its own (any language) and its lexicon's, in each spelling. */
export function allNames(allergen: Allergen): string[] {
  return [
    ...allergen.names,
    ...allergen.languages.flatMap((l) =>
      [...l.names, ...l.whole_words].flatMap((name) => spellings(l.lang, name)),
    ),
  ];
}

/** Every 'not name' of a record: its own and its lexicon's, in each spelling. */
export function allNotNames(allergen: Allergen): string[] {
  return [
    ...allergen.not_names,
    ...allergen.languages.flatMap((l) => l.not_names.flatMap((name) => spellings(l.lang, name))),
  ];
}

/** The names a compound word may contain: one-word names of compounding languages, 4+ letters. */
export function compoundStems(allergen: Allergen): string[] {
  const stems = new Set<string>();
  for (const lexicon of allergen.languages) {
    if (!COMPOUNDING_LANGUAGES.includes(lexicon.lang)) continue;
    for (const name of lexicon.names)
      for (const spelling of spellings(lexicon.lang, name))
        // Inside a word the English spellings do not apply ('yoghurt' stays in 'yoghurtpulver').
        for (const folded of [foldAllergenText(spelling), foldAllergenText(spelling, false)])
          if (folded.length >= MIN_COMPOUND_LENGTH && !folded.includes(' ')) stems.add(folded);
  }
  return [...stems];
}

/**
 * One regular expression for any of `parts`: stems (escaped, longest first, so the longest stem at
 * a place is the one found) or, with `escape` false, patterns already built.
 */
function anyOf(parts: readonly string[], escape = true): RegExp {
  const sources = escape
    ? [...parts]
        .sort((a, b) => b.length - a.length)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    : parts;
  return new RegExp(sources.length > 0 ? sources.join('|') : '(?!)', escape ? 'g' : '');
}

/** Where `words` occurs in `text` (start positions). */
function occurrences(text: readonly string[], words: readonly string[]): number[] {
  const found: number[] = [];
  for (let start = 0; start + words.length <= text.length; start++)
    if (words.every((word, offset) => text[start + offset] === word)) found.push(start);
  return found;
}

// What people add around the allergen in an allergy list: 'allergic to peanuts', 'dairy intolerance'.
const ALLERGY_NOISE = new Set([
  'allergy',
  'allergie',
  'allergic',
  'allergen',
  'to',
  'intolerance',
  'intolerant',
  'sensitivity',
  'sensitive',
  'anaphylaxis',
  'anaphylactic',
  'severe',
  'mild',
  'food',
  'disease',
  'reaction',
  'a',
  'an',
]);

export function buildAllergenIndex(allergens: readonly Allergen[]): AllergenIndex {
  const sorted = [...allergens].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byId = new Map<string, Allergen>(sorted.map((allergen) => [allergen.id, allergen]));
  // Phrases by their first word, so one ingredient is read once, word by word.
  const byFirstWord = new Map<string, Phrase[]>();
  const notNames = new Map<string, string[][]>();
  // Inside a compound: the stems, and the one-word exceptions that hide them ('kakaobutter').
  const stems: { allergen: Allergen; pattern: RegExp; hiding: string[] }[] = [];
  for (const allergen of sorted) {
    const seen = new Set<string>();
    for (const name of allNames(allergen)) {
      const words = allergenWords(name);
      const key = words.join(' ');
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      byFirstWord.set(words[0]!, [...(byFirstWord.get(words[0]!) ?? []), { allergen, words }]);
    }
    const exceptions = allNotNames(allergen);
    notNames.set(allergen.id, exceptions.map(allergenWords));
    const own = compoundStems(allergen);
    if (own.length > 0)
      stems.push({
        allergen,
        pattern: anyOf(own),
        hiding: [
          ...new Set(
            exceptions
              .map((text) => foldAllergenText(text))
              .filter((e) => e !== '' && !e.includes(' ')),
          ),
        ],
      });
  }
  const terms = new Map<string, Allergen>();
  for (const allergen of sorted)
    for (const term of [...allergen.allergy_terms, allergen.name]) {
      const key = allergenWords(term).join(' ');
      if (!terms.has(key)) terms.set(key, allergen);
    }
  const names = new Map<string, Allergen>();
  // A name in an allergy list means its record; major allergens first ('fish gelatin' is fish).
  for (const type of ['major_allergen', 'diet_group'])
    for (const allergen of sorted)
      if (allergen.type === type)
        for (const name of allNames(allergen)) {
          const key = allergenWords(name).join(' ');
          if (!names.has(key)) names.set(key, allergen);
        }

  /**
   * Whether a stem occurs in `token` apart from every exception: 'nuss' in 'haselnuss' but not in
   * 'muskatnuss', 'weizenmehl' not in 'buchweizenmehl' (an occurrence that overlaps an exception
   * belongs to it). One regular expression per record finds the stems in one pass; after a hidden
   * occurrence the search goes on from the next letter, so 'milch' is still found in
   * 'kakaobuttermilch'.
   */
  const insideCompound = (token: string, pattern: RegExp, hiding: readonly string[]): boolean => {
    pattern.lastIndex = 0;
    let hidden: [number, number][] | null = null;
    for (let found = pattern.exec(token); found; found = pattern.exec(token)) {
      const at = found.index;
      const end = at + found[0].length;
      hidden ??= hiding.flatMap((exception) => {
        const spans: [number, number][] = [];
        for (
          let from = token.indexOf(exception);
          from >= 0;
          from = token.indexOf(exception, from + 1)
        )
          spans.push([from, from + exception.length]);
        return spans;
      });
      if (!hidden.some(([from, to]) => from < end && at < to)) return true;
      pattern.lastIndex = at + 1;
    }
    return false;
  };

  /** Word positions covered by the allergen's not-names in this ingredient. */
  const masked = (allergen: Allergen, words: readonly string[]): Set<number> => {
    const covered = new Set<number>();
    for (const notName of notNames.get(allergen.id)!)
      for (const start of occurrences(words, notName))
        for (let i = start; i < start + notName.length; i++) covered.add(i);
    return covered;
  };

  const anyStem = anyOf(
    stems.map(({ pattern }) => pattern.source),
    false,
  );
  const sortedFound = (found: Map<string, AllergenEntry>) =>
    [...found.values()].sort((a, b) => (a.id < b.id ? -1 : 1));

  const match = (ingredient: string): AllergenEntry[] => {
    const folded = foldAllergenText(ingredient);
    const tokens = folded === '' ? [] : folded.split(' ');
    const words = allergenWords(ingredient);
    const found = new Map<string, AllergenEntry>();
    const masks = new Map<string, Set<number>>();
    words.forEach((word, start) => {
      for (const phrase of byFirstWord.get(word) ?? []) {
        const { allergen } = phrase;
        if (found.has(allergen.id)) continue;
        if (!phrase.words.every((w, offset) => words[start + offset] === w)) continue;
        if (!masks.has(allergen.id)) masks.set(allergen.id, masked(allergen, words));
        const mask = masks.get(allergen.id)!;
        const inside = phrase.words.every((_, offset) => mask.has(start + offset));
        if (!inside) found.set(allergen.id, allergen);
      }
    });
    // Compounds: a word holding a stem, outside the record's phrases' exceptions and its own.
    // Most ingredients hold no stem at all: one pass over every record's stems tells.
    if (!tokens.some((token) => anyStem.test(token))) return sortedFound(found);
    for (const { allergen, pattern, hiding } of stems) {
      if (found.has(allergen.id)) continue;
      if (!masks.has(allergen.id)) masks.set(allergen.id, masked(allergen, words));
      const mask = masks.get(allergen.id)!;
      const hit = tokens.some(
        (token, position) => !mask.has(position) && insideCompound(token, pattern, hiding),
      );
      if (hit) found.set(allergen.id, allergen);
    }
    return sortedFound(found);
  };

  return {
    all: () => sorted,
    byId: (id) => byId.get(id) ?? null,
    match,
    allergyFor(term) {
      const words = allergenWords(term);
      const key = words.join(' ');
      const core = words.filter((word) => !ALLERGY_NOISE.has(word)).join(' ');
      for (const candidate of [key, core])
        if (candidate !== '') {
          const found = terms.get(candidate) ?? names.get(candidate);
          if (found) return found;
        }
      // 'allergic to cashews and pistachios', 'dairy products': the names in it, when they all
      // mean one major allergen; two ('milk and eggs') is for the caller to split, not to guess.
      if (core === '') return null;
      const majors = match(core).filter((entry) => entry.type === 'major_allergen');
      return majors.length === 1 ? majors[0]! : null;
    },
  };
}
