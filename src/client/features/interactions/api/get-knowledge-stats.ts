/**
 * GET /api/interactions/stats: the size of the knowledge base and the checks actually run, the
 * truthful figures in place of a '3.4M+' claim, which we could not back. Fetched in the
 * browser only, so prerendered HTML never carries a number.
 *
 * The home page shows these figures, so this file checks the three it shows by hand rather than
 * with the contract's zod schema: importing the schema would put zod (about 26 KB compressed) on
 * the landing page's first load for three numbers. The test holds the check to the schema.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { SHOWN_ONCE_STARTED } from '#client/lib/prerendered-queries';
import type { KnowledgeStats } from '#shared/contracts/interactions.contract';

/** The figures the pages show. */
export type KnowledgeFigures = Pick<
  KnowledgeStats,
  'checks_run' | 'substances' | 'interaction_records'
>;

const FIGURES = ['checks_run', 'substances', 'interaction_records'] as const;

/** The shown figures from an answer, or an error for an answer we cannot read (shown as nothing). */
export function readKnowledgeFigures(body: unknown): KnowledgeFigures {
  if (typeof body !== 'object' || body === null) throw new Error('Unreadable knowledge stats');
  const record = body as Record<string, unknown>;
  for (const key of FIGURES) {
    if (!Number.isInteger(record[key])) throw new Error(`Unreadable knowledge stats: ${key}`);
  }
  return {
    checks_run: record.checks_run as number,
    substances: record.substances as number,
    interaction_records: record.interaction_records as number,
  };
}

export const knowledgeStatsQueryKey = ['interactions', 'stats'] as const;

export async function getKnowledgeStats(signal?: AbortSignal): Promise<KnowledgeFigures> {
  return readKnowledgeFigures(await apiRequest<unknown>('/api/interactions/stats', { signal }));
}

export function knowledgeStatsQueryOptions() {
  return queryOptions({
    queryKey: knowledgeStatsQueryKey,
    queryFn: ({ signal }) => getKnowledgeStats(signal),
    // Below the checker: its page need not start its app at load for these figures (ADR 049);
    // the count of checks run is the database's, so they cannot be prerendered either.
    meta: SHOWN_ONCE_STARTED,
  });
}

export function useKnowledgeStats() {
  return useQuery(knowledgeStatsQueryOptions());
}
