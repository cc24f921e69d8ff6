/**
 * Habit and check-in streaks, from the days something was done ('YYYY-MM-DD', any order,
 * duplicates allowed). A day that has not ended yet never breaks a streak: until today is done,
 * the current streak counts back from yesterday. Days after `today` are ignored.
 */
import { addDays, isoWeekStart } from './dates';

export interface Streaks {
  /** The run that is still alive today. */
  current: number;
  /** The longest run ever, the current one included. */
  best: number;
}

/** Unique days up to `today`, oldest first. */
function pastDays(dates: readonly string[], today: string): string[] {
  return [...new Set(dates)].filter((day) => day <= today).sort();
}

/** Longest run of consecutive units in a sorted, unique list, where `next` steps one unit. */
function longestRun(sorted: readonly string[], next: (unit: string) => string): number {
  let best = 0;
  let run = 0;
  let previous: string | undefined;
  for (const unit of sorted) {
    run = previous !== undefined && next(previous) === unit ? run + 1 : 1;
    best = Math.max(best, run);
    previous = unit;
  }
  return best;
}

/** Consecutive units in `done` counting back from `start`. */
function runBackFrom(
  done: ReadonlySet<string>,
  start: string,
  previous: (unit: string) => string,
): number {
  let count = 0;
  for (let unit = start; done.has(unit); unit = previous(unit)) count += 1;
  return count;
}

/** Daily habits and check-ins: streaks in days. */
export function dailyStreaks(dates: readonly string[], today: string): Streaks {
  const days = pastDays(dates, today);
  const done = new Set(days);
  const yesterday = addDays(today, -1);
  const current = runBackFrom(done, done.has(today) ? today : yesterday, (d) => addDays(d, -1));
  return { current, best: longestRun(days, (d) => addDays(d, 1)) };
}

/** Check-ins per ISO week, keyed by the week's Monday. */
export function countByIsoWeek(dates: readonly string[], today: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const day of pastDays(dates, today)) {
    const week = isoWeekStart(day);
    counts.set(week, (counts.get(week) ?? 0) + 1);
  }
  return counts;
}

/**
 * N-times-a-week habits: streaks in ISO weeks that met the target. The current week counts once
 * it is met; while it is still short it does not break the streak of the weeks before it.
 */
export function weeklyStreaks(
  dates: readonly string[],
  timesPerWeek: number,
  today: string,
): Streaks {
  return weeklyStreaksFromCounts(countByIsoWeek(dates, today), timesPerWeek, today);
}

/** `weeklyStreaks` from check-ins already counted per ISO week (weeks after today left out). */
export function weeklyStreaksFromCounts(
  counts: ReadonlyMap<string, number>,
  timesPerWeek: number,
  today: string,
): Streaks {
  const target = Math.max(1, timesPerWeek);
  const metWeeks = [...counts]
    .filter(([, count]) => count >= target)
    .map(([week]) => week)
    .sort();
  const met = new Set(metWeeks);
  const thisWeek = isoWeekStart(today);
  const start = met.has(thisWeek) ? thisWeek : addDays(thisWeek, -7);
  const current = runBackFrom(met, start, (w) => addDays(w, -7));
  return { current, best: longestRun(metWeeks, (w) => addDays(w, 7)) };
}

/** Check-ins so far in the ISO week holding `today`. */
export function countThisWeek(dates: readonly string[], today: string): number {
  return countByIsoWeek(dates, today).get(isoWeekStart(today)) ?? 0;
}
