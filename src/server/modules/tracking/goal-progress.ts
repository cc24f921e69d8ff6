/**
 * A goal's progress from tracked data over the last 7 days (today included). Pure, so the rules
 * are tested without a database.
 * - 'day' goals count the days that met the target ('5 of the last 7 days…').
 * - 'week' goals compare one value for the 7 days: a total for counts (water, check-ins,
 *   symptom-free days), an average of the logged days for levels (sleep, mood, energy).
 * - 'weight' and 'custom' compare the user's own current value with the target.
 */
import type { GoalMetric, GoalProgress } from '#shared/contracts/tracking.contract';
import type { GoalRow } from './goals.repository';

export const GOAL_WINDOW_DAYS = 7;

export interface GoalData {
  /** The window's dates, oldest first (GOAL_WINDOW_DAYS of them). */
  window: string[];
  daily: Partial<
    Record<
      'sleep_hours' | 'water_glasses' | 'mood' | 'energy' | 'habit_checkins',
      Map<string, number>
    >
  >;
  /** Days the user checked in at all, and days with a symptom logged. */
  checkInDays: Set<string>;
  symptomDays: Set<string>;
}

const LEVEL_METRICS = new Set<GoalMetric>(['sleep_hours', 'mood', 'energy']);
type GoalShape = Pick<
  GoalRow,
  'metric' | 'target_value' | 'current_value' | 'unit' | 'direction' | 'period'
>;

const meets = (value: number, target: number, direction: string) =>
  direction === 'at_most' ? value <= target : value >= target;

function percentToward(value: number, target: number, direction: string): number {
  if (meets(value, target, direction)) return 100;
  const ratio =
    direction === 'at_most'
      ? value === 0
        ? 1
        : target / value
      : target === 0
        ? 1
        : value / target;
  return Math.max(0, Math.min(99, Math.round(ratio * 100)));
}

const round = (value: number) => Math.round(value * 10) / 10;
const phrase = (goal: GoalShape, target: number) =>
  `${goal.direction === 'at_most' ? 'at most' : 'at least'} ${target}${goal.unit ? ` ${goal.unit}` : ''}`;

function compareOwnValue(goal: GoalShape): GoalProgress | null {
  if (goal.target_value === null) return null;
  const base = { window_days: GOAL_WINDOW_DAYS, days_met: null, days_logged: null };
  if (goal.current_value === null)
    return {
      ...base,
      current_value: null,
      percent: 0,
      is_met: false,
      summary: `Add your current value to track the target of ${phrase(goal, goal.target_value)}`,
    };
  return {
    ...base,
    current_value: goal.current_value,
    percent: percentToward(goal.current_value, goal.target_value, goal.direction),
    is_met: meets(goal.current_value, goal.target_value, goal.direction),
    summary: `Now ${goal.current_value}${goal.unit ? ` ${goal.unit}` : ''}; target ${phrase(goal, goal.target_value)}`,
  };
}

/** The day's value of a tracked metric, or undefined when nothing was logged that day. */
function dayValue(metric: GoalMetric, data: GoalData, day: string): number | undefined {
  if (metric === 'symptom_free_days')
    return data.checkInDays.has(day) ? (data.symptomDays.has(day) ? 0 : 1) : undefined;
  if (metric === 'habit_checkins') return data.daily.habit_checkins?.get(day) ?? 0;
  if (metric === 'weight' || metric === 'custom') return undefined;
  return data.daily[metric]?.get(day);
}

export function measureGoal(goal: GoalShape, data: GoalData): GoalProgress | null {
  const metric = goal.metric as GoalMetric;
  if (metric === 'weight' || metric === 'custom') return compareOwnValue(goal);
  const target = goal.target_value;
  if (target === null) return null;
  const values = data.window
    .map((day) => dayValue(metric, data, day))
    .filter((v): v is number => v !== undefined);
  const window_days = data.window.length;

  // Symptom-free days only make sense as a count over the week.
  if (goal.period === 'day' && metric !== 'symptom_free_days') {
    const daysMet = values.filter((v) => meets(v, target, goal.direction)).length;
    const noun = metric === 'sleep_hours' ? 'nights' : 'days';
    return {
      window_days,
      days_met: daysMet,
      days_logged: values.length,
      current_value: null,
      percent: Math.round((daysMet / window_days) * 100),
      is_met: daysMet === window_days,
      summary: `${daysMet} of the last ${window_days} ${noun} reached ${phrase(goal, target)}`,
    };
  }

  const isLevel = LEVEL_METRICS.has(metric);
  const value = isLevel
    ? values.length > 0
      ? round(values.reduce((a, b) => a + b, 0) / values.length)
      : null
    : values.reduce((a, b) => a + b, 0);
  if (value === null)
    return {
      window_days,
      days_met: null,
      days_logged: 0,
      current_value: null,
      percent: 0,
      is_met: false,
      summary: `Nothing logged in the last ${window_days} days yet`,
    };
  const what = isLevel
    ? `Average ${value} over ${values.length} logged days`
    : `${value}${goal.unit ? ` ${goal.unit}` : ''} in the last ${window_days} days`;
  return {
    window_days,
    days_met: null,
    days_logged: values.length,
    current_value: value,
    percent: percentToward(value, target, goal.direction),
    is_met: meets(value, target, goal.direction),
    summary: `${what} (target: ${phrase(goal, target)})`,
  };
}
