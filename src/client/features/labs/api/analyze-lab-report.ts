/**
 * POST /api/labs/:id/analyze with the reviewed rows (they replace the stored ones first) → the
 * stored analysis. The report is fetched again so its status and rows match.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { LabAnalysis, LabAnalyzeRequest } from '#shared/contracts/labs.contract';
import { labReportPath } from './get-lab-report';
import { invalidateLabs } from './lab-query-keys';

export async function analyzeLabReport(
  id: string,
  request: LabAnalyzeRequest,
): Promise<LabAnalysis> {
  return requestChecked(
    `${labReportPath(id)}/analyze`,
    () => import('#shared/contracts/labs.contract').then((c) => c.labAnalysisSchema),
    { method: 'POST', body: request },
  );
}

export function useAnalyzeLabReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: LabAnalyzeRequest }) =>
      analyzeLabReport(id, request),
    retry: false,
    onSuccess: () => invalidateLabs(queryClient),
  });
}
