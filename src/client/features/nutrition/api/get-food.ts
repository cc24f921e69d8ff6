/** GET /api/foods/:id: one food with its nutrients per 100 g, portions, allergens and sources. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { foodResponseSchema, type FoodResponse } from '#shared/contracts/nutrition.contract';
import { nutritionQueryKey } from './nutrition-query-keys';

export async function getFood(id: string, signal?: AbortSignal): Promise<FoodResponse> {
  const body = await apiRequest<unknown>(`/api/foods/${encodeURIComponent(id)}`, { signal });
  return foodResponseSchema.parse(body);
}

export function foodQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...nutritionQueryKey, 'foods', id],
    queryFn: ({ signal }) => getFood(id, signal),
    staleTime: 30 * 60 * 1000,
  });
}

export function useFood(id: string | null) {
  return useQuery({ ...foodQueryOptions(id ?? ''), enabled: id !== null && id !== '' });
}
