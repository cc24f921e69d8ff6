/**
 * Foods and recipes: public reference data. Signed in, each recipe also says what the person's
 * rules find in its foods, and "for me" leaves out what the meal planner would.
 */
import {
  NUTRITION_MESSAGES,
  type FoodResponse,
  type RecipeResponse,
} from '#shared/contracts/nutrition.contract';
import type { RecipeIndex } from '#server/knowledge/nutrition/recipe-index';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { foodsRuledOut, readDietRules } from './diet-rules';
import type { NutritionContext } from './nutrition-context';
import { forYou } from './nutrition-person';

export function searchFoods({ knowledge }: NutritionContext, q: string) {
  return { results: knowledge.foods.search(q) };
}

export function getFood({ knowledge }: NutritionContext, id: string): FoodResponse {
  const food = knowledge.foods.get(id);
  if (!food) throw new AppError(404, 'NOT_FOUND', NUTRITION_MESSAGES.food);
  return {
    id: food.id,
    name: food.name,
    category: food.category,
    nutrients_per_100g: food.nutrients_per_100g as FoodResponse['nutrients_per_100g'],
    portions: food.portions,
    allergens: food.allergens,
    sources: food.sources,
  };
}

/**
 * Recipes by the filter; signed in, each says what the person's rules find in it, and
 * `forMe` leaves out what the meal planner would (diet tags, allergens, ruled-out foods).
 */
export async function listRecipes(
  context: NutritionContext,
  viewer: Actor | null,
  filter: Parameters<RecipeIndex['list']>[0],
  forMe = false,
) {
  const { knowledge } = context;
  const recipes = knowledge.recipes.list(filter);
  if (!viewer) return { recipes };
  const person = await context.person.rulesFor(viewer.id);
  const diet = readDietRules(person);
  const ruledOut = forMe
    ? foodsRuledOut(person, context.allergens, knowledge.foods.all())
    : new Set<string>();
  const out = [];
  for (const summary of recipes) {
    const recipe = knowledge.recipes.get(summary.id);
    if (!recipe) continue;
    const foodIds = recipe.ingredients.map((i) => i.food_id);
    if (
      forMe &&
      (!diet.diets.every((d) => recipe.diets.includes(d)) ||
        recipe.allergens.some((a) => diet.excludedAllergens.has(a)) ||
        foodIds.some((id) => ruledOut.has(id)))
    )
      continue;
    out.push({ ...summary, for_you: forYou(context, person, foodIds) });
  }
  return { recipes: out };
}

export async function getRecipe(
  context: NutritionContext,
  viewer: Actor | null,
  id: string,
): Promise<RecipeResponse> {
  const recipe = context.knowledge.recipes.get(id);
  if (!recipe) throw new AppError(404, 'NOT_FOUND', NUTRITION_MESSAGES.recipe);
  const person = viewer ? await context.person.rulesFor(viewer.id) : null;
  return {
    ...(person
      ? {
          for_you: forYou(
            context,
            person,
            recipe.ingredients.map((i) => i.food_id),
          ),
        }
      : {}),
    id: recipe.id,
    name: recipe.name,
    slots: recipe.slots,
    diets: recipe.diets,
    allergens: recipe.allergens,
    minutes: recipe.minutes,
    servings: recipe.servings,
    nutrients_per_serving: recipe.nutrients_per_serving,
    ingredients: recipe.ingredients,
    steps: recipe.steps,
    sources: recipe.sources,
  };
}
