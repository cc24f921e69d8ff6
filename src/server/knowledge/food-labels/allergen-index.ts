/**
 * The allergens and diet groups as the ingredient module reads them (`knowledge.allergens`), built
 * once at start. `match` finds the records whose names occur in one ingredient as whole words, in
 * their singular form ('whey powder' → milk; 'peanuts' → peanut; 'buckwheat', 'nutmeg',
 * 'butternut' and 'eggplant' are one word each, so they match nothing), except where the words sit
 * inside one of the record's 'not names' ('cocoa butter' is not milk, 'egg plant' is not egg).
 * `allergyFor` reads an entry of a person's allergy list ('peanut allergy', 'lactose intolerance').
 */
import type { AllergenEntry, AllergenIndex } from '../label-indexes';
import type { Allergen } from './allergen.schema';
import { labelWords } from './label-names';

interface Phrase {
  allergen: Allergen;
  words: string[];
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
  for (const allergen of sorted) {
    for (const name of allergen.names) {
      const words = labelWords(name);
      byFirstWord.set(words[0]!, [...(byFirstWord.get(words[0]!) ?? []), { allergen, words }]);
    }
    notNames.set(allergen.id, allergen.not_names.map(labelWords));
  }
  const terms = new Map<string, Allergen>();
  for (const allergen of sorted)
    for (const term of [...allergen.allergy_terms, allergen.name])
      if (!terms.has(labelWords(term).join(' '))) terms.set(labelWords(term).join(' '), allergen);
  const names = new Map<string, Allergen>();
  // A name in an allergy list means its record; major allergens first ('fish gelatin' is fish).
  for (const type of ['major_allergen', 'diet_group'])
    for (const allergen of sorted)
      if (allergen.type === type)
        for (const name of allergen.names) {
          const key = labelWords(name).join(' ');
          if (!names.has(key)) names.set(key, allergen);
        }

  /** Word positions covered by the allergen's not-names in this ingredient. */
  const masked = (allergen: Allergen, words: readonly string[]): Set<number> => {
    const covered = new Set<number>();
    for (const notName of notNames.get(allergen.id)!)
      for (const start of occurrences(words, notName))
        for (let i = start; i < start + notName.length; i++) covered.add(i);
    return covered;
  };

  const match = (ingredient: string): AllergenEntry[] => {
    const words = labelWords(ingredient);
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
    return [...found.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  };

  return {
    all: () => sorted,
    byId: (id) => byId.get(id) ?? null,
    match,
    allergyFor(term) {
      const words = labelWords(term);
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
