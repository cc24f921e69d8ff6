/** GET /api/remedies?concern=&q=: remedies with their grade per concern (public reference data). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { RemedySummary } from '#shared/contracts/aromatherapy.contract';
import { remediesOf, remedyListQueryKey, type RemedyFilters } from './aromatherapy-list-keys';
import { toSearch } from './aromatherapy-query-keys';

export type { RemedyFilters };

export async function listRemedies(
  filters: RemedyFilters,
  signal?: AbortSignal,
): Promise<RemedySummary[]> {
  const search = toSearch({ concern: filters.concern, q: filters.q?.trim() });
  const answer = await getChecked(
    `/api/remedies${search}`,
    () => import('#shared/contracts/aromatherapy.contract').then((c) => c.remedyListResponseSchema),
    signal,
  );
  return remediesOf(answer);
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
