/** GET /api/labs: the signed-in user's reports, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { LabReportSummary } from '#shared/contracts/labs.contract';
import { labReportListQueryKey } from './lab-query-keys';

export async function listLabReports(signal?: AbortSignal): Promise<LabReportSummary[]> {
  const list = await getChecked(
    '/api/labs',
    () => import('#shared/contracts/labs.contract').then((c) => c.labReportListSchema),
    signal,
  );
  return list.reports;
}

export function labReportListQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...labReportListQueryKey, userId],
    queryFn: ({ signal }) => listLabReports(signal),
    staleTime: 30 * 1000,
  });
}

export function useLabReports(enabled = true) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({ ...labReportListQueryOptions(userId), enabled: enabled && userId !== null });
}
