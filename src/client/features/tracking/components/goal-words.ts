/** A goal's target in words: 'At least 7.5 hours each day', 'At most 70 kg'. */
import { GOAL_METRIC_LABELS, type Goal } from '#shared/contracts/tracking.contract';

/** Measures that compare the user's own latest value rather than tracked days. */
export const SELF_REPORTED_METRICS: readonly Goal['metric'][] = ['custom', 'weight'];

export function goalUnit(goal: Pick<Goal, 'metric' | 'unit'>): string | null {
  return goal.unit ?? GOAL_METRIC_LABELS[goal.metric].unit;
}

export function targetText(
  goal: Pick<Goal, 'metric' | 'unit' | 'target_value' | 'direction' | 'period'>,
): string | null {
  if (goal.target_value === null) return null;
  const unit = goalUnit(goal);
  const amount = `${goal.direction === 'at_most' ? 'At most' : 'At least'} ${goal.target_value}${unit ? ` ${unit}` : ''}`;
  if (SELF_REPORTED_METRICS.includes(goal.metric)) return amount;
  // A unit already says what is measured ('7.5 hours'); a bare scale needs its name ('4 (mood 1-5)').
  const measure = unit ? '' : ` (${GOAL_METRIC_LABELS[goal.metric].label.toLowerCase()})`;
  return `${amount}${measure} ${goal.period === 'week' ? 'a week' : 'each day'}`;
}
