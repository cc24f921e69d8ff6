/** GET /api/recipes?q=&diet=&exclude_allergens=&max_minutes=&slot=: recipes (public reference data). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  recipeListResponseSchema,
  type Allergen,
  type MealSlot,
  type RecipeDiet,
  type RecipeSummary,
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
  const body = await apiRequest<unknown>(`/api/recipes${search}`, { signal });
  return recipeListResponseSchema.parse(body).recipes;
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
