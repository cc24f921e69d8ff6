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
import { isoWeekStart } from '#shared/domain/dates';
import {
  countThisWeek,
  dailyStreaks,
  weeklyStreaks,
  weeklyStreaksFromCounts,
  type Streaks,
} from '#shared/domain/streaks';
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

const isWeeklyHabit = (row: HabitRow) => row.schedule === 'weekly' && row.times_per_week !== null;

/** A habit with its streaks as of `today`, from the days it was done. */
function toHabit(row: HabitRow, dates: readonly string[], today: string): Habit {
  const streaks = isWeeklyHabit(row)
    ? weeklyStreaks(dates, row.times_per_week ?? 1, today)
    : dailyStreaks(dates, today);
  return habitView(row, streaks, dates, today);
}

/**
 * A habit's answer from its streaks and the days it was done this ISO week up to `today` (any
 * other days passed are not counted).
 */
function habitView(
  row: HabitRow,
  streaks: Streaks,
  weekDates: readonly string[],
  today: string,
): Habit {
  const isWeekly = isWeeklyHabit(row);
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
    week_count: countThisWeek(weekDates, today),
    week_target: isWeekly ? (row.times_per_week ?? 1) : 7,
    done_today: weekDates.includes(today),
  };
}

export function createHabitsService(
  repository: HabitsRepository,
  options: { now: Clock; afterWrite: (userId: string, day?: string) => Promise<void> },
) {
  /**
   * Habits as of `today`, read by what they show (ADR 088): daily streaks from the stored runs of
   * days, N-times-a-week streaks from check-ins counted per week, and this week's check-ins; never
   * every check-in.
   */
  async function views(userId: string, rows: readonly HabitRow[], today: string): Promise<Habit[]> {
    if (rows.length === 0) return [];
    const one = rows.length === 1 ? rows[0]!.id : undefined;
    const weekly = rows.filter(isWeeklyHabit).map((row) => row.id);
    const [daily, weekCounts, thisWeek] = await Promise.all([
      rows.length > weekly.length
        ? repository.dailyStreaks(userId, today, one)
        : new Map<string, Streaks>(),
      repository.weekCounts(userId, weekly, today),
      one
        ? repository
            .checkInsOfBetween(userId, one, isoWeekStart(today), today)
            .then((dates) => dates.map((check_date) => ({ habit_id: one, check_date })))
        : repository.checkInsBetween(userId, isoWeekStart(today), today),
    ]);
    const weekDates = new Map<string, string[]>();
    for (const { habit_id, check_date } of thisWeek)
      weekDates.set(habit_id, [...(weekDates.get(habit_id) ?? []), check_date]);
    return rows.map((row) => {
      const streaks = isWeeklyHabit(row)
        ? weeklyStreaksFromCounts(
            weekCounts.get(row.id) ?? new Map(),
            row.times_per_week ?? 1,
            today,
          )
        : (daily.get(row.id) ?? { current: 0, best: 0 });
      return habitView(row, streaks, weekDates.get(row.id) ?? [], today);
    });
  }
  async function view(userId: string, row: HabitRow, today: string): Promise<Habit> {
    const [habit] = await views(userId, [row], today);
    return habit!;
  }

  return {
    async list(
      actor: Actor,
      query: { today?: string; include_archived: boolean },
    ): Promise<HabitList> {
      const today = resolveToday(query.today, options.now());
      const rows = await repository.list(actor.id, { includeArchived: query.include_archived });
      return { today, habits: await views(actor.id, rows, today) };
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
      const dates = await repository.checkInsOfBetween(actor.id, id, range.from, range.to);
      return { habit_id: id, ...range, dates };
    },
  };
}
export type HabitsService = ReturnType<typeof createHabitsService>;
