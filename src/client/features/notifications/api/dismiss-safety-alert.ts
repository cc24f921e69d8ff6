/**
 * POST /api/notifications/safety-alerts/:key/dismiss: hides one safety alert until the fact behind
 * it changes (a medicine re-added, a new lab report). POST …/:key/read keeps it listed but read
 * (ADR 098). The list and the header's bell share one cache entry, so both follow at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { invalidateAfterWrite } from '#client/lib/invalidation';

export async function dismissSafetyAlert(key: string): Promise<void> {
  await apiRequest<unknown>(`/api/notifications/safety-alerts/${encodeURIComponent(key)}/dismiss`, {
    method: 'POST',
  });
}

export function useDismissSafetyAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissSafetyAlert,
    // The same views a notification marked read makes stale: the list and the bell.
    onSuccess: () => invalidateAfterWrite(queryClient, 'notificationRead'),
  });
}

export async function markSafetyAlertRead(key: string): Promise<void> {
  await apiRequest<unknown>(`/api/notifications/safety-alerts/${encodeURIComponent(key)}/read`, {
    method: 'POST',
  });
}

export function useMarkSafetyAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSafetyAlertRead,
    onSuccess: () => invalidateAfterWrite(queryClient, 'notificationRead'),
  });
}
