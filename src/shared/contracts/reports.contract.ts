/**
 * The weekly report. The zod schemas here are the API both sides use. Dates are the user's
 * calendar days as 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import { calendarDateSchema } from './common.contract';
import { safetySummaryCountsSchema } from './safety-summary.contract';
import { todayQuerySchema } from './tracking.contract';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const nullableNumber = z.number().nullable();

// Weekly report: GET /api/reports/weekly (free 'wellness_reports'), /pdf (paid 'pdf_reports'),
// POST /api/reports/weekly/email (paid 'email_reports', always to the caller's own address).

export const ISO_WEEK_PATTERN = /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/;
const isoWeek = z.string().regex(ISO_WEEK_PATTERN, 'Use a week such as 2026-W07');

/** `week` defaults to the ISO week of `today`. */
export const weeklyReportQuerySchema = todayQuerySchema.extend({ week: isoWeek.optional() });
export const weeklyReportEmailSchema = z.strictObject({
  week: isoWeek.optional(),
  today: calendarDateSchema.optional(),
});

const reportDaySchema = z.object({ date: isoDay, mood: z.number(), energy: nullableNumber });

export const weeklyReportSchema = z.object({
  /** ISO week 'YYYY-Www', Monday to Sunday. */
  week: z.string(),
  from: isoDay,
  to: isoDay,
  days_with_data: z.number().int(),
  averages: z.object({
    mood: nullableNumber,
    energy: nullableNumber,
    sleep_hours: nullableNumber,
    water_glasses: nullableNumber,
    habit_completion: nullableNumber,
    medicines_taken_ratio: nullableNumber,
  }),
  /** The days with the highest and lowest mood; null without mood entries. */
  best_day: reportDaySchema.nullable(),
  worst_day: reportDaySchema.nullable(),
  habits: z.array(
    z.object({
      habit_id: z.string(),
      name: z.string(),
      done: z.number().int(),
      target: z.number().int(),
    }),
  ),
  symptoms: z.array(
    z.object({ name: z.string(), count: z.number().int(), max_severity: z.number().int() }),
  ),
  goals: z.array(
    z.object({
      goal_id: z.string(),
      title: z.string(),
      /** 0-100; null when the goal has no measurable target. */
      progress_percent: nullableNumber,
      status: z.string(),
      /** Plain words, e.g. '5 of the last 7 nights reached at least 7 hours'; null without a target. */
      summary: z.string().nullable(),
    }),
  ),
  achievements: z.array(z.object({ key: z.string(), title: z.string(), earned_at: z.string() })),
  /**
   * The cabinet's safety as the one safety summary counts it when the report is made (ADR 079):
   * the same figures as the dashboard card, the medication-safety page and the bell.
   */
  safety: z.object({ medication_count: z.number().int(), counts: safetySummaryCountsSchema }),
  /** Plain sentences summarising the week. */
  highlights: z.array(z.string()),
  generated_at: z.string(),
});
export type WeeklyReport = z.infer<typeof weeklyReportSchema>;

export const weeklyReportEmailResponseSchema = z.object({
  sent: z.literal(true),
  week: z.string(),
  /** The caller's own address, partly masked (j***@example.com). */
  to: z.string(),
});
