/**
 * The nutrient arithmetic every nutrition feature shares (recipes, meal plans, the food log):
 * pure functions over foods and recipes, exported for the nutrition module. ADR 026 explains the
 * rules (missing figures, diet tags).
 *
 * - A food's figures are per 100 g; an amount is `grams / 100 × figure`.
 * - A micronutrient a food has no figure for is unknown, not zero. Summing, a key is kept when the
 *   items that have it carry at least KNOWN_SHARE of the grams (the unknown rest counted as 0) and
 *   dropped otherwise, so a total never claims a figure most of the food lacks.
 * - Results are rounded to ROUND_DIGITS decimals only at the end (per serving), never in between.
 */
import {
  CORE_NUTRIENT_KEYS,
  NUTRIENT_KEYS,
  RECIPE_DIETS,
  ALLERGENS,
  type Allergen,
  type NutrientKey,
  type Nutrients,
  type RecipeDiet,
} from '#shared/contracts/nutrition.contract';
import type { DietClass, Food, FoodCategory } from './food.schema';
import type { Recipe } from './recipe.schema';

/** A micronutrient total is kept when foods carrying its figure make up at least this share of the grams. */
export const KNOWN_SHARE = 0.9;
export const ROUND_DIGITS = 2;

export type NutrientFigures = Partial<Record<NutrientKey, number>>;

/** An amount of something whose nutrients are known: its figures for `grams` grams. */
export interface WeighedNutrients {
  grams: number;
  nutrients: NutrientFigures;
}

const CORE = new Set<string>(CORE_NUTRIENT_KEYS);

export function round(value: number, digits = ROUND_DIGITS): number {
  const factor = 10 ** digits;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** A food's nutrients for `grams` grams (unrounded; keys the food lacks stay absent). */
export function nutrientsForGrams(
  food: Pick<Food, 'nutrients_per_100g'>,
  grams: number,
): Nutrients {
  const out: NutrientFigures = {};
  for (const key of NUTRIENT_KEYS) {
    const per100 = food.nutrients_per_100g[key];
    if (per100 !== undefined) out[key] = (per100 * grams) / 100;
  }
  return out as Nutrients;
}

/**
 * Sums amounts. Core keys (energy, protein, fat, carbs) are always present. A micronutrient is
 * present when the amounts carrying it weigh at least KNOWN_SHARE of the total grams.
 */
export function sumNutrients(items: readonly WeighedNutrients[]): Nutrients {
  const totalGrams = items.reduce((sum, item) => sum + item.grams, 0);
  const out: NutrientFigures = {};
  for (const key of NUTRIENT_KEYS) {
    let sum = 0;
    let knownGrams = 0;
    for (const item of items) {
      const value = item.nutrients[key];
      if (value === undefined) continue;
      sum += value;
      knownGrams += item.grams;
    }
    if (CORE.has(key) || (knownGrams > 0 && knownGrams >= KNOWN_SHARE * totalGrams)) out[key] = sum;
  }
  return out as Nutrients;
}

/** Multiplies every figure (servings of a recipe, a fraction of a plan) without rounding. */
export function scaleNutrients(nutrients: NutrientFigures, factor: number): Nutrients {
  const out: NutrientFigures = {};
  for (const key of NUTRIENT_KEYS) {
    const value = nutrients[key];
    if (value !== undefined) out[key] = value * factor;
  }
  return out as Nutrients;
}

export function roundNutrients(nutrients: NutrientFigures, digits = ROUND_DIGITS): Nutrients {
  const out: NutrientFigures = {};
  for (const key of NUTRIENT_KEYS) {
    const value = nutrients[key];
    if (value !== undefined) out[key] = round(value, digits);
  }
  return out as Nutrients;
}

export type FoodLookup = (id: string) => Food | undefined;

function foodOf(lookup: FoodLookup, recipe: Pick<Recipe, 'id'>, id: string): Food {
  const food = lookup(id);
  if (!food) throw new Error(`recipe ${recipe.id}: unknown food ${id}`);
  return food;
}

/** The whole recipe's nutrients (all servings, unrounded). */
export function recipeNutrientsTotal(
  recipe: Pick<Recipe, 'id' | 'ingredients'>,
  lookup: FoodLookup,
): Nutrients {
  return sumNutrients(
    recipe.ingredients.map((ingredient) => ({
      grams: ingredient.grams,
      nutrients: nutrientsForGrams(foodOf(lookup, recipe, ingredient.food_id), ingredient.grams),
    })),
  );
}

/** Nutrients per serving, rounded to ROUND_DIGITS decimals: total ÷ servings. */
export function recipeNutrientsPerServing(
  recipe: Pick<Recipe, 'id' | 'ingredients' | 'servings'>,
  lookup: FoodLookup,
): Nutrients {
  return roundNutrients(scaleNutrients(recipeNutrientsTotal(recipe, lookup), 1 / recipe.servings));
}

/** The union of the ingredients' allergens, in the contract's order. */
export function recipeAllergens(
  recipe: Pick<Recipe, 'id' | 'ingredients'>,
  lookup: FoodLookup,
): Allergen[] {
  const found = new Set<Allergen>();
  for (const ingredient of recipe.ingredients)
    for (const allergen of foodOf(lookup, recipe, ingredient.food_id).allergens)
      found.add(allergen);
  return ALLERGENS.filter((allergen) => found.has(allergen));
}

const MEAT: readonly DietClass[] = ['poultry', 'red-meat', 'processed-meat'];
const SEAFOOD: readonly DietClass[] = ['fish', 'shellfish'];

/** Share of energy from carbohydrate (4 kcal/g); null when the energy is 0. */
export function carbEnergyShare(
  nutrients: Pick<Nutrients, 'energy_kcal' | 'carbs_g'>,
): number | null {
  if (nutrients.energy_kcal <= 0) return null;
  return (nutrients.carbs_g * 4) / nutrients.energy_kcal;
}

/** Carbohydrate less fibre (fibre counted 0 when unknown). */
export function netCarbs(nutrients: Pick<Nutrients, 'carbs_g' | 'fiber_g'>): number {
  return Math.max(0, nutrients.carbs_g - (nutrients.fiber_g ?? 0));
}

export const LOW_CARB_MAX_SHARE = 0.26;
export const KETO_MAX_SHARE = 0.1;
export const KETO_MAX_NET_CARBS_G = 20;
/** Mediterranean: grams per serving for a food group to count (olive oil: MEDITERRANEAN_OLIVE_OIL_G). */
export const MEDITERRANEAN_GROUP_G = 30;
export const MEDITERRANEAN_OLIVE_OIL_G = 3;

/** The Mediterranean groups a recipe uses (see recipeDiets). */
export function mediterraneanGroups(
  recipe: Pick<Recipe, 'id' | 'ingredients' | 'servings'>,
  lookup: FoodLookup,
): string[] {
  const grams = new Map<string, number>();
  for (const ingredient of recipe.ingredients) {
    const food = foodOf(lookup, recipe, ingredient.food_id);
    const group = mediterraneanGroupOf(food);
    if (group) grams.set(group, (grams.get(group) ?? 0) + ingredient.grams / recipe.servings);
  }
  return [...grams]
    .filter(([group, g]) =>
      group === 'olive oil' ? g >= MEDITERRANEAN_OLIVE_OIL_G : g >= MEDITERRANEAN_GROUP_G,
    )
    .map(([group]) => group)
    .sort();
}

const MEDITERRANEAN_CATEGORY_GROUPS: Partial<Record<FoodCategory, string>> = {
  Vegetables: 'vegetables and fruit',
  Fruits: 'vegetables and fruit',
  Legumes: 'legumes',
  'Soy products': 'legumes',
  'Nuts and seeds': 'nuts and seeds',
  'Fish and seafood': 'fish and seafood',
};

function mediterraneanGroupOf(food: Food): string | null {
  if (food.id.startsWith('olive-oil')) return 'olive oil';
  if (food.category === 'Grains' || food.category === 'Bread and bakery')
    return /\bwhole\b/i.test(food.name) || WHOLE_GRAIN_IDS.has(food.id) ? 'whole grains' : null;
  return MEDITERRANEAN_CATEGORY_GROUPS[food.category] ?? null;
}

/** Whole grains whose name does not say "whole". */
const WHOLE_GRAIN_IDS = new Set([
  'oats-rolled',
  'oats-steel-cut',
  'rice-brown-raw',
  'bulgur-dry',
  'quinoa-dry',
  'barley-pearled-dry',
  'buckwheat-groats-dry',
  'millet-dry',
  'farro-dry',
  'wild-rice-dry',
  'rice-black-raw',
  'rice-red-raw',
  'bread-whole-wheat',
  'pasta-whole-wheat-dry',
  'flour-whole-wheat',
]);

/**
 * The diet tags, nested as people eat: a vegan recipe is also vegetarian, pescatarian and
 * omnivore. vegan: every food plant; vegetarian: no fish, shellfish or meat; pescatarian: no meat;
 * omnivore: every recipe; low-carb: carbs ≤ 26% of energy; keto: carbs ≤ 10% of energy and ≤ 20 g
 * net carbs per serving; mediterranean: no red or processed meat and at least two of its groups
 * (olive oil, vegetables and fruit, legumes, nuts and seeds, whole grains, fish and seafood) in
 * meaningful amounts per serving.
 */
export function recipeDiets(
  recipe: Pick<Recipe, 'id' | 'ingredients' | 'servings'>,
  lookup: FoodLookup,
  perServing: Pick<Nutrients, 'energy_kcal' | 'carbs_g' | 'fiber_g'> = recipeNutrientsPerServing(
    recipe,
    lookup,
  ),
): RecipeDiet[] {
  const classes = new Set(
    recipe.ingredients.map((ingredient) => foodOf(lookup, recipe, ingredient.food_id).diet_class),
  );
  const hasAny = (list: readonly DietClass[]) => list.some((c) => classes.has(c));
  const diets = new Set<RecipeDiet>(['omnivore']);
  if (!hasAny(MEAT)) diets.add('pescatarian');
  if (!hasAny(MEAT) && !hasAny(SEAFOOD)) diets.add('vegetarian');
  if ([...classes].every((c) => c === 'plant')) diets.add('vegan');
  const share = carbEnergyShare(perServing);
  const carbFree = perServing.carbs_g === 0;
  if (share === null ? carbFree : share <= LOW_CARB_MAX_SHARE) diets.add('low-carb');
  if (
    (share === null ? carbFree : share <= KETO_MAX_SHARE) &&
    netCarbs(perServing) <= KETO_MAX_NET_CARBS_G
  )
    diets.add('keto');
  if (
    !classes.has('red-meat') &&
    !classes.has('processed-meat') &&
    mediterraneanGroups(recipe, lookup).length >= 2
  )
    diets.add('mediterranean');
  return RECIPE_DIETS.filter((diet) => diets.has(diet));
}

/** A recipe with what is computed from its foods, as the API serves it. */
export interface ComputedRecipe extends Recipe {
  diets: RecipeDiet[];
  allergens: Allergen[];
  nutrients_per_serving: Nutrients;
}

export function computeRecipe(recipe: Recipe, lookup: FoodLookup): ComputedRecipe {
  const nutrients = recipeNutrientsPerServing(recipe, lookup);
  return {
    ...recipe,
    diets: recipeDiets(recipe, lookup, nutrients),
    allergens: recipeAllergens(recipe, lookup),
    nutrients_per_serving: nutrients,
  };
}
