/** GET /api/foods/search?q=: foods by name (public reference data). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { foodSearchResponseSchema } from '#shared/contracts/nutrition.contract';
import type { z } from 'zod';
import { nutritionQueryKey, toSearch } from './nutrition-query-keys';

export type FoodSearchResult = z.infer<typeof foodSearchResponseSchema>['results'][number];

export async function searchFoods(q: string, signal?: AbortSignal): Promise<FoodSearchResult[]> {
  const answer = await getChecked(
    `/api/foods/search${toSearch({ q })}`,
    () => import('#shared/contracts/nutrition.contract').then((c) => c.foodSearchResponseSchema),
    signal,
  );
  return answer.results;
}

export function foodSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...nutritionQueryKey, 'foods', 'search', q],
    queryFn: ({ signal }) => searchFoods(q, signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** Searches once the text has 2 characters or more (one letter matches half the list). */
export function useFoodSearch(q: string) {
  const text = q.trim();
  return useQuery({
    ...foodSearchQueryOptions(text),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
