/**
 * Pattern insights: how mood and energy differ between days with and without a factor
 * (a habit done, a mood tag, 7 hours of sleep, a symptom, 8 glasses of water). The effect is the
 * difference of the two means, stated with both day counts; Cohen's d ranks the patterns and drops
 * trivial ones. Descriptive only: a pattern is an association in the user's own days, not a cause.
 * Pure TypeScript: no DOM, no Node APIs.
 */
import { formatCount } from './plural';

/** A pattern is shown only with at least this many days with and this many without the factor. */
export const MIN_DAYS_PER_GROUP = 3;
/** Cohen's conventional 'small' effect: below it a difference is treated as noise and not shown. */
export const MIN_EFFECT_SIZE = 0.2;
export const TOP_PATTERNS = 8;

export type Outcome = 'mood' | 'energy';

export interface FactorDefinition {
  /** Stable key, e.g. 'habit:<id>', 'tag:walk', 'sleep_7h'. */
  key: string;
  /** Plain words for the chart legend, e.g. 'Walked'. */
  label: string;
  /** How the sentence opens, e.g. 'On days you checked off "Walk"'. */
  when: string;
}

export interface AnalysisDay {
  date: string;
  outcomes: Partial<Record<Outcome, number | null>>;
  /** true: factor present; false: absent; missing or null: unknown that day (left out of both groups). */
  factors: Record<string, boolean | null | undefined>;
}

export interface PatternResult {
  factor: string;
  outcome: Outcome;
  effect: number;
  days_with: number;
  days_without: number;
  label: string;
  summary: string;
  direction: 'higher' | 'lower';
  mean_with: number;
  mean_without: number;
  effect_size: number;
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Sample variance (n - 1); 0 for fewer than two values. */
export function sampleVariance(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return values.reduce((sum, value) => sum + (value - m) ** 2, 0) / (values.length - 1);
}

/**
 * Cohen's d with the pooled standard deviation, or null when either group has no spread (fewer
 * than two values, or all the same): d then divides by (nearly) nothing and says nothing about
 * size, which once showed as 'Effect size: 10 (large)' for two constant groups.
 */
export function cohensD(
  withValues: readonly number[],
  withoutValues: readonly number[],
): number | null {
  const varianceWith = sampleVariance(withValues);
  const varianceWithout = sampleVariance(withoutValues);
  if (varianceWith === 0 || varianceWithout === 0) return null;
  const n1 = withValues.length;
  const n2 = withoutValues.length;
  const pooled = Math.sqrt(
    ((n1 - 1) * varianceWith + (n2 - 1) * varianceWithout) / Math.max(1, n1 + n2 - 2),
  );
  return (mean(withValues) - mean(withoutValues)) / pooled;
}

export type EffectSizeWords = 'small difference' | 'medium difference' | 'large difference';

/** Cohen's usual reading of |d| (0.2 small, 0.5 medium, 0.8 large), in the words the app shows. */
export function effectSizeWords(d: number): EffectSizeWords {
  const size = Math.abs(d);
  if (size >= 0.8) return 'large difference';
  if (size >= 0.5) return 'medium difference';
  return 'small difference';
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** 'On days you walked, your mood averaged 0.8 points higher (4.1 vs 3.3; 9 days with, 12 without).' */
export function describePattern(
  factor: FactorDefinition,
  outcome: Outcome,
  meanWith: number,
  meanWithout: number,
  daysWith: number,
  daysWithout: number,
): string {
  // From the rounded means, so the sentence's numbers always add up (4.3 vs 3.2 → 1.1).
  const difference = Math.abs(round1(round1(meanWith) - round1(meanWithout)));
  const direction = meanWith >= meanWithout ? 'higher' : 'lower';
  const points = difference === 1 ? 'point' : 'points';
  return (
    `${factor.when}, your ${outcome} averaged ${difference.toFixed(1)} ${points} ${direction} ` +
    `(${round1(meanWith).toFixed(1)} vs ${round1(meanWithout).toFixed(1)}; ` +
    `${formatCount(daysWith, 'day')} with, ${daysWithout} without).`
  );
}

/** The one comparison of a factor and an outcome, or null when either group is too small or the effect trivial. */
export function comparePattern(
  factor: FactorDefinition,
  outcome: Outcome,
  days: readonly AnalysisDay[],
): PatternResult | null {
  const withValues: number[] = [];
  const withoutValues: number[] = [];
  for (const day of days) {
    const value = day.outcomes[outcome];
    const present = day.factors[factor.key];
    if (value === null || value === undefined || present === null || present === undefined)
      continue;
    (present ? withValues : withoutValues).push(value);
  }
  if (withValues.length < MIN_DAYS_PER_GROUP || withoutValues.length < MIN_DAYS_PER_GROUP)
    return null;
  const meanWith = mean(withValues);
  const meanWithout = mean(withoutValues);
  const d = cohensD(withValues, withoutValues);
  // No spread on one side: the size cannot be measured, so the pattern is not shown.
  if (d === null || Math.abs(d) < MIN_EFFECT_SIZE) return null;
  return {
    factor: factor.key,
    outcome,
    effect: round2(meanWith - meanWithout),
    days_with: withValues.length,
    days_without: withoutValues.length,
    label: factor.label,
    summary: describePattern(
      factor,
      outcome,
      meanWith,
      meanWithout,
      withValues.length,
      withoutValues.length,
    ),
    direction: meanWith >= meanWithout ? 'higher' : 'lower',
    mean_with: round2(meanWith),
    mean_without: round2(meanWithout),
    effect_size: round2(d),
  };
}

/**
 * Every factor against every outcome, the trivial and the under-sampled left out, sorted by
 * |effect| (then |d|, then factor key and outcome, so ties always come out in the same order).
 */
export function findPatterns(
  factors: readonly FactorDefinition[],
  days: readonly AnalysisDay[],
  outcomes: readonly Outcome[] = ['mood', 'energy'],
  limit = TOP_PATTERNS,
): PatternResult[] {
  const found: PatternResult[] = [];
  for (const factor of factors)
    for (const outcome of outcomes) {
      const pattern = comparePattern(factor, outcome, days);
      if (pattern) found.push(pattern);
    }
  return found
    .sort(
      (a, b) =>
        Math.abs(b.effect) - Math.abs(a.effect) ||
        Math.abs(b.effect_size) - Math.abs(a.effect_size) ||
        a.factor.localeCompare(b.factor) ||
        a.outcome.localeCompare(b.outcome),
    )
    .slice(0, limit);
}
