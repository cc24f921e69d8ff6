/** POST /api/meal-plans: a new plan for the signed-in user (201 with the whole plan). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  mealPlanSchema,
  type CreateMealPlanInput,
  type MealPlan,
} from '#shared/contracts/nutrition.contract';
import { mealPlanQueryKey } from './get-meal-plan';
import { mealPlansQueryKey } from './list-meal-plans';

export async function createMealPlan(input: CreateMealPlanInput): Promise<MealPlan> {
  const body = await apiRequest<unknown>('/api/meal-plans', { method: 'POST', body: input });
  return mealPlanSchema.parse(body);
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
