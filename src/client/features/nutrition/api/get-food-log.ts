/** GET /api/food-log/:date: the day's entries with their flags, the totals and the targets. */
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { FoodLogResponse } from '#shared/contracts/nutrition.contract';
import { nutritionQueryKey, useNutritionUserId } from './nutrition-query-keys';

export const foodLogQueryKey = (userId: string | null, date: string) =>
  [...nutritionQueryKey, 'food-log', userId, date] as const;

export async function getFoodLog(date: string, signal?: AbortSignal): Promise<FoodLogResponse> {
  return getChecked(
    `/api/food-log/${encodeURIComponent(date)}`,
    () => import('#shared/contracts/nutrition.contract').then((c) => c.foodLogResponseSchema),
    signal,
  );
}

export function foodLogQueryOptions(userId: string | null, date: string) {
  return queryOptions({
    queryKey: foodLogQueryKey(userId, date),
    queryFn: ({ signal }) => getFoodLog(date, signal),
    staleTime: 30 * 1000,
  });
}

export function useFoodLog(date: string) {
  const userId = useNutritionUserId();
  return useQuery({ ...foodLogQueryOptions(userId, date), enabled: userId !== null });
}

/** Several days at once (the trends): one request per day, each cached like the day's own page. */
export function useFoodLogDays(dates: readonly string[]) {
  const userId = useNutritionUserId();
  return useQueries({
    queries: dates.map((date) => ({
      ...foodLogQueryOptions(userId, date),
      enabled: userId !== null,
    })),
  });
}
