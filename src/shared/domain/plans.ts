/**
 * Plans and prices: the plan catalogue, feature keys, prices (19 USD a month, 190 a year) and the
 * free daily chat allowance.
 * One source for the pricing page, the register form, checkout and the chat quota, so the product
 * never quotes two different figures. Pure TypeScript: no DOM, no Node APIs.
 */
import { FREE_DAILY_POSTS } from './community-limits';

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

/** Marketing copy may say 'Wellness+' for the paid plan, shown elsewhere as 'Wellness Pro'. */
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

// Prices in whole US dollars.
export const CURRENCY = 'USD';
export const FREE_PRICE_USD = 0;
export const WELLNESS_PRO_MONTHLY_USD = 19;
export const WELLNESS_PRO_YEARLY_USD = 190;
/** 12 × 19 − 190: the yearly toggle shows 'Save $38'. */
export const YEARLY_SAVINGS_USD = WELLNESS_PRO_MONTHLY_USD * 12 - WELLNESS_PRO_YEARLY_USD;
export const YEARLY_SAVINGS_LABEL = `Save ${formatUsd(YEARLY_SAVINGS_USD)}`;
export const HEALTH_PRO_MONTHLY_USD = 19;
/** Legacy plans, shown only where the spec shows them. */
export const LEGACY_PLAN_PRICES_USD = { premium: 29, pro: 49 } as const;

/** One figure for the chat, its badge and the pricing copy (never 10). Counted per UTC day. */
export const FREE_DAILY_AI_CHATS = 20;

/** Stripe price lookup keys, as the spec names them. */
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
 * Feature keys (the spec's feature-to-plan map, extended with its plan lists so every gate has a
 * key). The free plan also lists basic product checks and ingredient analysis: those are
 * `product_checks` and `ingredient_analysis`; the deeper `product_fact_checker` and
 * `ingredient_safety` stay paid.
 */
export const FREE_FEATURE_KEYS = [
  // The spec's feature-to-plan map
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
  // The free plan's list
  'ai_chat',
  'questionnaires',
  'goals',
  'general_recommendations',
  'product_checks',
  'ingredient_analysis',
  'basic_nutrition_info',
  'articles',
  'meditation_timer',
  'basic_alerts',
  'symptom_logging',
] as const;

export const PAID_FEATURE_KEYS = [
  // The spec's feature-to-plan map
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
  // The paid plan's list (unlimited AI chat is `unlimited_queries`)
  'lab_uploads',
  'ocr',
  'advanced_analysis',
  'ai_ingredient_analysis',
  'personalized_recommendations',
  'research_mode',
  'latest_studies',
  'evidence_based_insights',
  'drug_interaction_database',
  'biomarker_tracking',
  'provider_collaboration',
  'specialized_protocols',
  'predictive_analytics',
  'email_reports',
  'automated_reminders',
  'pdf_reports',
  'unlimited_community',
  'unlimited_product_checks',
  'real_time_scanning',
  'priority_support',
  // A Health-edition capability; not shown on any plan, so gated like the paid features.
  'risk_assessment',
] as const;

export type FreeFeatureKey = (typeof FREE_FEATURE_KEYS)[number];
export type PaidFeatureKey = (typeof PAID_FEATURE_KEYS)[number];
export type FeatureKey = FreeFeatureKey | PaidFeatureKey;
export const FEATURE_KEYS: readonly FeatureKey[] = [...FREE_FEATURE_KEYS, ...PAID_FEATURE_KEYS];

/** The plan each feature needs. health_pro is not on sale, so no feature needs it yet. */
export const FEATURE_PLANS: Readonly<Record<FeatureKey, 'wellness' | 'wellness_plus'>> =
  Object.fromEntries([
    ...FREE_FEATURE_KEYS.map((key) => [key, FREE_PLAN_ID] as const),
    ...PAID_FEATURE_KEYS.map((key) => [key, PAID_PLAN_ID] as const),
  ]) as Record<FeatureKey, 'wellness' | 'wellness_plus'>;

/** What an upgrade prompt or a PLAN_REQUIRED message calls each feature. */
export const FEATURE_NAMES: Readonly<Record<FeatureKey, string>> = {
  ai_wellness_analysis: 'AI wellness analysis',
  habit_tracker: 'Habit tracker',
  wellness_reports: 'Wellness reports',
  secure_private: 'Secure and private storage',
  community_access: 'Community',
  mood_monitoring: 'Mood monitoring',
  mood_tracking: 'Mood tracking',
  wellness_trends: 'Wellness trends',
  daily_log: 'Daily log',
  aromatherapy_library: 'Essential oils and aromatherapy library',
  meal_planner_lite: 'Meal planner lite',
  ai_chat: 'AI wellness chat',
  questionnaires: 'Health questionnaires',
  goals: 'Goals and achievements',
  general_recommendations: 'General recommendations',
  product_checks: 'Product checks',
  ingredient_analysis: 'Ingredient analysis',
  basic_nutrition_info: 'Basic nutrition information',
  articles: 'Articles',
  meditation_timer: 'Meditation timer',
  basic_alerts: 'Basic alerts',
  symptom_logging: 'Symptom logging',
  advanced_meal_planning: 'Advanced meal planning',
  pattern_insights: 'Pattern insights',
  supplement_interactions: 'Supplement interactions',
  unlimited_queries: 'Unlimited AI chat',
  premium_content: 'Premium content',
  advanced_analytics: 'Advanced analytics',
  food_drug_timing: 'Food–drug timing',
  reports_analytics: 'Reports and analytics',
  product_fact_checker: 'Product fact-checker',
  ingredient_safety: 'Ingredient safety',
  barcode_scan: 'Barcode scanning',
  lab_uploads: 'Blood and urine test uploads',
  ocr: 'Lab report reading (OCR)',
  advanced_analysis: 'Advanced lab analysis',
  ai_ingredient_analysis: 'AI ingredient analysis',
  personalized_recommendations: 'Personalized recommendations',
  research_mode: 'Research mode',
  latest_studies: 'Latest studies',
  evidence_based_insights: 'Evidence-based insights',
  drug_interaction_database: 'Drug interaction database',
  biomarker_tracking: 'Biomarker tracking',
  provider_collaboration: 'Provider collaboration',
  specialized_protocols: 'Specialized protocols',
  predictive_analytics: 'Predictive analytics',
  email_reports: 'Email reports',
  automated_reminders: 'Automated reminders',
  pdf_reports: 'PDF reports',
  unlimited_community: 'Unlimited community',
  unlimited_product_checks: 'Unlimited product checks',
  real_time_scanning: 'Real-time scanning',
  priority_support: 'Priority support',
  risk_assessment: 'Risk assessment',
};

/**
 * Feature keys the plans name but the product does not have yet. They are never sold as included:
 * the plan cards, /pro-features and /upgrade/{feature} say 'coming soon' for them.
 */
export const COMING_SOON_FEATURES: ReadonlySet<FeatureKey> = new Set<FeatureKey>([
  'meditation_timer',
  'ai_ingredient_analysis',
  'predictive_analytics',
  'advanced_analytics',
  'research_mode',
  'latest_studies',
  'specialized_protocols',
  'premium_content',
  'priority_support',
]);

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

/**
 * What each plan card lists: only what works today. Sentences, so the pricing page and register
 * summary agree. What is planned but not built is in PLAN_COMING_SOON and is shown as such.
 */
export const PLAN_FEATURES: Record<PlanId, readonly string[]> = {
  wellness: [
    `${FREE_DAILY_AI_CHATS} AI wellness chats per day (resets at midnight UTC)`,
    'Habit, mood and energy tracking',
    'Symptom logging and daily log',
    'Goals and achievements',
    'Trends and a weekly report',
    'Interaction and ingredient safety checks',
    'Your medicine cabinet with safety checks',
    'Meal plans of 1 to 3 days that respect your diet, allergies and medicines',
    'Essential oils library and blend calculator',
    'Natural remedies with evidence grades',
    'Provider directory',
    `Community: topics, threads and replies (${FREE_DAILY_POSTS} posts a day)`,
  ],
  wellness_plus: [
    'Everything in Free Wellness',
    'Unlimited AI wellness chat',
    'Blood and urine test uploads with OCR',
    'Advanced biomarker analysis and tracking',
    'Drug, supplement and food interactions database',
    'Food–drug timing guidance',
    'Pattern insights',
    'PDF and email reports to share with your clinician',
    'Read-only summaries shared with your provider by a link you control',
    'Automated reminders',
    'Meal plans up to 14 days with your own targets, swaps and grocery lists',
    'Unlimited community posting',
  ],
  health_pro: [
    'Everything in Wellness Pro',
    'Provider collaboration tools',
    'Specialized protocols for complex routines',
    'Hormonal and autoimmune tracking',
  ],
};

/** Planned for a plan but not built yet: shown under 'Coming soon', never as included. */
export const PLAN_COMING_SOON: Record<PlanId, readonly string[]> = {
  wellness: ['Product fact-checking', 'Self-service data export and account deletion'],
  wellness_plus: [],
  // The whole plan is coming soon; its card says what it is planned to include.
  health_pro: [],
};

export type PlanPeriod = 'month' | 'year';

/** One entry of the plan catalogue. Prices in whole USD. */
export interface PlanCatalogueEntry {
  id: PlanId;
  name: string;
  badge: string;
  description: string;
  monthlyPriceUsd: number;
  yearlyPriceUsd: number;
  /** Stripe lookup keys per cycle; null for the free plan. */
  lookupKeys: Readonly<Record<BillingCycle, PriceLookupKey>> | null;
  isComingSoon: boolean;
  features: readonly string[];
  featureKeys: readonly FeatureKey[];
}

function catalogueEntry(id: PlanId): PlanCatalogueEntry {
  return {
    id,
    name: PLAN_DISPLAY_NAMES[id],
    badge: PLAN_BADGES[id],
    description: PLAN_TAGLINES[id],
    monthlyPriceUsd: priceUsd(id, 'monthly'),
    yearlyPriceUsd: priceUsd(id, 'yearly'),
    lookupKeys: isPaidPlan(id)
      ? { monthly: lookupKeyFor(id, 'monthly'), yearly: lookupKeyFor(id, 'yearly') }
      : null,
    isComingSoon: !isPlanAvailable(id),
    features: PLAN_FEATURES[id],
    // Coming-soon plans list no keys: nothing can be bought or gated on them yet.
    featureKeys:
      id === COMING_SOON_PLAN_ID ? [] : FEATURE_KEYS.filter((key) => FEATURE_PLANS[key] === id),
  };
}

/** The three plans in pricing-page order. */
export const PLAN_CATALOGUE: readonly PlanCatalogueEntry[] = PLAN_IDS.map(catalogueEntry);

export function planCatalogueEntry(id: PlanId): PlanCatalogueEntry {
  return catalogueEntry(id);
}

/**
 * The legacy premium and pro plans (29 and 49 USD): shown only where the spec shows them (the
 * post-signup subscription screen). The spec's placeholder price ids are not carried: they were
 * never real prices.
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
