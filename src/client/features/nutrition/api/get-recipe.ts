/** GET /api/recipes/:id: one recipe with its ingredients in grams, steps and sources. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { RecipeResponse } from '#shared/contracts/nutrition.contract';
import { nutritionQueryKey } from './nutrition-query-keys';

export async function getRecipe(id: string, signal?: AbortSignal): Promise<RecipeResponse> {
  return getChecked(
    `/api/recipes/${encodeURIComponent(id)}`,
    () => import('#shared/contracts/nutrition.contract').then((c) => c.recipeResponseSchema),
    signal,
  );
}

export function recipeQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...nutritionQueryKey, 'recipes', id],
    queryFn: ({ signal }) => getRecipe(id, signal),
    staleTime: 30 * 60 * 1000,
  });
}

export function useRecipe(id: string) {
  return useQuery(recipeQueryOptions(id));
}
