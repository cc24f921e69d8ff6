/** POST /api/labs with a JSON body: manual entry without a file → 201 LabReportDetail. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  labReportDetailSchema,
  type LabManualEntryRequest,
  type LabReportDetail,
} from '#shared/contracts/labs.contract';
import { invalidateLabs, labReportQueryKey } from './lab-query-keys';

export async function createManualLabReport(
  request: LabManualEntryRequest,
): Promise<LabReportDetail> {
  const body = await apiRequest<unknown>('/api/labs', { method: 'POST', body: request });
  return labReportDetailSchema.parse(body);
}

export function useCreateManualLabReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualLabReport,
    retry: false, // a retry after a lost answer would store the report twice
    onSuccess: (report) => {
      queryClient.setQueryData(labReportQueryKey(report.id), report);
      void invalidateLabs(queryClient);
    },
  });
}
