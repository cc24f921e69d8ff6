/** PUT /api/mood/:date: the one check-in of that day, created or replaced. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { MoodEntry, MoodInput } from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export interface SaveMoodInput {
  date: string;
  entry: MoodInput;
}

export async function saveMood({ date, entry }: SaveMoodInput): Promise<MoodEntry> {
  return requestChecked(
    `/api/mood/${encodeURIComponent(date)}`,
    () => import('#shared/contracts/tracking.contract').then((c) => c.moodEntrySchema),
    { method: 'PUT', body: entry },
  );
}

export function useSaveMood() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMood, onSuccess: () => invalidateTracking(queryClient) });
}
