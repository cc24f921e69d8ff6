/** POST /api/habits: a new habit, daily or N times a week (201). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { habitSchema, type Habit, type HabitInput } from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export async function createHabit(input: HabitInput): Promise<Habit> {
  const body = await apiRequest<unknown>('/api/habits', { method: 'POST', body: input });
  return habitSchema.parse(body);
}

export function useCreateHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHabit,
    retry: false, // a retry after a lost answer would add it twice
    onSuccess: () => invalidateTracking(queryClient),
  });
}
