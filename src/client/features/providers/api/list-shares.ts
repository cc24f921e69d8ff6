/** GET /api/shares: the user's links, newest first, with how often each was viewed. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import { shareListResponseSchema, type ShareItem } from '#shared/contracts/providers.contract';
import { providerQueryKeys } from './provider-query-keys';

export async function listShares(signal?: AbortSignal): Promise<ShareItem[]> {
  const body = await apiRequest<unknown>('/api/shares', { signal });
  return shareListResponseSchema.parse(body).shares;
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
