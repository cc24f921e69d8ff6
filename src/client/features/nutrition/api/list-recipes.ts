/** GET /api/recipes?q=&diet=&exclude_allergens=&max_minutes=&slot=: recipes (public reference data). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type {
  Allergen,
  MealSlot,
  RecipeDiet,
  RecipeSummary,
} from '#shared/contracts/nutrition.contract';
import { nutritionQueryKey, toSearch } from './nutrition-query-keys';

export interface RecipeFilters {
  q?: string;
  diet?: RecipeDiet;
  excludeAllergens?: readonly Allergen[];
  maxMinutes?: number;
  slot?: MealSlot;
}

export async function listRecipes(
  filters: RecipeFilters,
  signal?: AbortSignal,
): Promise<RecipeSummary[]> {
  const search = toSearch({
    q: filters.q?.trim(),
    diet: filters.diet,
    exclude_allergens: filters.excludeAllergens?.join(','),
    max_minutes: filters.maxMinutes,
    slot: filters.slot,
  });
  const answer = await getChecked(
    `/api/recipes${search}`,
    () => import('#shared/contracts/nutrition.contract').then((c) => c.recipeListResponseSchema),
    signal,
  );
  return answer.recipes;
}

export function recipesQueryOptions(filters: RecipeFilters) {
  return queryOptions({
    queryKey: [...nutritionQueryKey, 'recipes', 'list', filters],
    queryFn: ({ signal }) => listRecipes(filters, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useRecipes(filters: RecipeFilters, enabled = true) {
  return useQuery({ ...recipesQueryOptions(filters), enabled, placeholderData: keepPreviousData });
}
