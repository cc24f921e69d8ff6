/**
 * Progress: trends, pattern insights, action plans, the wellness score, reminders with
 * in-app notifications, and the weekly report. The zod schemas here are the API both sides use.
 * Dates are the user's calendar days as 'YYYY-MM-DD'; instants are ISO strings.
 */
import { z } from 'zod';
import { ACTION_PRIORITIES } from '../domain/action-plan';
import { LOCAL_TIME_PATTERN, isTimeZoneName } from '../domain/dates';
import { calendarDateSchema } from './tracking.contract';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const nullableNumber = z.number().nullable();

/**
 * `?today=YYYY-MM-DD`: the client's own calendar date, so windows end on the user's day (as the
 * tracking routes do). Defaults to the server's UTC date.
 */
export const todayQuerySchema = z.object({ today: calendarDateSchema.optional() });

// ---------------------------------------------------------------------------------------------
// GET /api/trends?days=7|30|90 (free 'wellness_trends')

export const TREND_WINDOWS = [7, 30, 90] as const;
export type TrendWindow = (typeof TREND_WINDOWS)[number];
export const DEFAULT_TREND_WINDOW: TrendWindow = 30;

export const trendsQuerySchema = todayQuerySchema.extend({
  days: z.enum(['7', '30', '90'], { error: 'days must be 7, 30 or 90' }).default('30'),
});

/** The series every chart can draw; each is null on a day without that data (never 0 for missing). */
export const TREND_SERIES = [
  'mood',
  'energy',
  'sleep_hours',
  'water_glasses',
  'symptom_count',
  'symptom_max_severity',
  'habit_completion',
  'medicines_taken_ratio',
] as const;
export type TrendSeries = (typeof TREND_SERIES)[number];

export const TREND_SERIES_LABELS: Readonly<Record<TrendSeries, string>> = {
  mood: 'Mood (1-5)',
  energy: 'Energy (1-5)',
  sleep_hours: 'Sleep (hours)',
  water_glasses: 'Water (glasses)',
  symptom_count: 'Symptoms logged',
  symptom_max_severity: 'Worst symptom (1-10)',
  habit_completion: 'Habits done (share)',
  medicines_taken_ratio: 'Medicines taken (share)',
};

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

// ---------------------------------------------------------------------------------------------
// GET /api/insights/patterns (paid 'pattern_insights')

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

// ---------------------------------------------------------------------------------------------
// Action plans (the dashboard's action centre, stored in health_action_plans; at most 5 per load)

export const ACTION_CATEGORIES = ['nutrition', 'lifestyle', 'fitness'] as const;
export const ACTION_STATUSES = ['pending', 'completed'] as const;

export const actionPlanSchema = z.object({
  action_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(ACTION_CATEGORIES),
  priority: z.enum(ACTION_PRIORITIES),
  /** 'Impact: n/10' (default 7). */
  impact_score: z.number().int(),
  time_sensitivity: z.number().int(),
  /** 'Effort: n/5' = ceil(time_sensitivity / 2). */
  effort: z.number().int(),
  status: z.enum(ACTION_STATUSES),
  completed_at: z.string().nullable(),
  scheduled_for: z.string().nullable(),
  /** metadata.steps: shown expandable when there is more than one. */
  steps: z.array(z.string()),
  /** The rule that generated it (metadata.rule_key); null for plans made elsewhere. */
  rule_key: z.string().nullable(),
  created_at: z.string(),
});
export type ActionPlan = z.infer<typeof actionPlanSchema>;

export const actionPlansResponseSchema = z.object({
  action_plans: z.array(actionPlanSchema).max(5),
  pending_count: z.number().int(),
  quick_tip: z.string(),
});
export type ActionPlansResponse = z.infer<typeof actionPlansResponseSchema>;

export const actionPlanPatchSchema = z.strictObject({
  status: z.enum(ACTION_STATUSES, { error: "status must be 'pending' or 'completed'" }),
});
export type ActionPlanPatch = z.infer<typeof actionPlanPatchSchema>;

export const actionPlanPatchResponseSchema = z.object({
  action_plan: actionPlanSchema,
  pending_count: z.number().int(),
  quick_tip: z.string(),
});
export type ActionPlanPatchResponse = z.infer<typeof actionPlanPatchResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/wellness-score

export const WELLNESS_PARTS = ['lifestyle', 'sleep', 'mood', 'habits', 'symptoms'] as const;
export type WellnessPart = (typeof WELLNESS_PARTS)[number];

export const wellnessPartSchema = z.object({
  key: z.enum(WELLNESS_PARTS),
  label: z.string(),
  /** 0-100. */
  score: z.number().int(),
  /** The part's share of the total when it has data (weights of the parts used sum to 1). */
  weight: z.number(),
  /** What it was computed from, in plain words. */
  detail: z.string(),
});
export type WellnessScorePart = z.infer<typeof wellnessPartSchema>;

export const wellnessScoreSchema = z.object({
  /** 0-100. */
  score: z.number().int(),
  /** True only when there is no data at all: the score is then the spec's default 78. */
  is_default: z.boolean(),
  parts: z.array(wellnessPartSchema),
  /** Days with tracked data in the window the score used. */
  days_of_data: z.number().int(),
  window_days: z.number().int(),
  computed_at: z.string(),
});
export type WellnessScore = z.infer<typeof wellnessScoreSchema>;

// ---------------------------------------------------------------------------------------------
// Reminders (paid feature 'automated_reminders') and in-app notifications

export const REMINDER_CHANNELS = ['in_app', 'email'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
/** 0 = Sunday … 6 = Saturday (the week starts on Sunday). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const REMINDERS_MAX = 50;

export const REMINDER_MESSAGES = {
  badTime: 'Use a time such as 08:30 (24-hour clock, HH:MM)',
  badZone: 'Use a time zone such as Europe/London',
  noZone: 'Choose a time zone for the reminder, or save one in your account settings',
  oneTarget: 'Choose a habit or a medicine for the reminder (one, not both)',
  noWeekday: 'Choose at least one day',
  noChannel: 'Choose in-app, email or both',
  habitNotFound: 'Habit not found',
  medicationNotFound: 'Medicine not found',
  tooMany: `You can keep up to ${REMINDERS_MAX} reminders.`,
} as const;

const localTime = z
  .string({ error: REMINDER_MESSAGES.badTime })
  .regex(LOCAL_TIME_PATTERN, REMINDER_MESSAGES.badTime);
const timeZone = z
  .string({ error: REMINDER_MESSAGES.badZone })
  .trim()
  .refine(isTimeZoneName, REMINDER_MESSAGES.badZone);
const weekdays = z
  .array(z.number().int().min(0).max(6), { error: REMINDER_MESSAGES.noWeekday })
  .min(1, REMINDER_MESSAGES.noWeekday)
  .max(7);
const channels = z
  .array(z.enum(REMINDER_CHANNELS), { error: REMINDER_MESSAGES.noChannel })
  .min(1, REMINDER_MESSAGES.noChannel)
  .max(2);
const optionalId = z.string().trim().min(1).max(100).nullish();

/** POST body: exactly one of habit_id and medication_id, both from the caller's own data. */
export const reminderInputSchema = z
  .strictObject({
    habit_id: optionalId,
    medication_id: optionalId,
    local_time: localTime,
    weekdays: weekdays.default([...WEEKDAYS]),
    /** Left out: the account's time zone (the profile's preferences.time_zone); 400 without one. */
    time_zone: timeZone.optional(),
    channels: channels.default(['in_app']),
    active: z.boolean().default(true),
  })
  .refine((body) => Boolean(body.habit_id) !== Boolean(body.medication_id), {
    message: REMINDER_MESSAGES.oneTarget,
    path: ['habit_id'],
  });
export type ReminderInput = z.input<typeof reminderInputSchema>;

/** PATCH body: only the fields sent change; the target (habit or medicine) stays. */
export const reminderPatchSchema = z.strictObject({
  local_time: localTime.optional(),
  weekdays: weekdays.optional(),
  time_zone: timeZone.optional(),
  channels: channels.optional(),
  active: z.boolean().optional(),
});
export type ReminderPatch = z.input<typeof reminderPatchSchema>;

export const reminderSchema = z.object({
  id: z.string(),
  kind: z.enum(['habit', 'medication']),
  habit_id: z.string().nullable(),
  medication_id: z.string().nullable(),
  /** The habit's or medicine's name now. */
  target_name: z.string(),
  local_time: z.string(),
  weekdays: z.array(z.number().int()),
  time_zone: z.string(),
  channels: z.array(z.enum(REMINDER_CHANNELS)),
  active: z.boolean(),
  /** When the scheduler sends it next; null when inactive. */
  next_run_at: z.string().nullable(),
  last_sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;
export const reminderListSchema = z.object({ reminders: z.array(reminderSchema) });

/**
 * 'reminder': sent by the scheduler, stored, marked read by the user. 'interaction' and
 * 'lab_flag': safety alerts on every plan, read from the current cabinet and latest lab report;
 * they stay unread while they hold (a major interaction, a critical result) unless the person
 * dismisses one, which hides it until the fact behind it changes (a medicine re-added, a new report).
 */
export const NOTIFICATION_KINDS = ['reminder', 'interaction', 'lab_flag'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const isSafetyAlert = (notification: { kind: NotificationKind }): boolean =>
  notification.kind !== 'reminder';

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An in-app path to act on it, e.g. '/habits' or '/log'. */
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
/** POST /api/notifications/safety-alerts/:key/dismiss: the alert's id as the list gives it. */
export const safetyAlertKeyParamsSchema = z.object({ key: z.string().min(1).max(300) });

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
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

// Contract complete: routes below are stable.
