/** GET /api/oils?category=&q=: the oil library (public reference data). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  oilListResponseSchema,
  type OilCategory,
  type OilSummary,
} from '#shared/contracts/aromatherapy.contract';
import { aromatherapyQueryKey, toSearch } from './aromatherapy-query-keys';

export interface OilFilters {
  category?: OilCategory;
  q?: string;
}

export async function listOils(filters: OilFilters, signal?: AbortSignal): Promise<OilSummary[]> {
  const search = toSearch({ category: filters.category, q: filters.q?.trim() });
  const body = await apiRequest<unknown>(`/api/oils${search}`, { signal });
  return oilListResponseSchema.parse(body).oils;
}

export function oilsQueryOptions(filters: OilFilters) {
  return queryOptions({
    queryKey: [...aromatherapyQueryKey, 'oils', 'list', filters],
    queryFn: ({ signal }) => listOils(filters, signal),
    staleTime: 30 * 60 * 1000,
  });
}

export function useOils(filters: OilFilters = {}) {
  return useQuery({ ...oilsQueryOptions(filters), placeholderData: keepPreviousData });
}
