/**
 * PUT /api/habits/:id/check-ins/:date marks a habit done that day; DELETE of the same path unmarks
 * it. One file because they are one toggle: both are idempotent and answer the habit's new streaks.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { Habit } from '#shared/contracts/tracking.contract';
import { invalidateTracking, toSearch } from './query-keys';

export interface HabitCheckInInput {
  habitId: string;
  date: string;
  done: boolean;
  /** The browser's today, so the streaks in the answer end on the user's own day. */
  today: string;
}

export async function setHabitCheckIn(input: HabitCheckInInput): Promise<Habit> {
  const { habitId, date, done, today } = input;
  const path = `/api/habits/${encodeURIComponent(habitId)}/check-ins/${encodeURIComponent(date)}`;
  return requestChecked(
    `${path}${toSearch({ today })}`,
    () => import('#shared/contracts/tracking.contract').then((c) => c.habitSchema),
    { method: done ? 'PUT' : 'DELETE' },
  );
}

export function useSetHabitCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHabitCheckIn,
    onSuccess: () => invalidateTracking(queryClient),
  });
}
