/**
 * What the label knowledge kinds (ADR 033) offer the ingredient module: one index per
 * kind, built at start from the kind's table. The kinds implement these interfaces (food-labels/,
 * cosmetics/, claims/); the module (modules/ingredients) reads only these, so either side can change
 * its inside freely. Every lookup takes one ingredient as a label writes it, already cut from the
 * list ('E 102', 'Tartrazine', 'lait écrémé', 'Sodium Laureth Sulfate') and folds case, accents,
 * spacing and punctuation itself. Lookups never guess: no match is null (or []), never a near miss
 * dressed up as a match.
 */
import type { ClaimGrade, ClaimVerdict, FlagLevel } from '#shared/contracts/ingredients.contract';

export interface LabelSource {
  title: string;
  url: string | null;
}

/** A statement about an ingredient for everyone (not personal): EFSA's view, a ban, a label warning. */
export interface LabelFlag {
  level: FlagLevel;
  text: string;
  sources: LabelSource[];
}

/** How a diet treats an ingredient: 'no' excludes it, 'depends' means it depends on its origin. */
export type DietStatus = 'yes' | 'no' | 'depends';

// ── Food additives (E100–E1521) ─────────────────────────────────────────────────────────────
export interface AdditiveEntry {
  /** 'e102', 'e160a', 'e1422'. */
  id: string;
  /** 'E102', 'E160a'. */
  e_number: string;
  name: string;
  synonyms: string[];
  /** The main class: 'colour', 'preservative', 'antioxidant', 'sweetener', 'emulsifier'... */
  class: string;
  /** Every technical function it serves (the class first). */
  functions: string[];
  /** EFSA's current evaluation, in our words. */
  efsa: {
    /** 'authorised' or 'not authorised in the EU' (titanium dioxide since 2022). */
    eu_status: 'authorised' | 'not authorised in the EU';
    /** When EFSA last evaluated it ('2021-05-06' or '2021'); null when it has not re-evaluated. */
    evaluated: string | null;
    /** The ADI in mg per kg of body weight per day; null when none is set or none is needed. */
    adi_mg_per_kg: number | null;
    /** 'ADI not specified', 'no safety concern at reported uses', 'group ADI with E220-E228'... */
    summary: string;
  };
  /** Everything worth telling about it: the Southampton colours, sulphites and asthma, PKU... */
  flags: LabelFlag[];
  vegan: DietStatus;
  vegetarian: DietStatus;
  sources: LabelSource[];
}

export interface AdditiveIndex {
  all(): readonly AdditiveEntry[];
  byId(id: string): AdditiveEntry | null;
  /** 'E102', 'e-102', 'E 102', 'INS 102', 'tartrazine'; a bare '102' only when `bareNumber` is true. */
  lookup(text: string, options?: { bareNumber?: boolean }): AdditiveEntry | null;
}

// ── Allergens and diet groups ───────────────────────────────────────────────────────────────
export interface AllergenEntry {
  /** 'milk', 'peanut', 'wheat', 'gluten', 'sesame'...; diet groups: 'gelatin', 'honey', 'meat'... */
  id: string;
  name: string;
  /** A major allergen (US FALCPA/FASTER 9, EU 1169/2011 Annex II 14), or a diet-only group. */
  type: 'major_allergen' | 'diet_group';
  /** Where it is a declared major allergen: ['US', 'EU'], ['EU'] (celery, mustard, lupin...). */
  regions: ('US' | 'EU')[];
  /** The ingredient names that mean it: whey, casein, lactose, ghee → milk; semolina, spelt → wheat. */
  names: string[];
  /** The words a person writes in their allergy list for it: 'peanuts', 'dairy', 'lactose'. */
  allergy_terms: string[];
  /** Diets that exclude it (from the profile's DIET_TYPES): ['vegan'] for honey, ['vegan', 'vegetarian'] for gelatin. */
  excluded_by: string[];
  sources: LabelSource[];
}

export interface AllergenIndex {
  all(): readonly AllergenEntry[];
  byId(id: string): AllergenEntry | null;
  /** Which allergens and diet groups one ingredient contains ('whey powder' → milk). */
  match(ingredient: string): AllergenEntry[];
  /** Which allergen a person means by an entry in their allergy list ('peanuts' → peanut); null if none. */
  allergyFor(term: string): AllergenEntry | null;
}

// ── FDA's inventory of substances added to food ─────────────────────────────────────────────
export interface FoodSubstanceEntry {
  id: string;
  name: string;
  cas: string | null;
  /** FDA's technical effects, lower case: ['emulsifier or emulsifier salt', 'stabilizer or thickener']. */
  technical_effects: string[];
  sources: LabelSource[];
}

export interface FoodSubstanceIndex {
  lookup(text: string): FoodSubstanceEntry | null;
}

// ── Cosmetic ingredients ────────────────────────────────────────────────────────────────────
export interface CosmeticRestriction {
  product_types: string;
  max_concentration: string | null;
  conditions: string | null;
  warnings: string | null;
}

export interface CosmeticEntry {
  id: string;
  /** The INCI name ('SODIUM LAURETH SULFATE' written as 'Sodium Laureth Sulfate'). */
  name: string;
  synonyms: string[];
  cas: string | null;
  /** 'surfactant', 'emollient', 'preservative', 'fragrance', 'UV filter'... */
  functions: string[];
  /** EU Regulation 1223/2009: Annex II (prohibited), III (restricted), or neither. */
  annex: 'II' | 'III' | null;
  restrictions: CosmeticRestriction[];
  /** One of the labelled fragrance allergens (the 26 of Annex III, and those added in 2023). */
  fragrance_allergen: boolean;
  flags: LabelFlag[];
  sources: LabelSource[];
}

export interface CosmeticIndex {
  lookup(text: string): CosmeticEntry | null;
}

// ── Health claims ───────────────────────────────────────────────────────────────────────────
export interface ClaimEntry {
  id: string;
  /** The claim as people say it: 'Vitamin C prevents colds'. */
  claim: string;
  /** What it is about, lower case ('ginkgo', 'vitamin c'): read against the person's rules. */
  subjects?: string[];
  /** Other ways of saying it, for matching. */
  phrasings: string[];
  verdict: ClaimVerdict;
  grade: ClaimGrade;
  /** One paragraph in our words. */
  summary: string;
  sources: LabelSource[];
}

export interface ClaimIndex {
  all(): readonly ClaimEntry[];
  byId(id: string): ClaimEntry | null;
  /** The claims a text makes or asks about, best first, each with a score in (0, 1]; [] when none fits. */
  search(text: string, limit?: number): { claim: ClaimEntry; score: number }[];
}
