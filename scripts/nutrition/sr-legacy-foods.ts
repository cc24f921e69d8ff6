/**
 * Foods the Foundation Foods CSV lacks (or gives too few figures for), authored by us from USDA's
 * published SR Legacy values per 100 g. Only figures we are confident of are given; a nutrient
 * left out is unknown, not zero. Each food cites the FoodData Central SR Legacy search for its
 * description, where the entry and its figures can be checked.
 */
import type { NutrientKey } from '#shared/contracts/nutrition.contract';
import type { Food } from '#server/knowledge/nutrition/food.schema';

type Figures = {
  sat?: number;
  fib?: number;
  sug?: number;
  na?: number;
  k?: number;
  ca?: number;
  fe?: number;
  mg?: number;
  zn?: number;
  a?: number;
  c?: number;
  d?: number;
  e?: number;
  vk?: number;
  b12?: number;
  fol?: number;
};
const KEY: Record<keyof Figures, NutrientKey> = {
  sat: 'saturated_fat_g',
  fib: 'fiber_g',
  sug: 'sugars_g',
  na: 'sodium_mg',
  k: 'potassium_mg',
  ca: 'calcium_mg',
  fe: 'iron_mg',
  mg: 'magnesium_mg',
  zn: 'zinc_mg',
  a: 'vitamin_a_ug',
  c: 'vitamin_c_mg',
  d: 'vitamin_d_ug',
  e: 'vitamin_e_mg',
  vk: 'vitamin_k_ug',
  b12: 'vitamin_b12_ug',
  fol: 'folate_ug',
};

interface Extra {
  allergens?: Food['allergens'];
  substances?: string[];
  portions?: [string, number][];
  /** The SR Legacy description searched for, when it differs from our name. */
  sr?: string;
}

function s(
  id: string,
  name: string,
  category: Food['category'],
  aisle: Food['aisle'],
  diet: Food['diet_class'],
  core: [kcal: number, protein: number, fat: number, carbs: number],
  figures: Figures,
  extra: Extra = {},
): Food {
  const nutrients: Partial<Record<NutrientKey, number>> = {
    energy_kcal: core[0],
    protein_g: core[1],
    fat_g: core[2],
    carbs_g: core[3],
  };
  for (const [short, value] of Object.entries(figures))
    nutrients[KEY[short as keyof Figures]] = value;
  const description = extra.sr ?? name;
  return {
    id,
    name,
    category,
    aisle,
    nutrients_per_100g: nutrients as Food['nutrients_per_100g'],
    portions: (extra.portions ?? []).map(([unit, grams]) => ({ unit, grams })),
    allergens: extra.allergens ?? [],
    diet_class: diet,
    substance_ids: extra.substances ?? [],
    sources: [
      {
        title: `USDA FoodData Central, SR Legacy: ${description}`,
        url: `https://fdc.nal.usda.gov/food-search?query=${encodeURIComponent(description.toLowerCase())}&type=SR%20Legacy`,
      },
    ],
  };
}

const cup = (grams: number): [string, number] => ['cup', grams];
const tbsp = (grams: number): [string, number] => ['tbsp', grams];
const tsp = (grams: number): [string, number] => ['tsp', grams];

const oz = (grams: number): [string, number] => ['oz', grams];

const GW: Food['allergens'] = ['wheat', 'gluten'];
const OIL = ['cooking-oils'];

export const SR_LEGACY_FOODS: Food[] = [
  // ── Oils and fats ──
  s(
    'olive-oil',
    'Olive oil',
    'Oils and fats',
    'Pantry',
    'plant',
    [884, 0, 100, 0],
    {
      sat: 13.81,
      fib: 0,
      sug: 0,
      na: 2,
      k: 1,
      ca: 1,
      fe: 0.56,
      mg: 0,
      zn: 0,
      a: 0,
      c: 0,
      e: 14.35,
      vk: 60.2,
      fol: 0,
    },
    {
      substances: OIL,
      portions: [tbsp(13.5), tsp(4.5), cup(216)],
      sr: 'Oil, olive, salad or cooking',
    },
  ),
  s(
    'canola-oil',
    'Canola (rapeseed) oil',
    'Oils and fats',
    'Pantry',
    'plant',
    [884, 0, 100, 0],
    { sat: 7.37, fib: 0, sug: 0, na: 0, k: 0, ca: 0, fe: 0, e: 17.46, vk: 71.3 },
    { substances: OIL, portions: [tbsp(14), tsp(4.7), cup(218)], sr: 'Oil, canola' },
  ),
  s(
    'sunflower-oil',
    'Sunflower oil',
    'Oils and fats',
    'Pantry',
    'plant',
    [884, 0, 100, 0],
    { sat: 10.3, fib: 0, sug: 0, na: 0, e: 41.08, vk: 5.4 },
    {
      substances: OIL,
      portions: [tbsp(13.6), tsp(4.5)],
      sr: 'Oil, sunflower, linoleic (less than 60%)',
    },
  ),
  s(
    'sesame-oil',
    'Sesame oil',
    'Oils and fats',
    'Pantry',
    'plant',
    [884, 0, 100, 0],
    { sat: 14.2, fib: 0, sug: 0, na: 0, e: 1.4, vk: 13.6 },
    {
      allergens: ['sesame'],
      substances: OIL,
      portions: [tbsp(13.6), tsp(4.5)],
      sr: 'Oil, sesame, salad or cooking',
    },
  ),
  s(
    'butter-salted',
    'Butter, salted',
    'Oils and fats',
    'Dairy and eggs',
    'dairy',
    [717, 0.85, 81.11, 0.06],
    {
      sat: 51.37,
      fib: 0,
      sug: 0.06,
      na: 643,
      k: 24,
      ca: 24,
      fe: 0.02,
      mg: 2,
      zn: 0.09,
      a: 684,
      c: 0,
      d: 1.5,
      e: 2.32,
      vk: 7,
      b12: 0.17,
      fol: 3,
    },
    {
      allergens: ['milk'],
      substances: ['dairy-products'],
      portions: [tbsp(14.2), tsp(4.7), ['pat', 5]],
      sr: 'Butter, salted',
    },
  ),
  s(
    'butter-unsalted',
    'Butter, unsalted',
    'Oils and fats',
    'Dairy and eggs',
    'dairy',
    [717, 0.85, 81.11, 0.06],
    {
      sat: 51.37,
      fib: 0,
      sug: 0.06,
      na: 11,
      k: 24,
      ca: 24,
      fe: 0.02,
      mg: 2,
      zn: 0.09,
      a: 684,
      c: 0,
      d: 1.5,
      e: 2.32,
      vk: 7,
      b12: 0.17,
      fol: 3,
    },
    {
      allergens: ['milk'],
      substances: ['dairy-products'],
      portions: [tbsp(14.2), tsp(4.7)],
      sr: 'Butter, without salt',
    },
  ),
  // ── Citrus the food-drug rules need ──
  s(
    'grapefruit-raw',
    'Grapefruit, pink or red, raw',
    'Fruits',
    'Produce',
    'plant',
    [42, 0.77, 0.14, 10.66],
    {
      fib: 1.6,
      sug: 6.89,
      na: 0,
      k: 135,
      ca: 22,
      fe: 0.08,
      mg: 9,
      zn: 0.07,
      a: 58,
      c: 31.2,
      e: 0.13,
      vk: 0,
      fol: 13,
    },
    {
      substances: ['grapefruit'],
      portions: [['half', 123], cup(230)],
      sr: 'Grapefruit, raw, pink and red, all areas',
    },
  ),
  // ── Grains ──
  s(
    'pasta-dry',
    'Pasta (spaghetti, penne), dry',
    'Grains',
    'Pantry',
    'plant',
    [371, 13.04, 1.51, 74.67],
    {
      sat: 0.28,
      fib: 3.2,
      sug: 2.67,
      na: 6,
      k: 223,
      ca: 21,
      fe: 3.3,
      mg: 53,
      zn: 1.41,
      a: 0,
      c: 0,
    },
    {
      allergens: GW,
      substances: ['bread-grains'],
      portions: [cup(91), oz(28.35)],
      sr: 'Pasta, dry, enriched',
    },
  ),
];
