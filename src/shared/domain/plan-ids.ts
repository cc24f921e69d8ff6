/**
 * Internal plan ids. Free is 'wellness', paid is 'wellness_plus', 'health_pro' is not on sale yet.
 * A leaf module: the feature registry names plans, and the plans read the registry.
 */
export const PLAN_IDS = ['wellness', 'wellness_plus', 'health_pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
