/** POST /api/goals: a goal of the user's own with a measurable target (201). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { Goal, GoalInput } from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export async function createGoal(input: GoalInput): Promise<Goal> {
  return requestChecked(
    '/api/goals',
    () => import('#shared/contracts/tracking.contract').then((c) => c.goalSchema),
    { method: 'POST', body: input },
  );
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    retry: false, // a retry after a lost answer would add it twice
    onSuccess: () => invalidateTracking(queryClient),
  });
}
