/** POST /api/goals/sync-profile: turns the profile's health goals into measurable goals (only the missing ones). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  syncProfileGoalsResponseSchema,
  type SyncProfileGoalsResponse,
} from '#shared/contracts/tracking.contract';
import { invalidateTracking } from './query-keys';

export async function syncProfileGoals(): Promise<SyncProfileGoalsResponse> {
  const body = await apiRequest<unknown>('/api/goals/sync-profile', { method: 'POST' });
  return syncProfileGoalsResponseSchema.parse(body);
}

export function useSyncProfileGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncProfileGoals(),
    onSuccess: () => invalidateTracking(queryClient),
  });
}
