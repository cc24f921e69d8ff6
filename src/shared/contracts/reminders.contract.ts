/**
 * Reminders (paid feature 'automated_reminders') of the user's own habits and medicines, at a local
 * time on chosen weekdays, in the app and by email. The zod schemas here are the API both sides use.
 */
import { z } from 'zod';
import { LOCAL_TIME_PATTERN, isTimeZoneName } from '../domain/dates';

// GET/POST /api/reminders, PATCH/DELETE /api/reminders/:id

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
