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
import { validationError } from '#server/lib/app-error';
import type { HabitRow, HabitUpdate, HabitsRepository } from './habits.repository';
import {
  assertLoggableDate,
  resolveRange,
  resolveToday,
  toIso,
  type Clock,
} from './tracking-input';

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
      userId: string,
      query: { today?: string; include_archived: boolean },
    ): Promise<HabitList> {
      const today = resolveToday(query.today, options.now());
      const [rows, checkIns] = await Promise.all([
        repository.list(userId, { includeArchived: query.include_archived }),
        repository.allCheckIns(userId),
      ]);
      const byHabit = new Map<string, string[]>();
      for (const { habit_id, check_date } of checkIns)
        byHabit.set(habit_id, [...(byHabit.get(habit_id) ?? []), check_date]);
      return { today, habits: rows.map((row) => toHabit(row, byHabit.get(row.id) ?? [], today)) };
    },

    async create(userId: string, input: HabitInput): Promise<Habit> {
      const row = await repository.insert(userId, {
        name: input.name,
        description: input.description,
        schedule: input.schedule,
        times_per_week: input.schedule === 'weekly' ? (input.times_per_week ?? null) : null,
      });
      return toHabit(row, [], resolveToday(undefined, options.now()));
    },

    async update(userId: string, id: string, patch: HabitPatch): Promise<Habit | null> {
      const current = await repository.find(userId, id);
      if (!current) return null;
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
      const row = await repository.update(userId, id, values);
      return row && view(userId, row, resolveToday(undefined, options.now()));
    },

    remove(userId: string, id: string): Promise<boolean> {
      return repository.delete(userId, id);
    },

    /** Marks the habit done on `date` (idempotent); null when the habit is not the caller's. */
    async setCheckIn(
      userId: string,
      id: string,
      date: string,
      isDone: boolean,
      todayQuery?: string,
    ): Promise<Habit | null> {
      const habit = await repository.find(userId, id);
      if (!habit) return null;
      const today = resolveToday(todayQuery, options.now());
      if (isDone) {
        assertLoggableDate(date, options.now());
        await repository.checkIn(userId, id, date);
        await options.afterWrite(userId, date);
      } else {
        await repository.uncheck(userId, id, date);
      }
      return view(userId, habit, today);
    },

    async checkIns(
      userId: string,
      id: string,
      query: DateRangeQuery,
    ): Promise<HabitCheckInList | null> {
      const habit = await repository.find(userId, id);
      if (!habit) return null;
      const range = resolveRange(query, options.now());
      const dates = (await repository.checkInsOf(userId, id)).filter(
        (d) => d >= range.from && d <= range.to,
      );
      return { habit_id: id, ...range, dates };
    },
  };
}
export type HabitsService = ReturnType<typeof createHabitsService>;
