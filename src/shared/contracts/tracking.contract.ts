/**
 * The trackers: symptoms, mood and energy, habits, the daily log, goals and
 * achievements. Every route needs a session and reads or writes the caller's rows only.
 *
 * Dates are the user's own calendar days as 'YYYY-MM-DD'. The server refuses dates later than
 * tomorrow in UTC (somewhere it already is tomorrow). Routes that depend on "today" (streaks,
 * goal progress) take an optional `?today=YYYY-MM-DD` from the client's clock; without it they use
 * today in UTC. Bodies are strict: an unknown key (user_id, id, plan...) answers 400.
 */
import { z } from 'zod';
import { MAX_LOGGED_DOSES_A_DAY } from '#shared/domain/medicine-schedule';
import { HEALTH_GOAL_OPTIONS, SYMPTOM_OPTIONS } from '#shared/domain/option-lists';
import { DATE_MESSAGE } from '#shared/domain/dates';
import { calendarDateSchema, idParamsSchema } from './common.contract';

export { HEALTH_GOAL_OPTIONS, SYMPTOM_OPTIONS };

export const TRACKING_MESSAGES = {
  date: DATE_MESSAGE,
  severity: 'Severity must be between 1 and 10',
  symptomName: 'Symptom name must be 1 to 100 characters',
  occurredAt: 'Time must be a date and time such as 2026-03-01T08:30:00+01:00',
  note: 'Note must be at most 1000 characters',
  triggers: 'Add at most 10 triggers of up to 50 characters each',
  mood: 'Mood must be between 1 and 5',
  energy: 'Energy must be between 1 and 5',
  tags: 'Add at most 20 tags of up to 40 characters each',
  habitName: 'Habit name must be 1 to 100 characters',
  habitDescription: 'Description must be at most 500 characters',
  timesPerWeek: 'Times per week must be a whole number from 1 to 7',
  sleepHours: 'Sleep hours must be between 0 and 24, in steps of 0.25',
  waterGlasses: 'Water must be a whole number of glasses from 0 to 40',
  medicationId: 'A medication id is required',
  dose: 'Choose which of the day\u2019s doses (1 to 12)',
  goalTitle: 'Goal title must be 1 to 120 characters',
  goalTarget: 'Set a target value for this goal',
  goalValue: 'Values must be numbers from 0 to 100000',
  unit: 'Unit must be at most 20 characters',
  rangeTooLong: 'A date range can cover at most 366 days',
} as const;

/** Notes are free text: at most 1000 characters, as everywhere in the product. */
export const NOTE_MAX = 1000;
/** The longest `from`–`to` span a list route returns (a year-in-pixels plus a leap day). */
export const MAX_RANGE_DAYS = 366;
/** Without `from`, lists start this many days before `to` (the last 30 days, today included). */
export const DEFAULT_RANGE_DAYS = 30;
/** One glass of water, for the labels (the log counts glasses). */
export const WATER_GLASS_ML = 250;
/** The daily log's ranges, for the form's inputs as well as the rules below. */
export const SLEEP_HOURS_MAX = 24;
export const WATER_GLASSES_MAX = 40;

// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Free-text cleanup: no control characters, single spaces, no edges. */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

const boundedText = (min: number, max: number, message: string) =>
  z.string({ error: message }).overwrite(cleanText).min(min, message).max(max, message);

const note = z
  .string({ error: TRACKING_MESSAGES.note })
  .trim()
  .max(NOTE_MAX, TRACKING_MESSAGES.note)
  .nullish()
  .transform((value) => (value ? value : null));

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A real calendar date: 2026-02-30, 2026-13-01, 'yesterday' and 9999-12-31 are refused. */
export { calendarDateSchema };

export const dateParamsSchema = z.object({ date: calendarDateSchema });
export const habitDateParamsSchema = idParamsSchema.extend({ date: calendarDateSchema });

/**
 * `?from=&to=`: both optional. `to` defaults to tomorrow in UTC (a day already begun somewhere),
 * `from` to 29 days before `to` (or before today). At most MAX_RANGE_DAYS days.
 */
export const dateRangeQuerySchema = z.object({
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/** `?today=`: the client's own date, for streaks and progress. */
export const todayQuerySchema = z.object({ today: calendarDateSchema.optional() });

// ---------------------------------------------------------------- symptoms

export const symptomInputSchema = z.strictObject({
  /** One of SYMPTOM_OPTIONS or free text. */
  name: boundedText(1, 100, TRACKING_MESSAGES.symptomName),
  severity: wholeNumber(1, 10, TRACKING_MESSAGES.severity),
  /** ISO date-time with its offset; the date part as written is the day it is filed under. */
  occurred_at: z.iso.datetime({ offset: true, error: TRACKING_MESSAGES.occurredAt }),
  note,
  triggers: z
    .array(boundedText(1, 50, TRACKING_MESSAGES.triggers), { error: TRACKING_MESSAGES.triggers })
    .max(10, TRACKING_MESSAGES.triggers)
    .default([]),
});
export type SymptomInput = z.input<typeof symptomInputSchema>;

export const symptomSchema = z.object({
  id: z.string(),
  name: z.string(),
  severity: z.number(),
  occurred_at: z.string(),
  /** The user's calendar day of occurred_at. */
  occurred_on: z.string(),
  note: z.string().nullable(),
  triggers: z.array(z.string()),
  created_at: z.string(),
});
export type Symptom = z.infer<typeof symptomSchema>;

/** Newest first. */
export const symptomListSchema = z.object({
  from: z.string(),
  to: z.string(),
  symptoms: z.array(symptomSchema),
});
export type SymptomList = z.infer<typeof symptomListSchema>;

export const symptomOptionsSchema = z.object({ options: z.array(z.string()) });

// ---------------------------------------------------------------- mood

export const moodInputSchema = z.strictObject({
  mood: wholeNumber(1, 5, TRACKING_MESSAGES.mood),
  energy: wholeNumber(1, 5, TRACKING_MESSAGES.energy),
  /** Activities or tags ('walk', 'work', 'friends'); duplicates are dropped. */
  tags: z
    .array(boundedText(1, 40, TRACKING_MESSAGES.tags), { error: TRACKING_MESSAGES.tags })
    .max(20, TRACKING_MESSAGES.tags)
    .default([]),
  note,
});
export type MoodInput = z.input<typeof moodInputSchema>;

export const moodEntrySchema = z.object({
  date: z.string(),
  mood: z.number(),
  energy: z.number(),
  tags: z.array(z.string()),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MoodEntry = z.infer<typeof moodEntrySchema>;

/** Oldest first (chart order). */
export const moodListSchema = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(moodEntrySchema),
});
export type MoodList = z.infer<typeof moodListSchema>;

// ---------------------------------------------------------------- habits

export const HABIT_SCHEDULES = ['daily', 'weekly'] as const;
export type HabitSchedule = (typeof HABIT_SCHEDULES)[number];

const habitFields = {
  name: boundedText(1, 100, TRACKING_MESSAGES.habitName),
  description: z
    .string({ error: TRACKING_MESSAGES.habitDescription })
    .trim()
    .max(500, TRACKING_MESSAGES.habitDescription)
    .nullish()
    .transform((value) => (value ? value : null)),
  /** 'daily', or 'weekly' = times_per_week times in each ISO week (Monday to Sunday). */
  schedule: z.enum(HABIT_SCHEDULES),
  times_per_week: wholeNumber(1, 7, TRACKING_MESSAGES.timesPerWeek).nullish(),
};

export const habitInputSchema = z
  .strictObject({ ...habitFields, schedule: habitFields.schedule.default('daily') })
  .refine((habit) => habit.schedule === 'daily' || habit.times_per_week != null, {
    message: TRACKING_MESSAGES.timesPerWeek,
    path: ['times_per_week'],
  });
export type HabitInput = z.input<typeof habitInputSchema>;

/** PATCH: only the fields sent change; `archived: true` hides the habit and keeps its history. */
export const habitPatchSchema = z.strictObject({
  name: habitFields.name.optional(),
  description: habitFields.description.optional(),
  schedule: habitFields.schedule.optional(),
  times_per_week: habitFields.times_per_week,
  archived: z.boolean().optional(),
});
export type HabitPatch = z.input<typeof habitPatchSchema>;

export const habitListQuerySchema = todayQuerySchema.extend({
  include_archived: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const habitSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  schedule: z.enum(HABIT_SCHEDULES),
  times_per_week: z.number().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  /** Days for a daily habit, ISO weeks meeting the target for a weekly one. */
  streak_unit: z.enum(['days', 'weeks']),
  current_streak: z.number(),
  best_streak: z.number(),
  /** Check-ins in the current ISO week, and how many the week needs (7 for a daily habit). */
  week_count: z.number(),
  week_target: z.number(),
  done_today: z.boolean(),
});
export type Habit = z.infer<typeof habitSchema>;

export const habitListSchema = z.object({ today: z.string(), habits: z.array(habitSchema) });
export type HabitList = z.infer<typeof habitListSchema>;

export const habitCheckInListSchema = z.object({
  habit_id: z.string(),
  from: z.string(),
  to: z.string(),
  /** The days the habit was done, oldest first. */
  dates: z.array(z.string()),
});
export type HabitCheckInList = z.infer<typeof habitCheckInListSchema>;

// ---------------------------------------------------------------- daily log

export const DOSE_STATUSES = ['taken', 'skipped'] as const;
export type DoseStatus = (typeof DOSE_STATUSES)[number];

/**
 * PUT /api/daily-log/:date: only the fields sent change; null clears a value. Doses merge by
 * medication_id and dose (status null removes that dose's mark); ids must be the caller's
 * medicines. `dose` is which of the day's scheduled doses (1 to the medicine's doses_per_day);
 * without it the mark is the day's first dose, as before doses were counted (ADR 077).
 */
export const dailyLogInputSchema = z.strictObject({
  sleep_hours: z
    .number({ error: TRACKING_MESSAGES.sleepHours })
    .min(0, TRACKING_MESSAGES.sleepHours)
    .max(SLEEP_HOURS_MAX, TRACKING_MESSAGES.sleepHours)
    .refine((hours) => Number.isInteger(hours * 4), TRACKING_MESSAGES.sleepHours)
    .nullish(),
  water_glasses: wholeNumber(0, WATER_GLASSES_MAX, TRACKING_MESSAGES.waterGlasses).nullish(),
  medication_doses: z
    .array(
      z.strictObject({
        medication_id: z
          .string({ error: TRACKING_MESSAGES.medicationId })
          .min(1, TRACKING_MESSAGES.medicationId)
          .max(100),
        status: z.enum(DOSE_STATUSES).nullable(),
        dose: z
          .number({ error: TRACKING_MESSAGES.dose })
          .int(TRACKING_MESSAGES.dose)
          .min(1, TRACKING_MESSAGES.dose)
          .max(MAX_LOGGED_DOSES_A_DAY, TRACKING_MESSAGES.dose)
          .optional(),
      }),
    )
    .max(100)
    .optional(),
});
export type DailyLogInput = z.input<typeof dailyLogInputSchema>;

export const dailyLogMedicationSchema = z.object({
  medication_id: z.string(),
  name: z.string(),
  dosage: z.string().nullable(),
  frequency: z.string(),
  /** The schedule as written when the frequency does not say all of it; else null. */
  schedule_note: z.string().nullable(),
  /** The day's mark: null until every dose is marked, then 'skipped' if all were, else 'taken'. */
  status: z.enum(DOSE_STATUSES).nullable(),
  /** Scheduled doses to mark today (1 for a medicine not due every day). */
  doses_per_day: z.number().int().min(1),
  /** Each dose's mark, first dose first (length doses_per_day). */
  doses: z.array(z.enum(DOSE_STATUSES).nullable()),
});

export const dailyLogHabitSchema = z.object({
  id: z.string(),
  name: z.string(),
  schedule: z.enum(HABIT_SCHEDULES),
  times_per_week: z.number().nullable(),
  done: z.boolean(),
});

/** The whole day on one page. */
export const dailyLogSchema = z.object({
  date: z.string(),
  mood: moodEntrySchema.nullable(),
  symptoms: z.array(symptomSchema),
  habits: z.array(dailyLogHabitSchema),
  sleep_hours: z.number().nullable(),
  water_glasses: z.number().nullable(),
  /** The active cabinet, each with the day's mark. */
  medications: z.array(dailyLogMedicationSchema),
  /** When the sleep/water/doses part was last saved (null: never). */
  updated_at: z.string().nullable(),
});
export type DailyLog = z.infer<typeof dailyLogSchema>;

// ---------------------------------------------------------------- dose history

/** The windows the dose history shows: a week, a month, a quarter. */
export const DOSE_HISTORY_DAYS = [7, 30, 90] as const;

export const doseHistoryQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (DOSE_HISTORY_DAYS as readonly number[]).includes(days), {
      message: `days must be one of ${DOSE_HISTORY_DAYS.join(', ')}`,
    })
    .default(30),
});

export const doseHistoryDaySchema = z.object({
  date: z.string(),
  taken: z.number().int().min(0),
  skipped: z.number().int().min(0),
  /** Doses due that day; null for a medicine not due every day, or a day before it was added. */
  due: z.number().int().min(0).nullable(),
});

export const doseHistoryMedicineSchema = z.object({
  medication_id: z.string(),
  name: z.string(),
  dosage: z.string().nullable(),
  frequency: z.string(),
  /**
   * Stopped since (no longer in the active cabinet): kept while its marks are in the window, its
   * doses counted as marked, with no due (the day it stopped is not kept).
   */
  stopped: z.boolean(),
  /** Doses due a day; null for a medicine taken as needed, weekly or every other day, or stopped. */
  doses_per_day: z.number().int().min(1).nullable(),
  /** The first day counted: the window's first, or the day the medicine was added if later. */
  since: z.string(),
  taken: z.number().int().min(0),
  skipped: z.number().int().min(0),
  /** Doses due and not marked (today's count only once marked); null when not due daily. */
  not_marked: z.number().int().min(0).nullable(),
  /** Taken of the doses due, in whole percent; null when not due daily or nothing was due yet. */
  taken_percent: z.number().int().min(0).max(100).nullable(),
  /** Each day of the window, oldest first. */
  days: z.array(doseHistoryDaySchema),
});

/**
 * GET /api/dose-history/:date: the cabinet's doses marked over the window ending on date: each
 * active medicine, then each stopped one with marks in the window.
 */
export const doseHistorySchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  medicines: z.array(doseHistoryMedicineSchema),
});
export type DoseHistory = z.infer<typeof doseHistorySchema>;
export type DoseHistoryMedicine = z.infer<typeof doseHistoryMedicineSchema>;

// ---------------------------------------------------------------- goals

export const GOAL_SOURCES = ['profile', 'custom'] as const;
export const GOAL_METRICS = [
  'sleep_hours',
  'water_glasses',
  'mood',
  'energy',
  'habit_checkins',
  'weight',
  'symptom_free_days',
  'custom',
] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];
export const GOAL_DIRECTIONS = ['at_least', 'at_most'] as const;
export const GOAL_PERIODS = ['day', 'week'] as const;
export const GOAL_STATUSES = ['active', 'completed', 'archived'] as const;

/** What each metric measures and its unit, for labels. */
export const GOAL_METRIC_LABELS: Record<GoalMetric, { label: string; unit: string | null }> = {
  sleep_hours: { label: 'Hours of sleep', unit: 'hours' },
  water_glasses: { label: 'Glasses of water', unit: 'glasses' },
  mood: { label: 'Mood (1-5)', unit: null },
  energy: { label: 'Energy (1-5)', unit: null },
  habit_checkins: { label: 'Habit check-ins', unit: 'check-ins' },
  weight: { label: 'Body weight', unit: 'kg' },
  symptom_free_days: { label: 'Symptom-free days', unit: 'days' },
  custom: { label: 'Your own measure', unit: null },
};

const goalValue = z
  .number({ error: TRACKING_MESSAGES.goalValue })
  .min(0, TRACKING_MESSAGES.goalValue)
  .max(100_000, TRACKING_MESSAGES.goalValue);
const unit = z
  .string({ error: TRACKING_MESSAGES.unit })
  .overwrite(cleanText)
  .max(20, TRACKING_MESSAGES.unit)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * A goal the user writes. A 'day' goal counts the days of the last 7 meeting the target; a 'week'
 * goal sums the last 7 days. 'custom' and 'weight' compare the user's own current_value.
 */
export const goalInputSchema = z
  .strictObject({
    title: boundedText(1, 120, TRACKING_MESSAGES.goalTitle),
    metric: z.enum(GOAL_METRICS).default('custom'),
    target_value: goalValue.nullish(),
    current_value: goalValue.nullish(),
    unit,
    direction: z.enum(GOAL_DIRECTIONS).default('at_least'),
    period: z.enum(GOAL_PERIODS).default('day'),
  })
  .refine((goal) => goal.metric === 'custom' || goal.target_value != null, {
    message: TRACKING_MESSAGES.goalTarget,
    path: ['target_value'],
  });
export type GoalInput = z.input<typeof goalInputSchema>;

export const goalPatchSchema = z.strictObject({
  title: boundedText(1, 120, TRACKING_MESSAGES.goalTitle).optional(),
  target_value: goalValue.nullish(),
  current_value: goalValue.nullish(),
  unit,
  direction: z.enum(GOAL_DIRECTIONS).optional(),
  period: z.enum(GOAL_PERIODS).optional(),
  status: z.enum(GOAL_STATUSES).optional(),
});
export type GoalPatch = z.input<typeof goalPatchSchema>;

/** A goal's current value alone, required: the goal card's form exists to send one. */
export const goalCurrentValueSchema = z.object({ current_value: goalValue });

export const goalProgressSchema = z.object({
  /** Days looked at (the last 7, today included). */
  window_days: z.number(),
  /** 'day' goals: days meeting the target, and days with data in the window. */
  days_met: z.number().nullable(),
  days_logged: z.number().nullable(),
  /** 'week' goals: the 7-day total; weight/custom: the latest value. */
  current_value: z.number().nullable(),
  percent: z.number(),
  is_met: z.boolean(),
  /** Plain words, e.g. '5 of the last 7 nights reached 7.5 hours'. */
  summary: z.string(),
});
export type GoalProgress = z.infer<typeof goalProgressSchema>;

export const goalSchema = z.object({
  id: z.string(),
  title: z.string(),
  source: z.enum(GOAL_SOURCES),
  /** The profile goal it came from ('Better sleep'), for source 'profile'. */
  profile_goal: z.string().nullable(),
  metric: z.enum(GOAL_METRICS),
  target_value: z.number().nullable(),
  current_value: z.number().nullable(),
  unit: z.string().nullable(),
  direction: z.enum(GOAL_DIRECTIONS),
  period: z.enum(GOAL_PERIODS),
  status: z.enum(GOAL_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  /** Null when there is nothing to measure yet (a custom goal without a target). */
  progress: goalProgressSchema.nullable(),
});
export type Goal = z.infer<typeof goalSchema>;

export const goalListSchema = z.object({ today: z.string(), goals: z.array(goalSchema) });
export type GoalList = z.infer<typeof goalListSchema>;

export const syncProfileGoalsResponseSchema = z.object({
  /** Goals this call created (empty when they already exist). */
  created: z.array(goalSchema),
  /** Profile goals not turned into a goal, and why (e.g. a weight goal with no target weight). */
  skipped: z.array(z.object({ profile_goal: z.string(), reason: z.string() })),
  goals: z.array(goalSchema),
});
export type SyncProfileGoalsResponse = z.infer<typeof syncProfileGoalsResponseSchema>;

// ---------------------------------------------------------------- achievements

/** A profile is complete at 80 percent; this complete earns the 'Complete profile' badge. */
export const COMPLETE_PROFILE_SCORE = 80;

/**
 * Badges, each earned once from a real event and kept with the moment it was earned. A check-in
 * day is any day with a mood entry, a symptom, a daily log value or a habit check-off.
 */
export const ACHIEVEMENTS = [
  {
    key: 'first_log',
    title: 'First step',
    description: 'Log anything for the first time',
    target: 1,
  },
  {
    key: 'first_mood_checkin',
    title: 'Checked in',
    description: 'Record your first mood check-in',
    target: 1,
  },
  {
    key: 'checkin_streak_7',
    title: 'One week strong',
    description: 'Check in 7 days in a row',
    target: 7,
  },
  {
    key: 'checkin_streak_30',
    title: 'Thirty days',
    description: 'Check in 30 days in a row',
    target: 30,
  },
  {
    key: 'habit_streak_7',
    title: 'Habit builder',
    description: 'Do a daily habit 7 days in a row',
    target: 7,
  },
  {
    key: 'sleep_week',
    title: 'Sleep tracker',
    description: 'Log your sleep 7 nights in a row',
    target: 7,
  },
  {
    key: 'symptom_free_week',
    title: 'Symptom-free week',
    description: 'Check in 7 days in a row without logging a symptom',
    target: 7,
  },
  {
    key: 'first_goal',
    title: 'Goal setter',
    description: 'Set your first wellness goal',
    target: 1,
  },
  {
    key: 'complete_profile',
    title: 'Complete profile',
    description: 'Reach a profile completeness of 80% or more',
    target: COMPLETE_PROFILE_SCORE,
  },
] as const;
export type AchievementKey = (typeof ACHIEVEMENTS)[number]['key'];
export const ACHIEVEMENT_KEYS = ACHIEVEMENTS.map((a) => a.key) as [
  AchievementKey,
  ...AchievementKey[],
];

export const earnedAchievementSchema = z.object({
  key: z.enum(ACHIEVEMENT_KEYS),
  title: z.string(),
  description: z.string(),
  earned_at: z.string(),
});
export const lockedAchievementSchema = z.object({
  key: z.enum(ACHIEVEMENT_KEYS),
  title: z.string(),
  description: z.string(),
  progress: z.object({ current: z.number(), target: z.number() }),
});
export const achievementListSchema = z.object({
  /** Oldest first. */
  earned: z.array(earnedAchievementSchema),
  locked: z.array(lockedAchievementSchema),
});
export type AchievementList = z.infer<typeof achievementListSchema>;

// Contract complete: routes below are stable.
