/** POST /api/habits: a new habit, daily or N times a week (201). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { Habit, HabitInput } from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export async function createHabit(input: HabitInput): Promise<Habit> {
  return requestChecked(
    '/api/habits',
    () => import('#shared/contracts/tracking.contract').then((c) => c.habitSchema),
    { method: 'POST', body: input },
  );
}

export function useCreateHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHabit,
    retry: false, // a retry after a lost answer would add it twice
    onSuccess: () => invalidateTracking(queryClient),
  });
}
