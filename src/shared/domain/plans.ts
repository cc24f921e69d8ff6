/**
 * Plans and prices (spec §3 'Plan catalogue', §6, §9 'Pricing'; DESIGN.md §6.3, §6.4).
 * One source for the pricing page, the register form, checkout and the chat quota, so the product
 * never quotes two different figures. Pure TypeScript: no DOM, no Node APIs.
 */

/** Internal plan ids. Free is 'wellness', paid is 'wellness_plus', 'health_pro' is not on sale yet. */
export const PLAN_IDS = ['wellness', 'wellness_plus', 'health_pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const FREE_PLAN_ID = 'wellness' satisfies PlanId;
export const PAID_PLAN_ID = 'wellness_plus' satisfies PlanId;
export const COMING_SOON_PLAN_ID = 'health_pro' satisfies PlanId;

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'monthly';

export const PLAN_DISPLAY_NAMES: Record<PlanId, string> = {
  wellness: 'Free Wellness',
  wellness_plus: 'Wellness Pro',
  health_pro: 'Health Pro',
};

/** Marketing copy may say 'Wellness+' for the paid plan (DESIGN.md §6.3). */
export const PAID_PLAN_SHORT_NAME = 'Wellness+';

export const PLAN_BADGES: Record<PlanId, string> = {
  wellness: 'ALWAYS FREE',
  wellness_plus: 'MOST POPULAR',
  health_pro: 'Coming soon',
};

export const PLAN_TAGLINES: Record<PlanId, string> = {
  wellness: 'Everyday tracking, product checks and an AI guide for general wellness questions.',
  wellness_plus:
    'Lab uploads, the full interactions database, unlimited AI chat and reports you can share with your clinician.',
  health_pro: 'Deeper tools for people managing complex health routines with their care team.',
};

// Prices in whole US dollars (§9 'Pricing').
export const CURRENCY = 'USD';
export const FREE_PRICE_USD = 0;
export const WELLNESS_PRO_MONTHLY_USD = 19;
export const WELLNESS_PRO_YEARLY_USD = 190;
/** 12 × 19 − 190: the yearly toggle shows 'Save $38'. */
export const YEARLY_SAVINGS_USD = WELLNESS_PRO_MONTHLY_USD * 12 - WELLNESS_PRO_YEARLY_USD;
export const HEALTH_PRO_MONTHLY_USD = 19;
/** Legacy plans, shown only where the spec shows them (DESIGN.md §6.3). */
export const LEGACY_PLAN_PRICES_USD = { premium: 29, pro: 49 } as const;

/** DESIGN.md §6.4: one figure for the chat, its badge and the pricing copy. Counted per UTC day. */
export const FREE_DAILY_AI_CHATS = 20;

/** Stripe price lookup keys (§3 'Price lookup keys'). */
export const PRICE_LOOKUP_KEYS = [
  'wellness_plus_monthly',
  'wellness_plus_yearly',
  'health_pro_monthly',
  'health_pro_yearly',
] as const;
export type PriceLookupKey = (typeof PRICE_LOOKUP_KEYS)[number];

export type PaidPlanId = Exclude<PlanId, 'wellness'>;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function isBillingCycle(value: unknown): value is BillingCycle {
  return typeof value === 'string' && (BILLING_CYCLES as readonly string[]).includes(value);
}

export function isPaidPlan(plan: PlanId): plan is PaidPlanId {
  return plan !== FREE_PLAN_ID;
}

/** Whether a plan can be bought today; health_pro is marked coming soon. */
export function isPlanAvailable(plan: PlanId): boolean {
  return plan !== COMING_SOON_PLAN_ID;
}

export function lookupKeyFor(plan: PaidPlanId, cycle: BillingCycle): PriceLookupKey {
  return `${plan}_${cycle}`;
}

export function parseLookupKey(key: string): { plan: PaidPlanId; cycle: BillingCycle } | null {
  if (!(PRICE_LOOKUP_KEYS as readonly string[]).includes(key)) return null;
  const cycle = key.endsWith('_yearly') ? 'yearly' : 'monthly';
  const plan = key.slice(0, key.length - cycle.length - 1) as PaidPlanId;
  return { plan, cycle };
}

/** The price in whole USD for one billing period. */
export function priceUsd(plan: PlanId, cycle: BillingCycle): number {
  switch (plan) {
    case 'wellness':
      return FREE_PRICE_USD;
    case 'wellness_plus':
      return cycle === 'yearly' ? WELLNESS_PRO_YEARLY_USD : WELLNESS_PRO_MONTHLY_USD;
    case 'health_pro':
      return cycle === 'yearly' ? HEALTH_PRO_MONTHLY_USD * 12 : HEALTH_PRO_MONTHLY_USD;
  }
}

export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** '$19/month', '$190/year' or 'Free'. */
export function formatPlanPrice(plan: PlanId, cycle: BillingCycle): string {
  const amount = priceUsd(plan, cycle);
  if (amount === 0) return 'Free';
  return `${formatUsd(amount)}/${cycle === 'yearly' ? 'year' : 'month'}`;
}

/** Where a pricing button sends the visitor: the register page with the plan pre-chosen. */
export function registerPathFor(plan: PlanId, cycle: BillingCycle = DEFAULT_BILLING_CYCLE): string {
  if (plan === FREE_PLAN_ID) return `/register?plan=${FREE_PLAN_ID}`;
  return `/register?plan=${plan}&cycle=${cycle}`;
}

/**
 * Plan levels (§4 'Plan'): wellness is 0; wellness_plus and the legacy paid tier names (paid,
 * health, premium, pro, basic, starter) are 1. Unknown or missing tiers are free.
 */
const LEVEL_ONE_TIERS = new Set([
  'wellness_plus',
  'health_pro',
  'paid',
  'health',
  'premium',
  'pro',
  'basic',
  'starter',
]);

export function planLevel(tier: string | null | undefined): 0 | 1 {
  return tier && LEVEL_ONE_TIERS.has(tier.trim().toLowerCase()) ? 1 : 0;
}

/** Feature keys by plan (§3 'Feature-to-plan map'). */
export const FREE_FEATURE_KEYS = [
  'ai_wellness_analysis',
  'habit_tracker',
  'wellness_reports',
  'secure_private',
  'community_access',
  'mood_monitoring',
  'mood_tracking',
  'wellness_trends',
  'daily_log',
  'aromatherapy_library',
  'meal_planner_lite',
] as const;

export const PAID_FEATURE_KEYS = [
  'advanced_meal_planning',
  'pattern_insights',
  'supplement_interactions',
  'unlimited_queries',
  'premium_content',
  'advanced_analytics',
  'food_drug_timing',
  'reports_analytics',
  'product_fact_checker',
  'ingredient_safety',
  'barcode_scan',
] as const;

export type FeatureKey = (typeof FREE_FEATURE_KEYS)[number] | (typeof PAID_FEATURE_KEYS)[number];

export function requiredLevelFor(feature: FeatureKey): 0 | 1 {
  return (FREE_FEATURE_KEYS as readonly string[]).includes(feature) ? 0 : 1;
}

export function canUseFeature(tier: string | null | undefined, feature: FeatureKey): boolean {
  return planLevel(tier) >= requiredLevelFor(feature);
}

/** What each plan card lists (§6). Sentences, so the pricing page and register summary agree. */
export const PLAN_FEATURES: Record<PlanId, readonly string[]> = {
  wellness: [
    `${FREE_DAILY_AI_CHATS} AI wellness chats per day (resets at midnight UTC)`,
    'Habit, mood and energy tracking',
    'Symptom logging and daily log',
    'Goals and achievements',
    'Product and ingredient checks',
    'Essential oils and aromatherapy library',
    'Meal planning lite',
    'Community access',
    'Export or delete your data at any time',
  ],
  wellness_plus: [
    'Everything in Free Wellness',
    'Unlimited AI wellness chat',
    'Blood and urine test uploads with OCR',
    'Advanced biomarker analysis and tracking',
    'Drug, supplement and food interactions database',
    'Food–drug timing guidance',
    'Pattern insights and predictive trends',
    'Advanced meal planning',
    'PDF and email reports to share with your clinician',
    'Automated reminders and priority support',
  ],
  health_pro: [
    'Everything in Wellness Pro',
    'Provider collaboration tools',
    'Specialized protocols for complex routines',
    'Hormonal and autoimmune tracking',
  ],
};
