/** PATCH /api/habits/:id: renames, reschedules or archives (archived: true) one habit. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { Habit, HabitPatch } from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export interface UpdateHabitInput {
  id: string;
  patch: HabitPatch;
}

export async function updateHabit({ id, patch }: UpdateHabitInput): Promise<Habit> {
  return requestChecked(
    `/api/habits/${encodeURIComponent(id)}`,
    () => import('#shared/contracts/tracking.contract').then((c) => c.habitSchema),
    { method: 'PATCH', body: patch },
  );
}

export function useUpdateHabit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHabit, onSuccess: () => invalidateTracking(queryClient) });
}
