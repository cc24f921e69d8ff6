/** GET /api/labs/:id: one report with its rows and latest analysis (404 for anyone else's id). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { LabReportDetail } from '#shared/contracts/labs.contract';
import { labReportQueryKey } from './lab-query-keys';

export function labReportPath(id: string): string {
  return `/api/labs/${encodeURIComponent(id)}`;
}

export async function getLabReport(id: string, signal?: AbortSignal): Promise<LabReportDetail> {
  return getChecked(
    labReportPath(id),
    () => import('#shared/contracts/labs.contract').then((c) => c.labReportDetailSchema),
    signal,
  );
}

export function labReportQueryOptions(id: string) {
  return queryOptions({
    queryKey: labReportQueryKey(id),
    queryFn: ({ signal }) => getLabReport(id, signal),
    staleTime: 60 * 1000,
  });
}

export function useLabReport(id: string) {
  return useQuery(labReportQueryOptions(id));
}
