/**
 * Pattern insights: how mood and energy differ on days with and without each factor (a habit, a
 * tag, enough sleep, a symptom, water), computed on read from the user's own tracked rows.
 */
import type { PatternsResponse } from '#shared/contracts/insights.contract';
import { MIN_DAYS_PER_GROUP, findPatterns } from '#shared/domain/correlations';
import { addDays } from '#shared/domain/dates';
import type { Actor } from '#server/plugins/actor';
import type { TrackingReader } from '#server/modules/tracking/index';
import { buildAnalysis } from '#server/modules/trends/index';

/** Patterns look back this far: long enough for 3 + 3 days, short enough to reflect today's life. */
export const PATTERN_WINDOW_DAYS = 90;

export interface InsightsDeps {
  tracked: Pick<TrackingReader, 'load'>;
  now: () => Date;
}

export function createInsightsService(deps: InsightsDeps) {
  async function patterns(actor: Actor, today?: string): Promise<PatternsResponse> {
    const to = today ?? deps.now().toISOString().slice(0, 10);
    const from = addDays(to, -(PATTERN_WINDOW_DAYS - 1));
    const analysis = buildAnalysis(await deps.tracked.load(actor.id, from, to), from, to);
    return {
      patterns: findPatterns(analysis.factors, analysis.days).map((pattern) => ({
        ...pattern,
        window_days: PATTERN_WINDOW_DAYS,
      })),
      window_days: PATTERN_WINDOW_DAYS,
      days_analysed: analysis.days.filter((day) => day.outcomes.mood !== null).length,
      min_days_per_group: MIN_DAYS_PER_GROUP,
    };
  }

  return { patterns };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
