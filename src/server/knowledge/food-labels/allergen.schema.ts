/**
 * One allergen or diet group of data/allergens/*.json: the US major 9 (FALCPA 2004, FASTER Act
 * 2021) and the EU 14 (Regulation 1169/2011, Annex II) with the ingredient names that mean them,
 * the words a person writes in their allergy list, and the diets that exclude them; diet groups
 * (meat, gelatin, honey...) are for vegan, vegetarian and pescatarian checks only. ADR 033.
 */
import { z } from 'zod';
import { DIET_TYPES } from '#shared/contracts/profile.contract';
import { labelSourcesSchema } from './label-source';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = (max: number) => z.string().trim().min(1).max(max);

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
  /** What a reader should know: exemptions, species lists, our choices (ADR 033). */
  notes: z.array(text(400)),
  sources: labelSourcesSchema('allergen'),
});
export type Allergen = z.infer<typeof allergenSchema>;
