/** GET /api/search?q=: what Wellnest knows about q, grouped by kind. Public. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import {
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  type SearchResponse,
} from '#shared/contracts/search.contract';

export const siteSearchQueryKey = ['site-search'] as const;

export async function searchSite(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return getChecked(
    `/api/search?q=${encodeURIComponent(q)}`,
    () => import('#shared/contracts/search.contract').then((c) => c.searchResponseSchema),
    signal,
  );
}

export function isSearchable(q: string): boolean {
  const length = q.trim().length;
  return length >= SEARCH_QUERY_MIN && length <= SEARCH_QUERY_MAX;
}

export function siteSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...siteSearchQueryKey, q.trim().toLowerCase()],
    queryFn: ({ signal }) => searchSite(q.trim(), signal),
    staleTime: 10 * 60 * 1000,
  });
}

/** Results for q once it is 2 to 100 characters; the previous results stay while the next load. */
export function useSiteSearch(q: string) {
  return useQuery({
    ...siteSearchQueryOptions(q),
    enabled: isSearchable(q),
    placeholderData: keepPreviousData,
  });
}
