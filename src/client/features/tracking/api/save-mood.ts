/** PUT /api/mood/:date: the one check-in of that day, created or replaced. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  moodEntrySchema,
  type MoodEntry,
  type MoodInput,
} from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export interface SaveMoodInput {
  date: string;
  entry: MoodInput;
}

export async function saveMood({ date, entry }: SaveMoodInput): Promise<MoodEntry> {
  const body = await apiRequest<unknown>(`/api/mood/${encodeURIComponent(date)}`, {
    method: 'PUT',
    body: entry,
  });
  return moodEntrySchema.parse(body);
}

export function useSaveMood() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMood, onSuccess: () => invalidateTracking(queryClient) });
}
