/**
 * Plans and prices: the plan catalogue, feature keys, prices (19 USD a month, 190 a year) and the
 * free daily chat allowance.
 * One source for the pricing page, the register form, checkout and the chat quota, so the product
 * never quotes two different figures. Pure TypeScript: no DOM, no Node APIs.
 */
import { FREE_DAILY_PRODUCT_CHECKS } from './product-check-limits';
import { FREE_DAILY_POSTS } from './community-limits';
import {
  FEATURE_KEYS,
  FEATURE_REGISTRY,
  isFeatureBuilt,
  type FeatureKey,
  type FeaturePlan,
  type FreeFeatureKey,
  type PaidFeatureKey,
} from './feature-registry';

import { PLAN_IDS, type PlanId } from './plan-ids';
import {
  FREE_DAILY_AI_CHATS,
  WELLNESS_PRO_MONTHLY_USD,
  WELLNESS_PRO_YEARLY_USD,
  YEARLY_SAVINGS_USD,
} from './plan-prices';

export { PLAN_IDS, type PlanId };

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

// Prices in whole US dollars.
export const CURRENCY = 'USD';
export const FREE_PRICE_USD = 0;
export {
  WELLNESS_PRO_MONTHLY_USD,
  WELLNESS_PRO_YEARLY_USD,
  YEARLY_SAVINGS_USD,
  FREE_DAILY_AI_CHATS,
};
export const YEARLY_SAVINGS_LABEL = `Save ${formatUsd(YEARLY_SAVINGS_USD)}`;
export const HEALTH_PRO_MONTHLY_USD = 19;
/** Legacy plans, shown only on the pages that still list them. */
export const LEGACY_PLAN_PRICES_USD = { premium: 29, pro: 49 } as const;

/** One figure for the chat, its badge and the pricing copy (never 10). Counted per UTC day. */

/** Stripe price lookup keys; the Stripe prices are created with these exact keys. */
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
 * Feature keys, names, plans and what is built: all read from the feature registry
 * (feature-registry.ts), the one list the plan gate, the gates in the client and the copy share.
 */
export type { FeatureKey, FreeFeatureKey, PaidFeatureKey } from './feature-registry';
export { FEATURE_KEYS } from './feature-registry';

export const FREE_FEATURE_KEYS: readonly FreeFeatureKey[] = FEATURE_KEYS.filter(
  (key): key is FreeFeatureKey => FEATURE_REGISTRY[key].plan === FREE_PLAN_ID,
);
export const PAID_FEATURE_KEYS: readonly PaidFeatureKey[] = FEATURE_KEYS.filter(
  (key): key is PaidFeatureKey => FEATURE_REGISTRY[key].plan === PAID_PLAN_ID,
);

/** The plan each feature needs. health_pro is not on sale, so no feature needs it yet. */
export const FEATURE_PLANS: Readonly<Record<FeatureKey, FeaturePlan>> = Object.fromEntries(
  FEATURE_KEYS.map((key) => [key, FEATURE_REGISTRY[key].plan]),
) as Record<FeatureKey, FeaturePlan>;

/** What an upgrade prompt or a PLAN_REQUIRED message calls each feature. */
export const FEATURE_NAMES: Readonly<Record<FeatureKey, string>> = Object.fromEntries(
  FEATURE_KEYS.map((key) => [key, FEATURE_REGISTRY[key].name]),
) as Record<FeatureKey, string>;

/**
 * Features the plans name but the product does not have yet (built: false in the registry). They
 * are never sold as included: the plan cards, /pro-features and /upgrade/{feature} say 'coming
 * soon' for them.
 */
export const COMING_SOON_FEATURES: ReadonlySet<FeatureKey> = new Set(
  FEATURE_KEYS.filter((key) => !isFeatureBuilt(key)),
);

export function isComingSoonFeature(feature: FeatureKey): boolean {
  return COMING_SOON_FEATURES.has(feature);
}

export function isFeatureKey(value: unknown): value is FeatureKey {
  return typeof value === 'string' && Object.hasOwn(FEATURE_PLANS, value);
}

/** The plan a paid lookup key grants (wellness_plus_yearly → wellness_plus); null when unknown. */
export function planForLookupKey(key: string | null | undefined): PaidPlanId | null {
  return key ? (parseLookupKey(key)?.plan ?? null) : null;
}

/** One line of a plan card and the features it speaks for. */
export interface PlanCardLine {
  text: string;
  /** Empty only for a line that names another plan ('Everything in Free Wellness'). */
  features: readonly FeatureKey[];
}

/**
 * Every line each plan card can show, with the features it speaks for. Where a line goes is read
 * from the registry: under '{plan} includes' when all its features are built, under 'Coming soon'
 * otherwise. Health Pro is not on sale: its whole card is what it is planned to include.
 */
export const PLAN_CARD_LINES: Readonly<Record<PlanId, readonly PlanCardLine[]>> = {
  wellness: [
    {
      text: `${FREE_DAILY_AI_CHATS} AI wellness chats per day (resets at midnight UTC)`,
      features: ['ai_chat'],
    },
    { text: 'Habit, mood and energy tracking', features: ['habit_tracker', 'mood_tracking'] },
    { text: 'Symptom logging and daily log', features: ['symptom_logging', 'daily_log'] },
    { text: 'Goals and achievements', features: ['goals'] },
    { text: 'Trends and a weekly report', features: ['wellness_trends', 'wellness_reports'] },
    {
      text: 'Interaction and ingredient safety checks',
      features: ['interaction_checks', 'ingredient_analysis'],
    },
    {
      text: `Product, label and claim checks (${FREE_DAILY_PRODUCT_CHECKS} a day)`,
      features: ['product_checks'],
    },
    { text: 'Your medicine cabinet with safety checks', features: ['medicine_cabinet'] },
    {
      text: 'Meal plans of 1 to 3 days that respect your diet, allergies and medicines',
      features: ['meal_planner_lite'],
    },
    { text: 'Essential oils library and blend calculator', features: ['aromatherapy_library'] },
    { text: 'Natural remedies with evidence grades', features: ['natural_remedies'] },
    { text: 'Provider directory', features: ['provider_directory'] },
    {
      text: `Community: topics, threads and replies (${FREE_DAILY_POSTS} posts a day)`,
      features: ['community_access'],
    },
    {
      text: 'Self-service data export and account deletion',
      features: ['data_export', 'account_deletion'],
    },
    { text: 'Basic meditation timer', features: ['meditation_timer'] },
  ],
  wellness_plus: [
    { text: 'Everything in Free Wellness', features: [] },
    { text: 'Unlimited AI wellness chat', features: ['unlimited_queries'] },
    { text: 'Blood and urine test uploads with OCR', features: ['lab_uploads', 'ocr'] },
    {
      text: 'Advanced biomarker analysis and tracking',
      features: ['advanced_analysis', 'biomarker_tracking'],
    },
    {
      text: 'Drug, supplement and food interactions database',
      features: ['drug_interaction_database', 'supplement_interactions'],
    },
    { text: 'Food–drug timing guidance', features: ['food_drug_timing'] },
    { text: 'Pattern insights', features: ['pattern_insights'] },
    {
      text: 'PDF and email reports to share with your clinician',
      features: ['pdf_reports', 'email_reports'],
    },
    {
      text: 'Read-only summaries shared with your provider by a link you control',
      features: ['provider_collaboration'],
    },
    { text: 'Automated reminders', features: ['automated_reminders'] },
    {
      text: 'Meal plans up to 14 days with your own targets, swaps and grocery lists',
      features: ['advanced_meal_planning'],
    },
    {
      text: 'Unlimited product checks, barcode scanning and your own avoid-list',
      features: ['unlimited_product_checks', 'barcode_scan', 'ingredient_safety'],
    },
    { text: 'Unlimited community posting', features: ['unlimited_community'] },
    { text: 'Predictive analytics', features: ['predictive_analytics'] },
    {
      text: 'Research mode with the latest studies',
      features: ['research_mode', 'latest_studies'],
    },
  ],
  health_pro: [
    { text: 'Everything in Wellness Pro', features: [] },
    { text: 'Provider collaboration tools', features: ['provider_collaboration'] },
    { text: 'Specialized protocols for complex routines', features: ['specialized_protocols'] },
    { text: 'Hormonal and autoimmune tracking', features: [] },
  ],
};

function isLineBuilt(line: PlanCardLine): boolean {
  return line.features.every(isFeatureBuilt);
}

/**
 * What each plan card lists as included: only what works today. Sentences, so the pricing page and
 * register summary agree. Health Pro lists everything it is planned to include.
 */
export const PLAN_FEATURES: Record<PlanId, readonly string[]> = {
  wellness: PLAN_CARD_LINES.wellness.filter(isLineBuilt).map((line) => line.text),
  wellness_plus: PLAN_CARD_LINES.wellness_plus.filter(isLineBuilt).map((line) => line.text),
  health_pro: PLAN_CARD_LINES.health_pro.map((line) => line.text),
};

/** Planned for a plan but not built yet: shown under 'Coming soon', never as included. */
export const PLAN_COMING_SOON: Record<PlanId, readonly string[]> = {
  wellness: PLAN_CARD_LINES.wellness.filter((line) => !isLineBuilt(line)).map((l) => l.text),
  wellness_plus: PLAN_CARD_LINES.wellness_plus
    .filter((line) => !isLineBuilt(line))
    .map((line) => line.text),
  // The whole plan is coming soon; its card says what it is planned to include.
  health_pro: [],
};

export type PlanPeriod = 'month' | 'year';

/**
 * The legacy premium and pro plans (29 and 49 USD): shown only on the pages that still list them (the
 * post-signup subscription screen). They have no price ids: they were never sold at a real
 * price.
 */
export const LEGACY_PLAN_IDS = ['premium', 'pro'] as const;
export type LegacyPlanId = (typeof LEGACY_PLAN_IDS)[number];
export const LEGACY_PLANS: Readonly<
  Record<
    LegacyPlanId,
    { id: LegacyPlanId; name: string; monthlyPriceUsd: number; period: PlanPeriod }
  >
> = {
  premium: {
    id: 'premium',
    name: 'Premium',
    monthlyPriceUsd: LEGACY_PLAN_PRICES_USD.premium,
    period: 'month',
  },
  pro: { id: 'pro', name: 'Pro', monthlyPriceUsd: LEGACY_PLAN_PRICES_USD.pro, period: 'month' },
};

export function isLegacyPlanId(value: unknown): value is LegacyPlanId {
  return typeof value === 'string' && (LEGACY_PLAN_IDS as readonly string[]).includes(value);
}
