/** PUT /api/food-log/:date {entries}: the day's whole list; answers with flags, totals and targets. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  foodLogResponseSchema,
  type FoodLogResponse,
  type PutFoodLogInput,
} from '#shared/contracts/nutrition.contract';
import { foodLogQueryKey } from './get-food-log';
import { invalidateNutrition, useNutritionUserId } from './nutrition-query-keys';

export interface SaveFoodLogInput {
  date: string;
  entries: PutFoodLogInput['entries'];
}

export async function saveFoodLog({ date, entries }: SaveFoodLogInput): Promise<FoodLogResponse> {
  const body = await apiRequest<unknown>(`/api/food-log/${encodeURIComponent(date)}`, {
    method: 'PUT',
    body: { entries },
  });
  return foodLogResponseSchema.parse(body);
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
