/**
 * GET /api/oils/:id: one oil with its flags, uses, maxima and sources; for a signed-in user also
 * what it means for them (`for_you`), so the key holds the user's id.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { OilDetail } from '#shared/contracts/aromatherapy.contract';
import { aromatherapyQueryKey, useAromatherapyUserId } from './aromatherapy-query-keys';

export async function getOil(id: string, signal?: AbortSignal): Promise<OilDetail> {
  return getChecked(
    `/api/oils/${encodeURIComponent(id)}`,
    () => import('#shared/contracts/aromatherapy.contract').then((c) => c.oilDetailSchema),
    signal,
  );
}

export function oilQueryOptions(id: string, userId: string | null) {
  return queryOptions({
    queryKey: [...aromatherapyQueryKey, 'oils', 'detail', id, userId],
    queryFn: ({ signal }) => getOil(id, signal),
    staleTime: 60 * 1000,
  });
}

/** Waits for the session to be known, so a signed-in user never sees the visitor's page first. */
export function useOil(id: string, isSessionKnown: boolean) {
  const userId = useAromatherapyUserId();
  return useQuery({ ...oilQueryOptions(id, userId), enabled: isSessionKnown && id !== '' });
}
