/** POST /api/goals: a goal of the user's own with a measurable target (201). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { goalSchema, type Goal, type GoalInput } from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export async function createGoal(input: GoalInput): Promise<Goal> {
  const body = await apiRequest<unknown>('/api/goals', { method: 'POST', body: input });
  return goalSchema.parse(body);
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    retry: false, // a retry after a lost answer would add it twice
    onSuccess: () => invalidateTracking(queryClient),
  });
}
