/**
 * Trends: every tracked series per day over 7, 30 or 90 days. The zod schemas here are the API
 * both sides use. Dates are the user's calendar days as 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import { TREND_SERIES } from '../domain/trend-series';
import { todayQuerySchema } from './tracking.contract';

export {
  DEFAULT_TREND_WINDOW,
  TREND_SERIES,
  TREND_SERIES_LABELS,
  TREND_WINDOWS,
  type TrendSeries,
  type TrendWindow,
} from '../domain/trend-series';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const nullableNumber = z.number().nullable();

// GET /api/trends?days=7|30|90&today=YYYY-MM-DD (free 'wellness_trends'); `today` as in
// tracking.contract's todayQuerySchema: windows end on the user's own day.
export const trendsQuerySchema = todayQuerySchema.extend({
  days: z.enum(['7', '30', '90'], { error: 'days must be 7, 30 or 90' }).default('30'),
});

export const trendDaySchema = z.object({
  date: isoDay,
  mood: nullableNumber,
  energy: nullableNumber,
  sleep_hours: nullableNumber,
  water_glasses: nullableNumber,
  /** Symptoms logged that day; null when nothing at all was tracked that day. */
  symptom_count: nullableNumber,
  /** The highest severity logged that day; null without a symptom. */
  symptom_max_severity: nullableNumber,
  /** Share (0-1) of the habits due that day that were checked off; null without habits or data. */
  habit_completion: nullableNumber,
  /** Share (0-1) of the logged doses that were taken; null when no dose was logged. */
  medicines_taken_ratio: nullableNumber,
});
export type TrendDay = z.infer<typeof trendDaySchema>;

export const trendSummarySchema = z.object({
  /** The mean over the days that have a value, rounded to 2 decimals; null with no value. */
  average: nullableNumber,
  days_with_data: z.number().int(),
});

export const trendsResponseSchema = z.object({
  window_days: z.number().int(),
  from: isoDay,
  to: isoDay,
  days: z.array(trendDaySchema),
  summary: z.record(z.enum(TREND_SERIES), trendSummarySchema),
  /** Days with any tracked entry (mood, daily log, symptom or habit check-in). */
  days_with_data: z.number().int(),
});
export type TrendsResponse = z.infer<typeof trendsResponseSchema>;
