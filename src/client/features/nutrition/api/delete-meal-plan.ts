/** DELETE /api/meal-plans/:id: removes one of the user's plans. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { mealPlanQueryKey } from './get-meal-plan';
import { mealPlansQueryKey } from './list-meal-plans';

export async function deleteMealPlan(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/meal-plans/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMealPlan,
    onSuccess: async (_nothing, id) => {
      queryClient.removeQueries({ queryKey: mealPlanQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: mealPlansQueryKey });
    },
  });
}
