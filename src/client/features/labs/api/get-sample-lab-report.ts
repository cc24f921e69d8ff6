/** GET /api/labs/sample (public): fictional values run through the real analysis, labelled as a sample. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { SampleLabReport } from '#shared/contracts/labs.contract';
import { SAMPLE_LAB_REPORT_QUERY_KEY } from './sample-lab-report-key';

export async function getSampleLabReport(signal?: AbortSignal): Promise<SampleLabReport> {
  return getChecked(
    '/api/labs/sample',
    () => import('#shared/contracts/labs.contract').then((c) => c.sampleLabReportSchema),
    signal,
  );
}

export const sampleLabReportQueryOptions = queryOptions({
  queryKey: SAMPLE_LAB_REPORT_QUERY_KEY,
  queryFn: ({ signal }) => getSampleLabReport(signal),
  staleTime: 60 * 60 * 1000,
});

export function useSampleLabReport() {
  return useQuery(sampleLabReportQueryOptions);
}
