/**
 * One cosmetic ingredient of data/cosmetic_ingredients/*.json (ADR 034): an INCI name or an EU
 * Annex II/III entry, its functions, its place in Regulation (EC) No 1223/2009 with the
 * restrictions the Annex sets, whether it is a labelled fragrance allergen, and flags in our
 * words. The files are written by scripts/author-cosmetic-ingredients.ts from CosIng's Annex
 * exports and the hand-authored list in authoring/common-inci.ts; edit those, not the JSON.
 */
import { z } from 'zod';
import { FLAG_LEVELS } from '#shared/contracts/ingredients.contract';
import type { CosmeticEntry } from '../label-indexes';
import { labelSourceSchema } from './label-source';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An Annex II or III reference number as CosIng gives it, with its annex: 'II-375', 'III-2a'. */
export const ANNEX_REF = /^(?:II|III)-\d+[a-z]?$/;
const text = (max: number) => z.string().trim().min(1).max(max);

/** What an ingredient does in the product, in plain words (CosIng's functions, grouped). */
export const COSMETIC_FUNCTIONS = [
  'abrasive',
  'absorbent',
  'antidandruff',
  'antioxidant',
  'antiperspirant',
  'antistatic',
  'astringent',
  'binder',
  'buffering',
  'bulking agent',
  'chelating agent',
  'cleansing',
  'colourant',
  'denaturant',
  'deodorant',
  'emollient',
  'emulsifier',
  'exfoliant',
  'film former',
  'foam booster',
  'fragrance',
  'gel former',
  'hair conditioning',
  'hair dye',
  'hair waving or straightening',
  'humectant',
  'nail care',
  'occlusive',
  'opacifier',
  'oral care',
  'pH adjuster',
  'plasticiser',
  'preservative',
  'propellant',
  'skin conditioning',
  'skin lightening',
  'skin protecting',
  'smoothing',
  'solvent',
  'soothing',
  'surfactant',
  'thickener',
  'UV absorber',
  'UV filter',
  'depilatory',
] as const;
export type CosmeticFunction = (typeof COSMETIC_FUNCTIONS)[number];

export const cosmeticRestrictionSchema = z.strictObject({
  product_types: text(800),
  max_concentration: text(800).nullable(),
  conditions: text(800).nullable(),
  warnings: text(800).nullable(),
});

export const labelFlagSchema = z.strictObject({
  level: z.enum(FLAG_LEVELS),
  text: text(400),
  sources: z.array(labelSourceSchema).min(1, 'every flag cites a source'),
});

export const cosmeticIngredientSchema = z.strictObject({
  id: z.string().regex(ID, 'id must be lowercase kebab-case'),
  name: text(1300),
  /** Other names: the Annex's other names, an INCI name's common names, and for a group entry the
   *  names of what it covers (CosIng's identified ingredients: 'Ammonium Thioglycolate'). */
  synonyms: z.array(text(600)).max(200),
  /** One CAS number, or several joined by ' / ' as the Annex gives them; null when none. */
  cas: text(8000).nullable(),
  functions: z.array(z.enum(COSMETIC_FUNCTIONS)).max(8),
  annex: z.enum(['II', 'III']).nullable(),
  /** The Annex II/III references the record stands for ('II-375', 'III-2a'); [] outside them. */
  annex_refs: z
    .array(z.string().regex(ANNEX_REF, "an Annex reference is 'II-375' or 'III-2a'"))
    .max(12),
  restrictions: z.array(cosmeticRestrictionSchema).max(6),
  fragrance_allergen: z.boolean(),
  flags: z.array(labelFlagSchema).max(6),
  sources: z.array(labelSourceSchema).min(1, 'every cosmetic ingredient cites at least one source'),
});
export type CosmeticIngredient = z.infer<typeof cosmeticIngredientSchema>;

// The record is the interface the ingredient module reads (label-indexes.ts), field for field.
export type _CosmeticMatchesInterface = CosmeticIngredient extends CosmeticEntry ? true : never;
const _check: _CosmeticMatchesInterface = true;
void _check;
