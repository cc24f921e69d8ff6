/**
 * The recipes as modules look them up (`knowledge.recipes`), each with its computed diets,
 * allergens and nutrients per serving (nutrient-math.ts), worked out once at start.
 */
import type {
  Allergen,
  MealSlot,
  RecipeDiet,
  RecipeSummary,
} from '#shared/contracts/nutrition.contract';
import { normalizeName } from '../normalize-name';
import type { FoodIndex } from './food-index';
import { computeRecipe, type ComputedRecipe } from './nutrient-math';
import type { Recipe } from './recipe.schema';

/** A recipe as GET /api/recipes/:id serves it: the ingredients carry their food's name. */
export interface RecipeDetail extends Omit<ComputedRecipe, 'ingredients'> {
  ingredients: { food_id: string; name: string; grams: number; text: string }[];
}

export interface RecipeFilter {
  q?: string;
  diet?: RecipeDiet;
  exclude_allergens?: readonly Allergen[];
  max_minutes?: number;
  slot?: MealSlot;
}

export interface RecipeIndex {
  get(id: string): RecipeDetail | undefined;
  /** Summaries matching every given filter, ordered by name. */
  list(filter?: RecipeFilter): RecipeSummary[];
  /** Every recipe with its computed fields, ordered by id. */
  all(): readonly ComputedRecipe[];
}

export function summaryOf(recipe: ComputedRecipe): RecipeSummary {
  return {
    id: recipe.id,
    name: recipe.name,
    slots: recipe.slots,
    diets: recipe.diets,
    allergens: recipe.allergens,
    minutes: recipe.minutes,
    servings: recipe.servings,
    nutrients_per_serving: recipe.nutrients_per_serving,
  };
}

export function buildRecipeIndex(recipes: readonly Recipe[], foods: FoodIndex): RecipeIndex {
  const computed = [...recipes]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((recipe) => computeRecipe(recipe, foods.get));
  const details = new Map<string, RecipeDetail>(
    computed.map((recipe) => [
      recipe.id,
      {
        ...recipe,
        ingredients: recipe.ingredients.map((ingredient) => ({
          food_id: ingredient.food_id,
          name: foods.get(ingredient.food_id)?.name ?? ingredient.food_id,
          grams: ingredient.grams,
          text: ingredient.text,
        })),
      },
    ]),
  );
  const byName = [...computed].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const searchText = new Map(
    computed.map((recipe) => [
      recipe.id,
      normalizeName(
        [recipe.name, ...recipe.ingredients.map((i) => foods.get(i.food_id)?.name ?? '')].join(' '),
      ),
    ]),
  );
  const summaries = new Map(computed.map((recipe) => [recipe.id, summaryOf(recipe)]));

  return {
    get: (id) => details.get(id),
    all: () => computed,
    list(filter = {}) {
      const tokens = filter.q ? normalizeName(filter.q).split(' ').filter(Boolean) : [];
      const excluded = new Set(filter.exclude_allergens ?? []);
      return byName
        .filter(
          (recipe) =>
            (filter.diet === undefined || recipe.diets.includes(filter.diet)) &&
            (filter.slot === undefined || recipe.slots.includes(filter.slot)) &&
            (filter.max_minutes === undefined || recipe.minutes <= filter.max_minutes) &&
            !recipe.allergens.some((allergen) => excluded.has(allergen)) &&
            tokens.every((token) => searchText.get(recipe.id)!.includes(token)),
        )
        .map((recipe) => summaries.get(recipe.id)!);
    },
  };
}
