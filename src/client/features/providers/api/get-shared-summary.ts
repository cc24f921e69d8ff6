/**
 * GET /api/shared/:token (public, no account): the summary behind a share link. Each answer is a
 * recorded view, so it is fetched once per visit: no retries, no refetch on focus.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { SharedSummary } from '#shared/contracts/providers.contract';
import { providerQueryKeys } from './provider-query-keys';

export async function getSharedSummary(
  token: string,
  signal?: AbortSignal,
): Promise<SharedSummary> {
  return getChecked(
    `/api/shared/${encodeURIComponent(token)}`,
    () => import('#shared/contracts/providers.contract').then((c) => c.sharedSummarySchema),
    signal,
  );
}

export function sharedSummaryQueryOptions(token: string) {
  return queryOptions({
    queryKey: providerQueryKeys.shared(token),
    queryFn: ({ signal }) => getSharedSummary(token, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useSharedSummary(token: string) {
  return useQuery(sharedSummaryQueryOptions(token));
}
