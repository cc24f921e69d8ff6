/** POST /api/goals/sync-profile: turns the profile's health goals into measurable goals (only the missing ones). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { SyncProfileGoalsResponse } from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export async function syncProfileGoals(): Promise<SyncProfileGoalsResponse> {
  return requestChecked(
    '/api/goals/sync-profile',
    () =>
      import('#shared/contracts/tracking.contract').then((c) => c.syncProfileGoalsResponseSchema),
    { method: 'POST' },
  );
}

export function useSyncProfileGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncProfileGoals(),
    onSuccess: () => invalidateTracking(queryClient),
  });
}
