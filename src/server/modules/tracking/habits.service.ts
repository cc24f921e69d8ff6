/** The user's habits with their streaks, and check-offs by day; each write re-checks the badges. */
import type { z } from 'zod';
import {
  TRACKING_MESSAGES,
  type DateRangeQuery,
  type Habit,
  type HabitCheckInList,
  type HabitList,
  type habitInputSchema,
  type habitPatchSchema,
} from '#shared/contracts/tracking.contract';
import { countThisWeek, dailyStreaks, weeklyStreaks } from '#shared/domain/streaks';
import { AppError, validationError } from '#server/lib/app-error';
import type { HabitRow, HabitUpdate, HabitsRepository } from './habits.repository';
import {
  assertLoggableDate,
  resolveRange,
  resolveToday,
  toIso,
  type Clock,
} from './tracking-input';
import type { Actor } from '#server/plugins/actor';

/** Another user's habit answers the same as a missing one. */
const habitNotFound = () => new AppError(404, 'NOT_FOUND', 'Habit not found');

type HabitInput = z.output<typeof habitInputSchema>;
type HabitPatch = z.output<typeof habitPatchSchema>;

/** A habit with its streaks as of `today`, from the days it was done. */
export function toHabit(row: HabitRow, dates: readonly string[], today: string): Habit {
  const isWeekly = row.schedule === 'weekly' && row.times_per_week !== null;
  const streaks = isWeekly
    ? weeklyStreaks(dates, row.times_per_week ?? 1, today)
    : dailyStreaks(dates, today);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    schedule: isWeekly ? 'weekly' : 'daily',
    times_per_week: row.times_per_week,
    archived_at: row.archived_at ? toIso(row.archived_at) : null,
    created_at: toIso(row.created_at),
    streak_unit: isWeekly ? 'weeks' : 'days',
    current_streak: streaks.current,
    best_streak: streaks.best,
    week_count: countThisWeek(dates, today),
    week_target: isWeekly ? (row.times_per_week ?? 1) : 7,
    done_today: dates.includes(today),
  };
}

export function createHabitsService(
  repository: HabitsRepository,
  options: { now: Clock; afterWrite: (userId: string, day?: string) => Promise<void> },
) {
  async function view(userId: string, row: HabitRow, today: string): Promise<Habit> {
    return toHabit(row, await repository.checkInsOf(userId, row.id), today);
  }

  return {
    async list(
      actor: Actor,
      query: { today?: string; include_archived: boolean },
    ): Promise<HabitList> {
      const today = resolveToday(query.today, options.now());
      const [rows, checkIns] = await Promise.all([
        repository.list(actor.id, { includeArchived: query.include_archived }),
        repository.allCheckIns(actor.id),
      ]);
      const byHabit = new Map<string, string[]>();
      for (const { habit_id, check_date } of checkIns)
        byHabit.set(habit_id, [...(byHabit.get(habit_id) ?? []), check_date]);
      return { today, habits: rows.map((row) => toHabit(row, byHabit.get(row.id) ?? [], today)) };
    },

    async create(actor: Actor, input: HabitInput): Promise<Habit> {
      const row = await repository.insert(actor.id, {
        name: input.name,
        description: input.description,
        schedule: input.schedule,
        times_per_week: input.schedule === 'weekly' ? (input.times_per_week ?? null) : null,
      });
      return toHabit(row, [], resolveToday(undefined, options.now()));
    },

    async update(actor: Actor, id: string, patch: HabitPatch): Promise<Habit> {
      const current = await repository.find(actor.id, id);
      if (!current) throw habitNotFound();
      const schedule = patch.schedule ?? current.schedule;
      const times =
        schedule === 'daily'
          ? null
          : patch.times_per_week !== undefined
            ? patch.times_per_week
            : current.times_per_week;
      if (schedule === 'weekly' && times == null)
        throw validationError(TRACKING_MESSAGES.timesPerWeek);
      const values: HabitUpdate = { schedule, times_per_week: times };
      if (patch.name !== undefined) values.name = patch.name;
      if (patch.description !== undefined) values.description = patch.description;
      if (patch.archived !== undefined)
        values.archived_at = patch.archived ? (current.archived_at ?? options.now()) : null;
      const row = await repository.update(actor.id, id, values);
      if (!row) throw habitNotFound();
      return view(actor.id, row, resolveToday(undefined, options.now()));
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (!(await repository.delete(actor.id, id))) throw habitNotFound();
    },

    /** Marks the habit done on `date` (idempotent); 404 when the habit is not the caller's. */
    async setCheckIn(
      actor: Actor,
      id: string,
      date: string,
      isDone: boolean,
      todayQuery?: string,
    ): Promise<Habit> {
      const habit = await repository.find(actor.id, id);
      if (!habit) throw habitNotFound();
      const today = resolveToday(todayQuery, options.now());
      if (isDone) {
        assertLoggableDate(date, options.now());
        await repository.checkIn(actor.id, id, date);
        await options.afterWrite(actor.id, date);
      } else {
        await repository.uncheck(actor.id, id, date);
      }
      return view(actor.id, habit, today);
    },

    async checkIns(actor: Actor, id: string, query: DateRangeQuery): Promise<HabitCheckInList> {
      const habit = await repository.find(actor.id, id);
      if (!habit) throw habitNotFound();
      const range = resolveRange(query, options.now());
      const dates = (await repository.checkInsOf(actor.id, id)).filter(
        (d) => d >= range.from && d <= range.to,
      );
      return { habit_id: id, ...range, dates };
    },
  };
}
export type HabitsService = ReturnType<typeof createHabitsService>;
