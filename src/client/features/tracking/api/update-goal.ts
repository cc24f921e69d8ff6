/** PATCH /api/goals/:id: changes a goal's target, current value or status. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { Goal, GoalPatch } from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export interface UpdateGoalInput {
  id: string;
  patch: GoalPatch;
}

export async function updateGoal({ id, patch }: UpdateGoalInput): Promise<Goal> {
  return requestChecked(
    `/api/goals/${encodeURIComponent(id)}`,
    () => import('#shared/contracts/tracking.contract').then((c) => c.goalSchema),
    { method: 'PATCH', body: patch },
  );
}

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateGoal, onSuccess: () => invalidateTracking(queryClient) });
}
