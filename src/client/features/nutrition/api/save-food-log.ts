/** PUT /api/food-log/:date {entries}: the day's whole list; answers with flags, totals and targets. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { FoodLogResponse, PutFoodLogInput } from '#shared/contracts/nutrition.contract';
import { foodLogQueryKey } from './get-food-log';
import { invalidateNutrition, useNutritionUserId } from './nutrition-query-keys';

export interface SaveFoodLogInput {
  date: string;
  entries: PutFoodLogInput['entries'];
}

export async function saveFoodLog({ date, entries }: SaveFoodLogInput): Promise<FoodLogResponse> {
  return requestChecked(
    `/api/food-log/${encodeURIComponent(date)}`,
    () => import('#shared/contracts/nutrition.contract').then((c) => c.foodLogResponseSchema),
    { method: 'PUT', body: { entries } },
  );
}

export function useSaveFoodLog() {
  const queryClient = useQueryClient();
  const userId = useNutritionUserId();
  return useMutation({
    mutationFn: saveFoodLog,
    onSuccess: async (log, { date }) => {
      queryClient.setQueryData(foodLogQueryKey(userId, date), log);
      await invalidateNutrition(queryClient);
    },
  });
}
