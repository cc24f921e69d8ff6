/** GET /api/providers?q=&specialty=&telehealth=&near=: the approved listings (public). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type {
  ProviderDirectoryQuery,
  ProviderListItem,
} from '#shared/contracts/providers.contract';
import { providerQueryKeys } from './provider-query-keys';

/** Only the filters that are set, so an empty search and no search share one cache entry. */
export function directorySearchParams(query: ProviderDirectoryQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['q', 'specialty', 'telehealth', 'near'] as const) {
    const value = query[key]?.trim();
    if (value) params[key] = value;
  }
  return params;
}

export async function listProviders(
  query: ProviderDirectoryQuery,
  signal?: AbortSignal,
): Promise<ProviderListItem[]> {
  const search = new URLSearchParams(directorySearchParams(query)).toString();
  const answer = await getChecked(
    `/api/providers${search ? `?${search}` : ''}`,
    () =>
      import('#shared/contracts/providers.contract').then((c) => c.providerDirectoryResponseSchema),
    signal,
  );
  return answer.providers;
}

export function providersQueryOptions(query: ProviderDirectoryQuery) {
  const params = directorySearchParams(query);
  return queryOptions({
    queryKey: providerQueryKeys.directory(params),
    queryFn: ({ signal }) => listProviders(params, signal),
  });
}

export function useProviders(query: ProviderDirectoryQuery) {
  return useQuery({ ...providersQueryOptions(query), placeholderData: keepPreviousData });
}
