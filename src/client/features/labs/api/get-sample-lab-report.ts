/** GET /api/labs/sample (public): fictional values run through the real analysis, labelled as a sample. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { sampleLabReportSchema, type SampleLabReport } from '#shared/contracts/labs.contract';
import { SAMPLE_LAB_REPORT_QUERY_KEY } from './sample-lab-report-key';

export async function getSampleLabReport(signal?: AbortSignal): Promise<SampleLabReport> {
  const body = await apiRequest<unknown>('/api/labs/sample', { signal });
  return sampleLabReportSchema.parse(body);
}

export const sampleLabReportQueryOptions = queryOptions({
  queryKey: SAMPLE_LAB_REPORT_QUERY_KEY,
  queryFn: ({ signal }) => getSampleLabReport(signal),
  staleTime: 60 * 60 * 1000,
});

export function useSampleLabReport() {
  return useQuery(sampleLabReportQueryOptions);
}
