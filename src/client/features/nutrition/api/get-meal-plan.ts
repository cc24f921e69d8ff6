/** GET /api/meal-plans/:id: one of the user's plans (404 for anyone else's). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { MealPlan } from '#shared/contracts/nutrition.contract';
import { nutritionQueryKey, useNutritionUserId } from './nutrition-query-keys';

export const mealPlanQueryKey = (id: string) => [...nutritionQueryKey, 'meal-plan', id] as const;

export async function getMealPlan(id: string, signal?: AbortSignal): Promise<MealPlan> {
  return getChecked(
    `/api/meal-plans/${encodeURIComponent(id)}`,
    () => import('#shared/contracts/nutrition.contract').then((c) => c.mealPlanSchema),
    signal,
  );
}

export function mealPlanQueryOptions(id: string) {
  return queryOptions({
    queryKey: mealPlanQueryKey(id),
    queryFn: ({ signal }) => getMealPlan(id, signal),
    staleTime: 60 * 1000,
  });
}

export function useMealPlan(id: string | null) {
  const userId = useNutritionUserId();
  return useQuery({ ...mealPlanQueryOptions(id ?? ''), enabled: userId !== null && id !== null });
}
