/** POST /api/meal-plans: a new plan for the signed-in user (201 with the whole plan). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { CreateMealPlanInput, MealPlan } from '#shared/contracts/nutrition.contract';
import { mealPlanQueryKey } from './get-meal-plan';
import { mealPlansQueryKey } from './list-meal-plans';

export async function createMealPlan(input: CreateMealPlanInput): Promise<MealPlan> {
  return requestChecked(
    '/api/meal-plans',
    () => import('#shared/contracts/nutrition.contract').then((c) => c.mealPlanSchema),
    { method: 'POST', body: input },
  );
}

export function useCreateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMealPlan,
    onSuccess: async (plan) => {
      queryClient.setQueryData(mealPlanQueryKey(plan.id), plan);
      await queryClient.invalidateQueries({ queryKey: mealPlansQueryKey });
    },
  });
}
