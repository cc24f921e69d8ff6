/**
 * The remedies list's query key and what its answer resolves to, without React: the prerenderer
 * (scripts/prerender-queries.ts) seeds /natural-remedies with the unfiltered list, under the key
 * the page asks with, as the data its query function returns (ADR 049).
 */
import {
  remedyListResponseSchema,
  type RemedyConcern,
  type RemedySummary,
} from '#shared/contracts/aromatherapy.contract';

/** Every aromatherapy query sits under this key (aromatherapy-query-keys.ts says why). */
export const aromatherapyQueryKey = ['aromatherapy'] as const;

export interface RemedyFilters {
  concern?: RemedyConcern;
  q?: string;
}

export const remedyListQueryKey = (filters: RemedyFilters) =>
  [...aromatherapyQueryKey, 'remedies', 'list', filters] as const;

/** GET /api/remedies's body as the remedies' query resolves it: the remedies. */
export const remediesFromBody = (body: unknown): RemedySummary[] =>
  remedyListResponseSchema.parse(body).remedies;
