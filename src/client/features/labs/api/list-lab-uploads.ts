/**
 * GET /api/labs, its `uploads`: files whose reading is not a report (yet), being read or failed
 * (a reading that failed after the upload stopped waiting is shown, never lost).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { LabUploadState } from '#shared/contracts/labs.contract';
import { labsQueryKey } from './lab-query-keys';

export const labUploadsQueryKey = [...labsQueryKey, 'uploads'] as const;

export async function listLabUploads(signal?: AbortSignal): Promise<LabUploadState[]> {
  const answer = await getChecked(
    '/api/labs',
    () => import('#shared/contracts/labs.contract').then((c) => c.labReportListSchema),
    signal,
  );
  return answer.uploads ?? [];
}

export function useLabUploads(enabled = true) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({
    ...queryOptions({
      queryKey: [...labUploadsQueryKey, userId],
      queryFn: ({ signal }) => listLabUploads(signal),
      staleTime: 30 * 1000,
    }),
    enabled: enabled && userId !== null,
    // A reading still going on becomes a report (or a failure) on its own: look again now and then.
    refetchInterval: (query) =>
      query.state.data?.some((upload) => upload.state === 'reading') ? 15_000 : false,
  });
}
