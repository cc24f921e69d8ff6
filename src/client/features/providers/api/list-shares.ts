/** GET /api/shares: the user's links, newest first, with how often each was viewed. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { ShareItem } from '#shared/contracts/providers.contract';
import { providerQueryKeys } from './provider-query-keys';

export async function listShares(signal?: AbortSignal): Promise<ShareItem[]> {
  const answer = await getChecked(
    '/api/shares',
    () => import('#shared/contracts/providers.contract').then((c) => c.shareListResponseSchema),
    signal,
  );
  return answer.shares;
}

export function sharesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: providerQueryKeys.shares(userId),
    queryFn: ({ signal }) => listShares(signal),
  });
}

export function useShares() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({ ...sharesQueryOptions(userId), enabled: userId !== null });
}
