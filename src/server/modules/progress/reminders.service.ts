/**
 * Reminders (paid feature 'automated_reminders') for the caller's own habits and medicines.
 * Saving one computes its next run in the user's zone; the scheduler does the rest.
 */
import {
  REMINDERS_MAX,
  REMINDER_MESSAGES,
  type AppNotification,
  type Reminder,
  type ReminderChannel,
} from '#shared/contracts/progress.contract';
import { AppError } from '#server/lib/app-error';
import type {
  NotificationRow,
  ReminderWithTarget,
  RemindersRepository,
} from './reminders.repository';
import { nextRunAfter } from '#shared/domain/dates';

export interface ReminderCreate {
  habit_id?: string | null;
  medication_id?: string | null;
  local_time: string;
  weekdays: number[];
  /** Left out: the account's zone. */
  time_zone?: string;
  channels: ReminderChannel[];
  active: boolean;
}
export type ReminderUpdate = Partial<Omit<ReminderCreate, 'habit_id' | 'medication_id'>>;

/** The account's saved time zone (profile preferences), or null when there is none. */
export type AccountTimeZone = (userId: string) => Promise<string | null>;

const sortedUnique = <T extends number | string>(values: readonly T[]): T[] =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

export function toReminder(row: ReminderWithTarget): Reminder {
  return {
    id: row.id,
    kind: row.habit_id ? 'habit' : 'medication',
    habit_id: row.habit_id,
    medication_id: row.medication_id,
    target_name: row.target_name ?? '',
    local_time: row.local_time,
    weekdays: row.weekdays,
    time_zone: row.time_zone,
    channels: row.channels as ReminderChannel[],
    active: row.active,
    next_run_at: row.next_run_at?.toISOString() ?? null,
    last_sent_at: row.last_sent_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind as AppNotification['kind'],
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  };
}

export function createRemindersService(
  repository: RemindersRepository,
  now: () => Date,
  accountTimeZone: AccountTimeZone = async () => null,
  safetyAlerts: (userId: string) => Promise<AppNotification[]> = async () => [],
) {
  const nextRun = (
    schedule: { local_time: string; weekdays: number[]; time_zone: string },
    active: boolean,
  ) => (active ? nextRunAfter(schedule, now()) : null);

  async function create(userId: string, input: ReminderCreate): Promise<Reminder> {
    if (input.habit_id && !(await repository.ownHabitName(userId, input.habit_id)))
      throw new AppError(404, 'NOT_FOUND', REMINDER_MESSAGES.habitNotFound);
    if (input.medication_id && !(await repository.ownMedicationName(userId, input.medication_id)))
      throw new AppError(404, 'NOT_FOUND', REMINDER_MESSAGES.medicationNotFound);
    if ((await repository.count(userId)) >= REMINDERS_MAX)
      throw new AppError(409, 'TOO_MANY_REMINDERS', REMINDER_MESSAGES.tooMany);
    const timeZone = input.time_zone ?? (await accountTimeZone(userId));
    if (!timeZone) throw new AppError(400, 'VALIDATION_ERROR', REMINDER_MESSAGES.noZone);
    const weekdays = sortedUnique(input.weekdays);
    const id = await repository.insert(userId, {
      habit_id: input.habit_id || null,
      medication_id: input.medication_id || null,
      local_time: input.local_time,
      weekdays,
      time_zone: timeZone,
      channels: sortedUnique(input.channels),
      active: input.active,
      next_run_at: nextRun({ ...input, weekdays, time_zone: timeZone }, input.active),
    });
    const row = await repository.find(userId, id);
    if (!row) throw new Error('reminder vanished after insert');
    return toReminder(row);
  }

  async function update(
    userId: string,
    id: string,
    patch: ReminderUpdate,
  ): Promise<Reminder | null> {
    const current = await repository.find(userId, id);
    if (!current) return null;
    const merged = {
      local_time: patch.local_time ?? current.local_time,
      weekdays: sortedUnique(patch.weekdays ?? current.weekdays),
      time_zone: patch.time_zone ?? current.time_zone,
      channels: sortedUnique(patch.channels ?? (current.channels as ReminderChannel[])),
      active: patch.active ?? current.active,
    };
    // Any change to when it runs starts from now, so an edited reminder never fires in the past.
    await repository.update(userId, id, { ...merged, next_run_at: nextRun(merged, merged.active) });
    const row = await repository.find(userId, id);
    return row ? toReminder(row) : null;
  }

  return {
    list: async (userId: string) => (await repository.list(userId)).map(toReminder),
    create,
    update,
    remove: (userId: string, id: string) => repository.remove(userId, id),
    /** Safety alerts first (every plan; each counts as unread while it holds), then the stored ones. */
    async notifications(userId: string) {
      const [{ rows, unread }, alerts] = await Promise.all([
        repository.listNotifications(userId),
        safetyAlerts(userId),
      ]);
      return {
        notifications: [...alerts, ...rows.map(toNotification)],
        unread_count: unread + alerts.length,
      };
    },
    async markRead(userId: string, id: string) {
      const row = await repository.markRead(userId, id, now());
      return row ? toNotification(row) : null;
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
