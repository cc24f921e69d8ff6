/** PUT /api/labs/:id/biomarkers: the reviewed rows replace the stored ones (correct, add, remove). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  labReportDetailSchema,
  type LabBiomarkersUpdateRequest,
  type LabReportDetail,
} from '#shared/contracts/labs.contract';
import { labReportPath } from './get-lab-report';
import { invalidateLabs, labReportQueryKey } from './lab-query-keys';

export async function updateLabBiomarkers(
  id: string,
  request: LabBiomarkersUpdateRequest,
): Promise<LabReportDetail> {
  const body = await apiRequest<unknown>(`${labReportPath(id)}/biomarkers`, {
    method: 'PUT',
    body: request,
  });
  return labReportDetailSchema.parse(body);
}

export function useUpdateLabBiomarkers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LabBiomarkersUpdateRequest) => updateLabBiomarkers(id, request),
    onSuccess: (report) => {
      queryClient.setQueryData(labReportQueryKey(id), report);
      void invalidateLabs(queryClient);
    },
  });
}
