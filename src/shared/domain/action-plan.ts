/**
 * Health action plans (health_action_plans, the dashboard's action centre): defaults,
 * effort and priority colours, shared by the demo dashboard and the real action centre.
 * Pure TypeScript: no DOM, no Node APIs.
 */
export const ACTION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type ActionPriority = (typeof ACTION_PRIORITIES)[number];
export type ActionCategory = 'nutrition' | 'lifestyle' | 'fitness';

/** A plan without an impact scores 7; without a time_sensitivity it counts 7 ('Effort' 4). */
export const DEFAULT_IMPACT_SCORE = 7;
export const DEFAULT_TIME_SENSITIVITY = 7;
/** The wellness score shown only when there is no data at all (and then flagged as a default). */
export const DEFAULT_WELLNESS_SCORE = 78;
/** At most this many action plans per load. */
export const ACTION_PLANS_PER_LOAD = 5;
export const IMPACT_MAX = 10;
export const EFFORT_MAX = 5;

/** Effort: time sensitivity, halved and rounded up. */
export function calculateEffort(timeSensitivity: number | null | undefined): number {
  return Math.ceil((timeSensitivity ?? DEFAULT_TIME_SENSITIVITY) / 2);
}

/** The score tab's sub-scores are sample values, never a user's. */
export const SAMPLE_SUB_SCORES = [
  { label: 'Nutrition', score: 82 },
  { label: 'Fitness', score: 75 },
  { label: 'Sleep Quality', score: 68 },
  { label: 'Biomarkers', score: 85 },
] as const;
