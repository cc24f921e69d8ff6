/** PATCH /api/habits/:id: renames, reschedules or archives (archived: true) one habit. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { habitSchema, type Habit, type HabitPatch } from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export interface UpdateHabitInput {
  id: string;
  patch: HabitPatch;
}

export async function updateHabit({ id, patch }: UpdateHabitInput): Promise<Habit> {
  const body = await apiRequest<unknown>(`/api/habits/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
  });
  return habitSchema.parse(body);
}

export function useUpdateHabit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHabit, onSuccess: () => invalidateTracking(queryClient) });
}
