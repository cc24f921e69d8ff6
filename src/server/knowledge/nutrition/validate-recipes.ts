/**
 * Checks recipes beyond their schema: every ingredient names a known food, unique names, and the
 * computed figures exist (a recipe whose foods are unknown cannot be computed). One readable
 * string per problem, naming the recipe; [] is valid.
 */
import type { Food } from './food.schema';
import type { Recipe } from './recipe.schema';

export function validateRecipes(recipes: readonly Recipe[], foods: readonly Food[]): string[] {
  const foodIds = new Set(foods.map((food) => food.id));
  const problems: string[] = [];
  const names = new Map<string, string>();
  for (const recipe of recipes) {
    const at = `recipe ${recipe.id}`;
    for (const ingredient of recipe.ingredients)
      if (!foodIds.has(ingredient.food_id))
        problems.push(`${at}: unknown food ${ingredient.food_id}`);
    const key = recipe.name.toLowerCase();
    const owner = names.get(key);
    if (owner && owner !== recipe.id)
      problems.push(`${at}: name "${recipe.name}" is also ${owner}'s`);
    names.set(key, recipe.id);
    if (new Set(recipe.slots).size !== recipe.slots.length)
      problems.push(`${at}: a slot is listed twice`);
  }
  return problems;
}
