/**
 * Which recipes a plan may use (ADR 027): every diet tag the rules ask for, none of the excluded
 * allergens, and no food a cabinet medicine rules out. Pure, so the planner's tests and the
 * service share it.
 */
import type { DietRules } from './diet-rules';
import type { FoodDrugRules } from './food-drug-rules';
import type { PlannerRecipe } from './meal-planner';

export type FoodSubstances = (foodId: string) => readonly string[];

/** Food ids whose substances carry an 'exclude' verdict, or are tyramine-rich on a low-tyramine plan. */
export function excludedFoods(
  rules: FoodDrugRules,
  foodIds: Iterable<string>,
  substancesOf: FoodSubstances,
): Set<string> {
  const out = new Set<string>();
  for (const id of foodIds)
    if (
      substancesOf(id).some(
        (s) =>
          rules.tyramineSubstances.has(s) ||
          (rules.bySubstance.get(s) ?? []).some((v) => v.action === 'exclude'),
      )
    )
      out.add(id);
  return out;
}

export function eligibleRecipes<R extends PlannerRecipe>(
  recipes: readonly R[],
  diet: DietRules,
  excludedFoodIds: ReadonlySet<string>,
): R[] {
  return recipes.filter(
    (recipe) =>
      diet.diets.every((d) => recipe.diets.includes(d)) &&
      !recipe.allergens.some((a) => diet.excludedAllergens.has(a)) &&
      !recipe.ingredients.some((i) => excludedFoodIds.has(i.food_id)),
  );
}

/**
 * For the vitamin K band: a recipe whose vitamin K total is unknown (most of its grams lack a
 * published figure) gets the sum of the figures its foods do have, unknown counted as 0. The big
 * sources (greens, soy and canola oil) have figures, so the band holds what matters; ADR 027.
 */
export function withVitaminKFloor<R extends PlannerRecipe>(
  recipes: readonly R[],
  vitaminKOf: (foodId: string) => number | undefined,
): R[] {
  return recipes.map((recipe) => {
    if (recipe.nutrients_per_serving.vitamin_k_ug !== undefined) return recipe;
    const total = recipe.ingredients.reduce(
      (sum, i) => sum + ((vitaminKOf(i.food_id) ?? 0) * i.grams) / 100,
      0,
    );
    return {
      ...recipe,
      nutrients_per_serving: {
        ...recipe.nutrients_per_serving,
        vitamin_k_ug: Math.round((total / recipe.servings) * 100) / 100,
      },
    };
  });
}
