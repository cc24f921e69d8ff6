/** GET /api/remedies?concern=&q=: remedies with their grade per concern (public reference data). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import type { RemedySummary } from '#shared/contracts/aromatherapy.contract';
import { remediesFromBody, remedyListQueryKey, type RemedyFilters } from './aromatherapy-list-keys';
import { toSearch } from './aromatherapy-query-keys';

export type { RemedyFilters };

export async function listRemedies(
  filters: RemedyFilters,
  signal?: AbortSignal,
): Promise<RemedySummary[]> {
  const search = toSearch({ concern: filters.concern, q: filters.q?.trim() });
  const body = await apiRequest<unknown>(`/api/remedies${search}`, { signal });
  return remediesFromBody(body);
}

export function remediesQueryOptions(filters: RemedyFilters) {
  return queryOptions({
    queryKey: remedyListQueryKey(filters),
    queryFn: ({ signal }) => listRemedies(filters, signal),
    staleTime: 30 * 60 * 1000,
  });
}

export function useRemedies(filters: RemedyFilters = {}) {
  return useQuery({ ...remediesQueryOptions(filters), placeholderData: keepPreviousData });
}
