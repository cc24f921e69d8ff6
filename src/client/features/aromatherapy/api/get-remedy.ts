/**
 * GET /api/remedies/:id: one remedy with forms, doses, cautions, interactions and sources; for a
 * signed-in user screened against their cabinet and profile, so the key holds the user's id.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { RemedyDetail } from '#shared/contracts/aromatherapy.contract';
import { aromatherapyQueryKey, useAromatherapyUserId } from './aromatherapy-query-keys';

export async function getRemedy(id: string, signal?: AbortSignal): Promise<RemedyDetail> {
  return getChecked(
    `/api/remedies/${encodeURIComponent(id)}`,
    () => import('#shared/contracts/aromatherapy.contract').then((c) => c.remedyDetailSchema),
    signal,
  );
}

export function remedyQueryOptions(id: string, userId: string | null) {
  return queryOptions({
    queryKey: [...aromatherapyQueryKey, 'remedies', 'detail', id, userId],
    queryFn: ({ signal }) => getRemedy(id, signal),
    staleTime: 60 * 1000,
  });
}

/** Waits for the session to be known, so a signed-in user is always screened. */
export function useRemedy(id: string, isSessionKnown: boolean) {
  const userId = useAromatherapyUserId();
  return useQuery({ ...remedyQueryOptions(id, userId), enabled: isSessionKnown && id !== '' });
}
