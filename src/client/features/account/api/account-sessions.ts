/**
 * GET /api/account/sessions, DELETE /api/account/sessions/:id and
 * POST /api/account/sessions/revoke-others: the caller's sessions, ending one or all others.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import type { AccountSessions } from '#shared/contracts/account.contract';

export const accountSessionsQueryKey = ['account', 'sessions'] as const;

export const getAccountSessions = () => apiRequest<AccountSessions>('/api/account/sessions');

export function useAccountSessions() {
  return useQuery({ queryKey: accountSessionsQueryKey, queryFn: getAccountSessions });
}

export const revokeSession = (id: string) =>
  apiRequest<{ revoked: number }>(`/api/account/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export const revokeOtherSessions = () =>
  apiRequest<{ revoked: number }>('/api/account/sessions/revoke-others', {
    method: 'POST',
    body: {},
  });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
