/**
 * GET /api/providers?q=&specialty=&telehealth=&near=: the approved listings (public), and the live
 * NPI Registry's listings for a search when the server is connected to it (ADR 093).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type {
  ProviderDirectoryQuery,
  ProviderDirectoryResponse,
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
): Promise<ProviderDirectoryResponse> {
  const search = new URLSearchParams(directorySearchParams(query)).toString();
  return getChecked(
    `/api/providers${search ? `?${search}` : ''}`,
    () =>
      import('#shared/contracts/providers.contract').then((c) => c.providerDirectoryResponseSchema),
    signal,
  );
}

export function providersQueryOptions(query: ProviderDirectoryQuery) {
  const params = directorySearchParams(query);
  return queryOptions({
    queryKey: providerQueryKeys.directory(params),
    queryFn: ({ signal }) => listProviders(params, signal),
  });
}

const listedOnly = (answer: ProviderDirectoryResponse): ProviderListItem[] => answer.providers;

/** The directory's own listings (e.g. to choose whom to share with). */
export function useProviders(query: ProviderDirectoryQuery) {
  return useQuery({
    ...providersQueryOptions(query),
    placeholderData: keepPreviousData,
    select: listedOnly,
  });
}

/** The whole answer: the listings and the registry's, for the directory page. */
export function useProviderDirectory(query: ProviderDirectoryQuery) {
  return useQuery({ ...providersQueryOptions(query), placeholderData: keepPreviousData });
}
