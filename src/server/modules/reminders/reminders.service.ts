/**
 * Reminders (paid feature 'automated_reminders') for the caller's own habits and medicines.
 * Saving one computes its next run in the user's zone; the scheduler does the rest.
 */
import {
  REMINDERS_MAX,
  REMINDER_MESSAGES,
  type Reminder,
  type ReminderChannel,
} from '#shared/contracts/reminders.contract';
import { isTimeZoneName, nextRunAfter } from '#shared/domain/dates';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import type { ProfileReader } from '#server/modules/profile/index';
import type { ReminderWithTarget, RemindersRepository } from './reminders.repository';

const REMINDER_NOT_FOUND_MESSAGE = 'Reminder not found';

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

export interface RemindersDeps {
  repository: RemindersRepository;
  now: () => Date;
  /** A reminder created without a zone runs in the account's (set on /account). */
  profiles: Pick<ProfileReader, 'findByUserId'>;
}

export function createRemindersService({ repository, now, profiles }: RemindersDeps) {
  /** The account's saved time zone (profile preferences), or null when there is none. */
  async function accountTimeZone(userId: string): Promise<string | null> {
    const zone = (await profiles.findByUserId(userId))?.preferences?.time_zone;
    return typeof zone === 'string' && isTimeZoneName(zone) ? zone : null;
  }

  const nextRun = (
    schedule: { local_time: string; weekdays: number[]; time_zone: string },
    active: boolean,
  ) => (active ? nextRunAfter(schedule, now()) : null);

  async function create(actor: Actor, input: ReminderCreate): Promise<Reminder> {
    const userId = actor.id;
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

  /** Changes one of the actor's reminders; 404 for anyone else's. */
  async function update(actor: Actor, id: string, patch: ReminderUpdate): Promise<Reminder> {
    const userId = actor.id;
    const current = await repository.find(userId, id);
    if (!current) throw new AppError(404, 'NOT_FOUND', REMINDER_NOT_FOUND_MESSAGE);
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
    // Deleted between the two reads: as gone as one that never was.
    if (!row) throw new AppError(404, 'NOT_FOUND', REMINDER_NOT_FOUND_MESSAGE);
    return toReminder(row);
  }

  return {
    list: async (actor: Actor) => (await repository.list(actor.id)).map(toReminder),
    create,
    update,
    /** Deletes one of the actor's reminders; 404 for anyone else's. */
    async remove(actor: Actor, id: string): Promise<void> {
      if (!(await repository.remove(actor.id, id)))
        throw new AppError(404, 'NOT_FOUND', REMINDER_NOT_FOUND_MESSAGE);
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
