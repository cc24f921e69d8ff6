/**
 * GET /api/admin/overview: users, plans and the admin tools' counts.
 * Null for anyone but an admin (the API's 404).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '#shared/contracts/diagnostics.contract';
import { adminQueryKey, adminRequest, useAdminUser } from './admin-request';

export function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview | null> {
  return adminRequest(
    '/api/admin/overview',
    () => import('#shared/contracts/diagnostics.contract').then((c) => c.adminOverviewSchema),
    signal,
  );
}

export function getAdminOverviewQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'overview', userId],
    queryFn: ({ signal }) => getAdminOverview(signal),
  });
}

export function useAdminOverview() {
  const { userId } = useAdminUser();
  return useQuery({ ...getAdminOverviewQueryOptions(userId), enabled: userId !== null });
}
