/** PUT /api/daily-log/:date: sleep, water and dose marks; only the fields sent change. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { DailyLog, DailyLogInput } from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export interface SaveDailyLogInput {
  date: string;
  changes: DailyLogInput;
}

export async function saveDailyLog({ date, changes }: SaveDailyLogInput): Promise<DailyLog> {
  return requestChecked(
    `/api/daily-log/${encodeURIComponent(date)}`,
    () => import('#shared/contracts/tracking.contract').then((c) => c.dailyLogSchema),
    { method: 'PUT', body: changes },
  );
}

export function useSaveDailyLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDailyLog,
    onSuccess: () => invalidateTracking(queryClient),
  });
}
