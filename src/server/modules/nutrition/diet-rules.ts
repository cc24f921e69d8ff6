/**
 * The profile's diet type, restrictions and allergies as plan rules (ADR 027). Allergies and
 * restrictions are free text: each is matched against a small map onto the contract's ALLERGENS
 * (and diet words); anything the map does not understand becomes a note saying so, never a
 * silent skip.
 */
import {
  ALLERGENS,
  RECIPE_DIETS,
  type Allergen,
  type RecipeDiet,
} from '#shared/contracts/nutrition.contract';
import type { Source, TargetNote } from './energy-targets';

/** Diet types a recipe's tags can honour; other profile diet types (omnivore, paleo...) allow all. */
const PLANNED_DIETS: readonly RecipeDiet[] = [
  'vegetarian',
  'vegan',
  'pescatarian',
  'keto',
  'low-carb',
  'mediterranean',
];

const FALCPA_SOURCE: Source = {
  title: 'FDA: Food Allergies (the major food allergens, FALCPA and the FASTER Act)',
  url: 'https://www.fda.gov/food/food-labeling-nutrition/food-allergies',
};

/** Words → allergens. Order matters only for readability; every pattern is tried. */
const ALLERGY_MAP: [RegExp, Allergen[]][] = [
  [/\bpea ?nuts?\b|\bgroundnuts?\b|\barachis\b/, ['peanuts']],
  [
    /\btree ?nuts?\b|\balmonds?\b|\bcashews?\b|\bwalnuts?\b|\bpecans?\b|\bhazel ?nuts?\b|\bpistachios?\b|\bmacadamias?\b|\bbrazil ?nuts?\b|\bpine ?nuts?\b/,
    ['tree-nuts'],
  ],
  // "nut allergy" without saying which: both, the safer reading.
  [/^(?:all )?nuts?(?: allergy)?$|\bnut allergy\b|\bnuts? \(all\)/, ['tree-nuts', 'peanuts']],
  [/\bshell ?fish\b|\bseafood\b/, ['crustaceans', 'molluscs']],
  [
    /\bcrustaceans?\b|\bshrimps?\b|\bprawns?\b|\bcrabs?\b|\blobsters?\b|\bcrayfish\b/,
    ['crustaceans'],
  ],
  [
    /\bmoll?uscs?\b|\bmollusks?\b|\bclams?\b|\bmussels?\b|\boysters?\b|\bscallops?\b|\bsquid\b|\boctopus\b/,
    ['molluscs'],
  ],
  [/(?<!shell ?)\bfish\b|\bsalmon\b|\btuna\b|\bcod\b/, ['fish']],
  [/\bdairy\b|\bmilk\b|\blactose\b|\bcasein\b|\bwhey\b|\bcheese\b/, ['milk']],
  [/\beggs?\b/, ['eggs']],
  [/\bgluten\b|\bco?eliac\b|\bceliac\b/, ['gluten', 'wheat']],
  [/\bwheat\b/, ['wheat']],
  [/\bsoy\b|\bsoya\b|\bsoybeans?\b/, ['soy']],
  [/\bsesame\b|\btahini\b/, ['sesame']],
  [/\bcelery\b|\bceleriac\b/, ['celery']],
  [/\bmustard\b/, ['mustard']],
  [/\blupin[e]?\b/, ['lupin']],
  [/\bsul(?:ph|f)ites?\b|\bsulphur dioxide\b/, ['sulphites']],
];

/** Allergies that are not to food: recognised, and said not to change the plan. */
const NOT_FOOD =
  /\bpenicillin|\bamoxicillin|\bsulfa\b|\bsulfonamide|\baspirin\b|\bibuprofen\b|\bnsaids?\b|\bcodeine\b|\bmorphine\b|\blatex\b|\bpollen\b|\bhay ?fever\b|\bdust\b|\bmites?\b|\bcats?\b|\bdogs?\b|\bbees?\b|\bwasps?\b|\bnickel\b|\bcontrast\b|\biodine contrast\b/;

const NONE = /^(?:none|no|n\/?a|nil|no known allerg(?:y|ies)|nka|nkda|-)$/;

/** Restriction words that name a diet rather than an allergen. */
const DIET_WORDS: [RegExp, RecipeDiet][] = [
  [/\bvegan\b|\bplant[- ]based\b/, 'vegan'],
  [/\bvegetarian\b|\bno meat\b|\bmeat[- ]free\b/, 'vegetarian'],
  [/\bpescatarian\b|\bpescetarian\b/, 'pescatarian'],
  [/\bketo(?:genic)?\b/, 'keto'],
  [/\blow[- ]carb\b/, 'low-carb'],
  [/\bmediterranean\b/, 'mediterranean'],
];

/** Free text → the allergens it names (empty when the map does not understand it). */
export function allergensIn(text: string): Allergen[] {
  const norm = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[-_/]+/g, ' ')
    .replace(/\b(?:free|allergy|allergic to|intolerance|intolerant|sensitivity)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const found = new Set<Allergen>();
  for (const [pattern, allergens] of ALLERGY_MAP)
    if (pattern.test(norm)) for (const allergen of allergens) found.add(allergen);
  // "nut allergy" after "allergy" was stripped reads "nut"
  if (/^nuts?$/.test(norm)) {
    found.add('tree-nuts');
    found.add('peanuts');
  }
  return ALLERGENS.filter((allergen) => found.has(allergen));
}

export interface DietRules {
  /** Every recipe must carry all of these tags. */
  diets: RecipeDiet[];
  /** No recipe may contain any of these. */
  excludedAllergens: Set<Allergen>;
  notes: TargetNote[];
}

function texts(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : [];
}

const quote = (text: string) => `\u201c${text.trim()}\u201d`;

/** The diet and allergy rules from the profile's dietary_info and medical_history. */
export function readDietRules(profile: {
  dietary_info?: Record<string, unknown>;
  medical_history?: Record<string, unknown>;
}): DietRules {
  const dietary = profile.dietary_info ?? {};
  const notes: TargetNote[] = [];
  const diets = new Set<RecipeDiet>();
  const dietType = (dietary.dietType ?? dietary.type) as string | null | undefined;
  if (dietType && (PLANNED_DIETS as readonly string[]).includes(dietType)) {
    diets.add(dietType as RecipeDiet);
    notes.push({
      kind: 'diet',
      text: `Diet: ${dietType} recipes only (your profile's diet type).`,
      sources: [],
    });
  } else if (dietType && dietType !== 'omnivore') {
    notes.push({
      kind: 'diet',
      text: `Diet: your profile says ${dietType}; our recipes carry no ${dietType} tag, so every recipe is allowed.`,
      sources: [],
    });
  }

  const excluded = new Set<Allergen>();
  const allergies = texts(profile.medical_history?.allergies);
  const restrictions = [...texts(dietary.dietaryRestrictions), ...texts(dietary.restrictions)];
  const seen = new Set<string>();
  const applied: string[] = [];
  for (const [text, isAllergy] of [
    ...allergies.map((t) => [t, true] as const),
    ...restrictions.map((t) => [t, false] as const),
  ]) {
    const key = text.trim().toLowerCase();
    if (seen.has(key) || NONE.test(key)) continue;
    seen.add(key);
    const dietWord = DIET_WORDS.find(([pattern]) => pattern.test(key));
    if (!isAllergy && dietWord) {
      if (!diets.has(dietWord[1])) {
        diets.add(dietWord[1]);
        notes.push({
          kind: 'diet',
          text: `Diet: ${dietWord[1]} recipes only (your restriction ${quote(text)}).`,
          sources: [],
        });
      }
      continue;
    }
    const allergens = allergensIn(text);
    if (allergens.length > 0) {
      for (const allergen of allergens) excluded.add(allergen);
      applied.push(`${quote(text)} \u2192 no ${allergens.join(', ')}`);
      continue;
    }
    if (isAllergy && NOT_FOOD.test(key)) {
      notes.push({
        kind: 'allergy',
        text: `Allergy ${quote(text)} is not to a food, so it does not change the meal plan.`,
        sources: [],
      });
      continue;
    }
    notes.push({
      kind: 'allergy',
      text: `We could not apply ${isAllergy ? 'the allergy' : 'the restriction'} ${quote(text)}: it does not match an allergen we track (${ALLERGENS.join(', ')}). Check each recipe's ingredients yourself.`,
      sources: [],
    });
  }
  if (applied.length > 0)
    notes.push({
      kind: 'allergy',
      text: `Allergies and restrictions: ${applied.join('; ')}. Recipes containing these are left out.`,
      sources: [FALCPA_SOURCE],
    });
  return { diets: RECIPE_DIETS.filter((d) => diets.has(d)), excludedAllergens: excluded, notes };
}
