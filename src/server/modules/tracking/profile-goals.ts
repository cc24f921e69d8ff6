/**
 * Turns the profile's health_goals.primary into goals (POST /api/goals/sync-profile). Goals we can
 * measure from tracked data get a metric and a target; the rest become the user's own goals
 * ('custom'), ready for a target of their choosing.
 */
import type { HealthGoals, PersonalInfo } from '#shared/contracts/profile.contract';
import type { GoalValues } from './goals.repository';

/**
 * CDC, 'About Sleep' (https://www.cdc.gov/sleep/about/index.html): adults need 7 or more hours a
 * night. Used when the profile has no sleepTarget.
 */
export const DEFAULT_SLEEP_TARGET_HOURS = 7;
/** Pounds convert to kilograms at 0.453592. */
const KG_PER_LB = 0.453592;

export interface ProfileGoalPlan {
  goals: GoalValues[];
  skipped: { profile_goal: string; reason: string }[];
}

const base = { source: 'profile' as const, status: 'active' as const, current_value: null };

function weightGoal(label: string, goals: HealthGoals, person: PersonalInfo): GoalValues | string {
  const targets = goals.specificTargets;
  const target = targets?.targetWeight;
  if (target == null) return 'Add a target weight to your health goals to measure it';
  const unit = targets?.weightUnit ?? person.weightUnit ?? 'kg';
  let current = person.weight ?? null;
  if (current !== null && (person.weightUnit ?? 'kg') !== unit)
    current = Math.round((unit === 'kg' ? current * KG_PER_LB : current / KG_PER_LB) * 10) / 10;
  return {
    ...base,
    profile_goal: label,
    title: `Reach ${target} ${unit}`,
    metric: 'weight',
    target_value: target,
    current_value: current,
    unit,
    direction: label === 'Lose weight' ? 'at_most' : 'at_least',
    period: 'week',
  };
}

function measurableGoal(label: string, goals: HealthGoals): GoalValues | null {
  const common = { ...base, profile_goal: label, direction: 'at_least' as const };
  switch (label) {
    case 'Better sleep': {
      const hours = goals.specificTargets?.sleepTarget ?? DEFAULT_SLEEP_TARGET_HOURS;
      return {
        ...common,
        title: `Sleep at least ${hours} hours a night`,
        metric: 'sleep_hours',
        target_value: hours,
        unit: 'hours',
        period: 'day',
      };
    }
    case 'More energy':
      return {
        ...common,
        title: 'Feel energetic: energy 4 of 5 or more',
        metric: 'energy',
        target_value: 4,
        unit: null,
        period: 'day',
      };
    case 'Reduce stress':
      return {
        ...common,
        title: 'Feel calm and well: mood 4 of 5 or more',
        metric: 'mood',
        target_value: 4,
        unit: null,
        period: 'day',
      };
    case 'Improve digestion':
      return {
        ...common,
        title: 'Five symptom-free days a week',
        metric: 'symptom_free_days',
        target_value: 5,
        unit: 'days',
        period: 'week',
      };
    default:
      return null;
  }
}

export function planProfileGoals(goals: HealthGoals, person: PersonalInfo): ProfileGoalPlan {
  const plan: ProfileGoalPlan = { goals: [], skipped: [] };
  const labels = [...new Set((goals.primary ?? []).map((g) => g.trim()).filter(Boolean))];
  for (const label of labels.slice(0, 50)) {
    if (label === 'Lose weight' || label === 'Gain weight') {
      const goal = weightGoal(label, goals, person);
      if (typeof goal === 'string') plan.skipped.push({ profile_goal: label, reason: goal });
      else plan.goals.push(goal);
      continue;
    }
    const title =
      label === 'Improve fitness' && goals.specificTargets?.fitnessTarget
        ? `Improve fitness: ${goals.specificTargets.fitnessTarget}`
        : label;
    plan.goals.push(
      measurableGoal(label, goals) ?? {
        ...base,
        profile_goal: label,
        title: title.slice(0, 120),
        metric: 'custom',
        target_value: null,
        unit: null,
        direction: 'at_least',
        period: 'day',
      },
    );
  }
  return plan;
}
