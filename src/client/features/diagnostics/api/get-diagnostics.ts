/**
 * GET /api/admin/diagnostics: recent client errors grouped by message, and system health.
 * Asked again every 10 s while an admin has the page open.
 * Null for anyone but an admin (the API's 404).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Diagnostics } from '#shared/contracts/diagnostics.contract';
import { adminQueryKey, adminRequest, useAdminUser } from './admin-request';

export function getDiagnostics(signal?: AbortSignal): Promise<Diagnostics | null> {
  return adminRequest(
    '/api/admin/diagnostics',
    () => import('#shared/contracts/diagnostics.contract').then((c) => c.diagnosticsSchema),
    signal,
  );
}

export function getDiagnosticsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'diagnostics', userId],
    queryFn: ({ signal }) => getDiagnostics(signal),
    // Only an admin's page polls; a 404 is not asked again.
    refetchInterval: (query) => (query.state.data ? 10_000 : false),
  });
}

export function useDiagnostics() {
  const { userId } = useAdminUser();
  return useQuery({ ...getDiagnosticsQueryOptions(userId), enabled: userId !== null });
}
