/** How a habit's schedule and streaks read in words. */
import type { Habit } from '#shared/contracts/tracking.contract';

export function scheduleText(habit: Pick<Habit, 'schedule' | 'times_per_week'>): string {
  if (habit.schedule === 'daily') return 'Every day';
  const times = habit.times_per_week ?? 1;
  return `${times} ${times === 1 ? 'time' : 'times'} a week`;
}

/** '3 days', '1 week': the streak unit follows the schedule (days for daily, weeks for weekly). */
export function streakText(count: number, unit: Habit['streak_unit']): string {
  const word = unit === 'days' ? 'day' : 'week';
  return `${count} ${count === 1 ? word : `${word}s`}`;
}
