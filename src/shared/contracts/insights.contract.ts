/**
 * Pattern insights (paid 'pattern_insights'): how mood and energy differ on days with and without
 * each factor. The zod schemas here are the API both sides use.
 */
import { z } from 'zod';

// GET /api/insights/patterns?today=YYYY-MM-DD

export const PATTERN_OUTCOMES = ['mood', 'energy'] as const;
export type PatternOutcome = (typeof PATTERN_OUTCOMES)[number];

export const patternSchema = z.object({
  /** A stable key such as 'habit:<id>', 'tag:walk', 'sleep_7h', 'any_symptom', 'symptom:headache', 'water_8'. */
  factor: z.string(),
  outcome: z.enum(PATTERN_OUTCOMES),
  /** Mean outcome on days with the factor minus the mean on days without (points on the 1-5 scale). */
  effect: z.number(),
  days_with: z.number().int(),
  days_without: z.number().int(),
  /** A plain name for the factor, e.g. 'you walked', 'you slept 7 hours or more'. */
  label: z.string(),
  /** One sentence stating the effect size and the day counts. */
  summary: z.string(),
  direction: z.enum(['higher', 'lower']),
  mean_with: z.number(),
  mean_without: z.number(),
  /** Cohen's d (pooled standard deviation): ranks patterns and drops trivial ones (|d| < 0.2). */
  effect_size: z.number(),
  window_days: z.number().int(),
});
export type Pattern = z.infer<typeof patternSchema>;

export const patternsResponseSchema = z.object({
  patterns: z.array(patternSchema),
  window_days: z.number().int(),
  /** Days in the window with a mood entry (the outcomes). */
  days_analysed: z.number().int(),
  /** Each group needs at least this many days before a pattern is shown. */
  min_days_per_group: z.number().int(),
});
export type PatternsResponse = z.infer<typeof patternsResponseSchema>;
