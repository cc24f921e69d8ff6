/** DELETE /api/labs/:id: removes the report, its file and its rows (204). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { labReportPath } from './get-lab-report';
import { invalidateLabs, labReportQueryKey } from './lab-query-keys';

export async function deleteLabReport(id: string): Promise<void> {
  await apiRequest<unknown>(labReportPath(id), { method: 'DELETE' });
}

export function useDeleteLabReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLabReport,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: labReportQueryKey(id) });
      void invalidateLabs(queryClient);
    },
  });
}
