/**
 * One allergen or diet group of data/allergens/*.json: the US major 9 (FALCPA 2004, FASTER Act
 * 2021) and the EU 14 (Regulation 1169/2011, Annex II) with the ingredient names that mean them,
 * the words a person writes in their allergy list, and the diets that exclude them; diet groups
 * (meat, gelatin, honey...) are for vegan, vegetarian and pescatarian checks only. ADR 033.
 */
import { z } from 'zod';
import { DIET_TYPES } from '#shared/contracts/profile.contract';
import { labelSourceSchema, labelSourcesSchema } from './label-source';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * The lexicon's languages (ADR 076): the 24 official languages of the EU, then Norwegian (the EEA
 * applies the regulation), Swiss German ('gsw': Switzerland's own food information ordinance, in
 * Swiss spellings and words) and Turkish (its food labelling regulation copies Annex II).
 */
export const LEXICON_LANGUAGES = [
  'bg',
  'hr',
  'cs',
  'da',
  'nl',
  'en',
  'et',
  'fi',
  'fr',
  'de',
  'el',
  'hu',
  'ga',
  'it',
  'lv',
  'lt',
  'mt',
  'pl',
  'pt',
  'ro',
  'sk',
  'sl',
  'es',
  'sv',
  'no',
  'gsw',
  'tr',
] as const;
export type LexiconLanguage = (typeof LEXICON_LANGUAGES)[number];

/**
 * Languages that write an ingredient as one compound word ('Vollmilchpulver', 'melkpoeder',
 * 'hvedemel', 'vetemjöl', 'maitojauhe', 'piimapulber', 'búzaliszt'): in these, a word that
 * contains one of the lexicon's names is that allergen unless it contains one of the exceptions.
 */
export const COMPOUNDING_LANGUAGES: readonly LexiconLanguage[] = [
  'de',
  'gsw',
  'nl',
  'da',
  'sv',
  'no',
  'fi',
  'et',
  'hu',
];

/** One language's words for one allergen, citing the regulation's text in that language. */
export const allergenLexiconSchema = z.strictObject({
  lang: z.enum(LEXICON_LANGUAGES),
  /** Ingredient words, singular and plural; in a compounding language also found inside a word. */
  names: z.array(text(80)).min(1),
  /** Names that match only as a whole word, even in a compounding language ('ost', 'Anke', 'malt'). */
  whole_words: z.array(text(80)).default([]),
  /** Words and phrases that contain a name but are not the allergen ('Kakaobutter', 'noix de coco'). */
  not_names: z.array(text(80)).default([]),
  source: labelSourceSchema,
});
export type AllergenLexicon = z.infer<typeof allergenLexiconSchema>;

export const allergenSchema = z.strictObject({
  id: z.string().regex(ID, 'id must be lowercase kebab-case'),
  name: text(80),
  type: z.enum(['major_allergen', 'diet_group']),
  regions: z.array(z.enum(['US', 'EU'])),
  /** The ingredient names that mean it, matched as whole words ('whey' in 'whey powder'). */
  names: z.array(text(80)).min(1),
  /** Phrases that contain one of the names but do not mean it ('cocoa butter', 'cream of tartar'). */
  not_names: z.array(text(80)),
  allergy_terms: z.array(text(80)),
  excluded_by: z.array(z.enum(DIET_TYPES)),
  /** The allergen's words per language (ADR 076); the names above are matched in every language. */
  languages: z.array(allergenLexiconSchema).default([]),
  /** What a reader should know: exemptions, species lists, our choices (ADR 033). */
  notes: z.array(text(400)),
  sources: labelSourcesSchema('allergen'),
});
export type Allergen = z.infer<typeof allergenSchema>;
