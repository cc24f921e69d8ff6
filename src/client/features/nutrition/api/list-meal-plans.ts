/** GET /api/meal-plans: the user's saved plans, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { mealPlanListSchema } from '#shared/contracts/nutrition.contract';
import type { z } from 'zod';
import { nutritionQueryKey, useNutritionUserId } from './nutrition-query-keys';

export type MealPlanListItem = z.infer<typeof mealPlanListSchema>['plans'][number];
export const mealPlansQueryKey = [...nutritionQueryKey, 'meal-plans'] as const;

export async function listMealPlans(signal?: AbortSignal): Promise<MealPlanListItem[]> {
  const answer = await getChecked(
    '/api/meal-plans',
    () => import('#shared/contracts/nutrition.contract').then((c) => c.mealPlanListSchema),
    signal,
  );
  return answer.plans;
}

export function mealPlansQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...mealPlansQueryKey, 'list', userId],
    queryFn: ({ signal }) => listMealPlans(signal),
    staleTime: 30 * 1000,
  });
}

export function useMealPlans() {
  const userId = useNutritionUserId();
  return useQuery({ ...mealPlansQueryOptions(userId), enabled: userId !== null });
}
