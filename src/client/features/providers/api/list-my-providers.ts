/** GET /api/providers/mine: the signed-in user's own listings, whatever their status. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { ProviderDetail } from '#shared/contracts/providers.contract';
import { providerQueryKeys } from './provider-query-keys';

export async function listMyProviders(signal?: AbortSignal): Promise<ProviderDetail[]> {
  const answer = await getChecked(
    '/api/providers/mine',
    () => import('#shared/contracts/providers.contract').then((c) => c.myProvidersResponseSchema),
    signal,
  );
  return answer.providers;
}

export function myProvidersQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: providerQueryKeys.mine(userId),
    queryFn: ({ signal }) => listMyProviders(signal),
  });
}

export function useMyProviders() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({ ...myProvidersQueryOptions(userId), enabled: userId !== null });
}
