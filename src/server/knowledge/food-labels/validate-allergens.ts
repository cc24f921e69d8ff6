/**
 * Checks the allergens beyond their schema ([] is valid): a major allergen names its regions and a
 * diet group names none but excludes a diet; no allergy term belongs to two records; no name is
 * listed twice in a record; and no 'not name' fails to contain one of the record's names (it would
 * never apply). The lexicon (ADR 076): each language once per record, every EU allergen in every
 * lexicon language, no word twice in one language, and every exception containing one of the
 * record's names (as words, or inside the word in a compounding language).
 */
import { allergenWords, foldAllergenText } from './label-names';
import {
  COMPOUNDING_LANGUAGES,
  LEXICON_LANGUAGES,
  type Allergen,
  type AllergenLexicon,
} from './allergen.schema';
import { allNames, compoundStems } from './allergen-index';

const key = (text: string) => allergenWords(text).join(' ');

export function validateAllergens(allergens: readonly Allergen[]): string[] {
  const problems: string[] = [];
  const terms = new Map<string, string>();
  for (const allergen of allergens) {
    const at = `allergen ${allergen.id}`;
    if (allergen.type === 'major_allergen' && allergen.regions.length === 0)
      problems.push(`${at}: a major allergen names the regions that declare it`);
    if (allergen.type === 'diet_group' && allergen.regions.length > 0)
      problems.push(`${at}: a diet group has no regions`);
    if (allergen.type === 'diet_group' && allergen.excluded_by.length === 0)
      problems.push(`${at}: a diet group names the diets that exclude it`);
    const names = new Set<string>();
    for (const name of allergen.names) {
      const own = key(name);
      if (own === '') problems.push(`${at}: name "${name}" has no words`);
      if (names.has(own)) problems.push(`${at}: name "${name}" is listed twice`);
      names.add(own);
    }
    const everyName = new Set(allNames(allergen).map(key));
    const stems = compoundStems(allergen);
    const applies = (notName: string, compounding: boolean) => {
      const phrase = ` ${key(notName)} `;
      if ([...everyName].some((name) => name !== '' && phrase.includes(` ${name} `))) return true;
      const folded = foldAllergenText(notName);
      return compounding && stems.some((stem) => folded.includes(stem));
    };
    for (const notName of allergen.not_names)
      if (!applies(notName, false))
        problems.push(`${at}: not_name "${notName}" contains none of its names`);
    problems.push(...validateLexicon(allergen, applies));
    for (const term of allergen.allergy_terms) {
      const own = key(term);
      const owner = terms.get(own);
      if (owner && owner !== allergen.id)
        problems.push(`${at}: allergy term "${term}" is also ${owner}'s`);
      terms.set(own, allergen.id);
    }
  }
  return problems;
}

function validateLexicon(
  allergen: Allergen,
  applies: (notName: string, compounding: boolean) => boolean,
): string[] {
  const problems: string[] = [];
  const at = `allergen ${allergen.id}`;
  const byLanguage = new Map<string, AllergenLexicon>();
  for (const lexicon of allergen.languages) {
    if (byLanguage.has(lexicon.lang))
      problems.push(`${at}: language ${lexicon.lang} is listed twice`);
    byLanguage.set(lexicon.lang, lexicon);
    // A plural folds to its singular's key ('lupins', 'lupin'): both may be listed, as written.
    const words = new Set<string>();
    for (const name of [...lexicon.names, ...lexicon.whole_words]) {
      const own = foldAllergenText(name);
      if (own === '') problems.push(`${at} (${lexicon.lang}): name "${name}" has no words`);
      else if (words.has(own))
        problems.push(`${at} (${lexicon.lang}): name "${name}" is listed twice`);
      words.add(own);
    }
    const compounding = COMPOUNDING_LANGUAGES.includes(lexicon.lang);
    for (const notName of lexicon.not_names)
      if (!applies(notName, compounding))
        problems.push(`${at} (${lexicon.lang}): not_name "${notName}" contains none of its names`);
  }
  // The EU's 14 are named in every language of the lexicon.
  if (allergen.regions.includes('EU'))
    for (const lang of LEXICON_LANGUAGES)
      if (!byLanguage.has(lang)) problems.push(`${at}: no words in language ${lang}`);
  return problems;
}
