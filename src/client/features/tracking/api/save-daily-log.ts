/** PUT /api/daily-log/:date: sleep, water and dose marks; only the fields sent change. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  dailyLogSchema,
  type DailyLog,
  type DailyLogInput,
} from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export interface SaveDailyLogInput {
  date: string;
  changes: DailyLogInput;
}

export async function saveDailyLog({ date, changes }: SaveDailyLogInput): Promise<DailyLog> {
  const body = await apiRequest<unknown>(`/api/daily-log/${encodeURIComponent(date)}`, {
    method: 'PUT',
    body: changes,
  });
  return dailyLogSchema.parse(body);
}

export function useSaveDailyLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDailyLog,
    onSuccess: () => invalidateTracking(queryClient),
  });
}
