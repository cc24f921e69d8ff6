/**
 * The library lists' query keys and what their answers resolve to, without React: the prerenderer
 * (scripts/prerender-queries.ts) seeds the library pages and the blend calculator with the
 * unfiltered lists, under the keys they ask with, as the data their query functions return
 * (ADR 049).
 */
import type {
  OilCategory,
  OilSummary,
  RemedyConcern,
  RemedySummary,
} from '#shared/contracts/aromatherapy.contract';
import { QUERY_ROOTS } from '#client/lib/invalidation';

/** Every aromatherapy query sits under this key (aromatherapy-query-keys.ts says why). */
export const aromatherapyQueryKey = QUERY_ROOTS.aromatherapy;

export interface OilFilters {
  category?: OilCategory;
  q?: string;
}

export interface RemedyFilters {
  concern?: RemedyConcern;
  q?: string;
}

export const oilListQueryKey = (filters: OilFilters) =>
  [...aromatherapyQueryKey, 'oils', 'list', filters] as const;

export const remedyListQueryKey = (filters: RemedyFilters) =>
  [...aromatherapyQueryKey, 'remedies', 'list', filters] as const;

/** GET /api/oils's answer, checked against its contract, as the library's query resolves it. */
export const oilsOf = (answer: { oils: OilSummary[] }): OilSummary[] => answer.oils;

/** GET /api/remedies's answer, checked against its contract, as the remedies' query resolves it. */
export const remediesOf = (answer: { remedies: RemedySummary[] }): RemedySummary[] =>
  answer.remedies;
