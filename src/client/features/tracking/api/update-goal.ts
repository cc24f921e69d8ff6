/** PATCH /api/goals/:id: changes a goal's target, current value or status. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { goalSchema, type Goal, type GoalPatch } from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export interface UpdateGoalInput {
  id: string;
  patch: GoalPatch;
}

export async function updateGoal({ id, patch }: UpdateGoalInput): Promise<Goal> {
  const body = await apiRequest<unknown>(`/api/goals/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
  });
  return goalSchema.parse(body);
}

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateGoal, onSuccess: () => invalidateTracking(queryClient) });
}
