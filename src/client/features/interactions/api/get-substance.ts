/** GET /api/substances/:id: one substance with its brands, ingredients, side effects and sources. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  substanceDetailSchema,
  type SubstanceDetail,
} from '#shared/contracts/interactions.contract';

export const substanceQueryKey = ['substances', 'detail'] as const;

export async function getSubstance(id: string, signal?: AbortSignal): Promise<SubstanceDetail> {
  const body = await apiRequest<unknown>(`/api/substances/${encodeURIComponent(id)}`, { signal });
  return substanceDetailSchema.parse(body);
}

export function substanceQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...substanceQueryKey, id],
    queryFn: ({ signal }) => getSubstance(id, signal),
    staleTime: 30 * 60 * 1000,
  });
}

/** Asks only when given an id. */
export function useSubstance(id: string | null) {
  return useQuery({ ...substanceQueryOptions(id ?? ''), enabled: id !== null });
}
