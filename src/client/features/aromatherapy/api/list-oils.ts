/** GET /api/oils?category=&q=: the oil library (public reference data). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { OilSummary } from '#shared/contracts/aromatherapy.contract';
import { oilListQueryKey, oilsOf, type OilFilters } from './aromatherapy-list-keys';
import { toSearch } from './aromatherapy-query-keys';

export type { OilFilters };

export async function listOils(filters: OilFilters, signal?: AbortSignal): Promise<OilSummary[]> {
  const search = toSearch({ category: filters.category, q: filters.q?.trim() });
  const answer = await getChecked(
    `/api/oils${search}`,
    () => import('#shared/contracts/aromatherapy.contract').then((c) => c.oilListResponseSchema),
    signal,
  );
  return oilsOf(answer);
}

export function oilsQueryOptions(filters: OilFilters) {
  return queryOptions({
    queryKey: oilListQueryKey(filters),
    queryFn: ({ signal }) => listOils(filters, signal),
    staleTime: 30 * 60 * 1000,
  });
}

export function useOils(filters: OilFilters = {}) {
  return useQuery({ ...oilsQueryOptions(filters), placeholderData: keepPreviousData });
}
