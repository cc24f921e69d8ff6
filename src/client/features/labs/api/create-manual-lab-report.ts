/** POST /api/labs with a JSON body: manual entry without a file → 201 LabReportDetail. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { LabManualEntryRequest, LabReportDetail } from '#shared/contracts/labs.contract';
import { invalidateLabs, labReportQueryKey } from './lab-query-keys';

export async function createManualLabReport(
  request: LabManualEntryRequest,
): Promise<LabReportDetail> {
  return requestChecked(
    '/api/labs',
    () => import('#shared/contracts/labs.contract').then((c) => c.labReportDetailSchema),
    { method: 'POST', body: request },
  );
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
