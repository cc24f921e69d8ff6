/**
 * GET /api/supplements/totals?date=: the cabinet's supplements with their nutrient amounts, added to
 * the day's food log and held against the upper limits.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { supplementTotalsSchema } from '#shared/contracts/nutrition.contract';
import type { z } from 'zod';
import { nutritionQueryKey, toSearch, useNutritionUserId } from './nutrition-query-keys';

export type SupplementTotals = z.infer<typeof supplementTotalsSchema>;
export const SUPPLEMENT_TOTALS_PATH = '/api/supplements/totals';

export async function getSupplementTotals(
  date: string,
  signal?: AbortSignal,
): Promise<SupplementTotals> {
  return getChecked(
    `${SUPPLEMENT_TOTALS_PATH}${toSearch({ date })}`,
    () => import('#shared/contracts/nutrition.contract').then((c) => c.supplementTotalsSchema),
    signal,
  );
}

export function supplementTotalsQueryOptions(userId: string | null, date: string) {
  return queryOptions({
    queryKey: [...nutritionQueryKey, 'supplements', userId, date],
    queryFn: ({ signal }) => getSupplementTotals(date, signal),
    staleTime: 30 * 1000,
  });
}

export function useSupplementTotals(date: string) {
  const userId = useNutritionUserId();
  return useQuery({ ...supplementTotalsQueryOptions(userId, date), enabled: userId !== null });
}
