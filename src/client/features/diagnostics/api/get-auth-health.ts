/**
 * GET /api/admin/auth-health: the auth subsystem's health.
 * Null for anyone but an admin (the API's 404).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthHealth } from '#shared/contracts/diagnostics.contract';
import { adminQueryKey, adminRequest, useAdminUser } from './admin-request';

export function getAuthHealth(signal?: AbortSignal): Promise<AuthHealth | null> {
  return adminRequest(
    '/api/admin/auth-health',
    () => import('#shared/contracts/diagnostics.contract').then((c) => c.authHealthSchema),
    signal,
  );
}

export function getAuthHealthQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'auth-health', userId],
    queryFn: ({ signal }) => getAuthHealth(signal),
  });
}

export function useAuthHealth() {
  const { userId } = useAdminUser();
  return useQuery({ ...getAuthHealthQueryOptions(userId), enabled: userId !== null });
}
