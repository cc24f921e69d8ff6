/**
 * GET /api/interactions/stats: the size of the knowledge base and the checks actually run, the
 * truthful figures that replace the spec's '3.4M+' claim, which we cannot back. Fetched in the
 * browser only, so prerendered HTML never carries a number.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { knowledgeStatsSchema, type KnowledgeStats } from '#shared/contracts/interactions.contract';

export const knowledgeStatsQueryKey = ['interactions', 'stats'] as const;

export async function getKnowledgeStats(signal?: AbortSignal): Promise<KnowledgeStats> {
  const body = await apiRequest<unknown>('/api/interactions/stats', { signal });
  return knowledgeStatsSchema.parse(body);
}

export function knowledgeStatsQueryOptions() {
  return queryOptions({
    queryKey: knowledgeStatsQueryKey,
    queryFn: ({ signal }) => getKnowledgeStats(signal),
  });
}

export function useKnowledgeStats() {
  return useQuery(knowledgeStatsQueryOptions());
}
