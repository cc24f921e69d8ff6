/**
 * The feature registry: every feature the plans name, once, with its name, the cheapest plan that
 * includes it, whether it is built, and the page that serves it. The server's plan gate, the
 * client's gates, the plan cards, /features, /pro-features, /upgrade/{feature}, the FAQ and
 * onboarding all read it, so a built feature is never called 'coming soon' and an unbuilt one is
 * never sold. Pure TypeScript: no DOM, no Node APIs.
 */

import { FREE_DAILY_POSTS } from './community-limits';
import type { PlanId } from './plan-ids';

/** The plans a feature can need; health_pro is not on sale, so no feature needs it yet. */
export type FeaturePlan = 'wellness' | 'wellness_plus';

export interface FeatureDefinition {
  name: string;
  /** The cheapest plan that includes it; every plan above includes it too. */
  plan: FeaturePlan;
  /** False until a person can use it; an unbuilt feature is only ever shown as coming soon. */
  built: boolean;
  /**
   * The client page that serves it (the chat panel opens on every signed-in page, so chat names the
   * dashboard). A built feature must have one that exists; an unbuilt one names the page it would
   * have, or null, and that page must not exist yet.
   */
  route: string | null;
  /** Other words the copy uses for it, so a 'coming soon' sentence naming it is caught. */
  aliases?: readonly string[];
  /** Further pages that serve it besides `route` (the free checker sits on two pages). */
  alsoOn?: readonly string[];
  /**
   * A paid feature on a page that also serves a free one: what the plan adds there, which the
   * upgrade note names instead of the feature ('Saving and downloading your analyses needs Wellness
   * Pro' under the free checker, not 'Drug interaction database needs Wellness Pro'). It must not
   * name the free feature; a test holds every shared page to this (ADR 087).
   */
  upsell?: string;
}

/**
 * Every feature and the plan that includes it, covering every feature a plan lists, so every
 * gate has a key. The free
 * plan also lists basic product checks and ingredient analysis: those are `product_checks` and
 * `ingredient_analysis`; the deeper `product_fact_checker` and `ingredient_safety` stay paid.
 */
export const FEATURE_REGISTRY = {
  // Free: the features every plan includes
  ai_wellness_analysis: {
    name: 'AI wellness analysis',
    plan: 'wellness',
    built: true,
    route: '/ai-insights',
  },
  habit_tracker: { name: 'Habit tracker', plan: 'wellness', built: true, route: '/habits' },
  wellness_reports: { name: 'Wellness reports', plan: 'wellness', built: true, route: '/reports' },
  secure_private: {
    name: 'Secure and private storage',
    plan: 'wellness',
    built: true,
    route: '/account',
  },
  community_access: { name: 'Community', plan: 'wellness', built: true, route: '/community' },
  mood_monitoring: { name: 'Mood monitoring', plan: 'wellness', built: true, route: '/mood' },
  mood_tracking: { name: 'Mood tracking', plan: 'wellness', built: true, route: '/mood-tracking' },
  wellness_trends: { name: 'Wellness trends', plan: 'wellness', built: true, route: '/trends' },
  daily_log: { name: 'Daily log', plan: 'wellness', built: true, route: '/log' },
  aromatherapy_library: {
    name: 'Essential oils and aromatherapy library',
    plan: 'wellness',
    built: true,
    route: '/essential-oils',
  },
  meal_planner_lite: {
    name: 'Meal planner lite',
    plan: 'wellness',
    built: true,
    route: '/meal-planning',
  },
  // Free: the free plan's list
  ai_chat: { name: 'AI wellness chat', plan: 'wellness', built: true, route: '/dashboard' },
  questionnaires: {
    name: 'Health questionnaires',
    plan: 'wellness',
    built: true,
    route: '/profile-completion',
  },
  goals: {
    name: 'Goals and achievements',
    plan: 'wellness',
    built: true,
    route: '/wellness-goals',
  },
  general_recommendations: {
    name: 'General recommendations',
    plan: 'wellness',
    built: true,
    route: '/dashboard/insights',
  },
  product_checks: {
    name: 'Product checks',
    plan: 'wellness',
    built: true,
    route: '/product-fact-checker',
    aliases: ['product fact-checking', 'fact-checking', 'fact-checker', 'claim checks'],
  },
  ingredient_analysis: {
    name: 'Ingredient analysis',
    plan: 'wellness',
    built: true,
    route: '/ingredient-analyzer',
    aliases: ['ingredient analyzer'],
  },
  basic_nutrition_info: {
    name: 'Basic nutrition information',
    plan: 'wellness',
    built: true,
    route: '/health/nutrition',
  },
  articles: { name: 'Articles', plan: 'wellness', built: true, route: '/markers-education' },
  meditation_timer: {
    name: 'Basic meditation timer',
    plan: 'wellness',
    built: false,
    route: '/meditation',
  },
  basic_alerts: { name: 'Basic alerts', plan: 'wellness', built: true, route: '/dashboard' },
  symptom_logging: { name: 'Symptom logging', plan: 'wellness', built: true, route: '/symptoms' },
  // Free: further features, named so the copy can point at them
  interaction_checks: {
    name: 'Interaction checks',
    plan: 'wellness',
    built: true,
    route: '/interaction-analyzer',
    alsoOn: ['/supplement-interactions', '/interactions'],
    aliases: ['interaction checker', 'interaction check'],
  },
  medicine_cabinet: {
    name: 'Medicine cabinet',
    plan: 'wellness',
    built: true,
    route: '/safety/cabinet',
  },
  natural_remedies: {
    name: 'Natural remedies',
    plan: 'wellness',
    built: true,
    route: '/natural-remedies',
  },
  provider_directory: {
    name: 'Provider directory',
    plan: 'wellness',
    built: true,
    route: '/wellness-providers',
  },
  data_export: {
    name: 'Self-service data export',
    plan: 'wellness',
    built: true,
    route: '/account',
    aliases: ['data export', 'export'],
  },
  account_deletion: {
    name: 'Self-service account deletion',
    plan: 'wellness',
    built: true,
    route: '/account',
    aliases: ['account deletion', 'deletion', 'delete your account'],
  },

  // Paid: the features that need a paid plan
  advanced_meal_planning: {
    name: 'Advanced meal planning',
    plan: 'wellness_plus',
    built: true,
    route: '/meal-planning',
  },
  pattern_insights: {
    name: 'Pattern insights',
    plan: 'wellness_plus',
    built: true,
    route: '/dashboard/patterns',
  },
  supplement_interactions: {
    name: 'Supplement interactions',
    plan: 'wellness_plus',
    built: true,
    route: '/supplement-interactions',
  },
  unlimited_queries: {
    name: 'Unlimited AI chat',
    plan: 'wellness_plus',
    built: true,
    route: '/dashboard',
  },
  premium_content: {
    name: 'Premium content',
    plan: 'wellness_plus',
    built: false,
    route: null,
  },
  advanced_analytics: {
    name: 'Advanced analytics',
    plan: 'wellness_plus',
    built: false,
    route: null,
  },
  food_drug_timing: {
    name: 'Food–drug timing',
    plan: 'wellness_plus',
    built: true,
    route: '/safety/timing',
  },
  reports_analytics: {
    name: 'Reports and analytics',
    plan: 'wellness_plus',
    built: true,
    route: '/reports',
  },
  product_fact_checker: {
    name: 'Product fact-checker',
    plan: 'wellness_plus',
    built: true,
    route: '/product-fact-checker',
    // Product checks and claim checks are free on the same page; Pro adds barcode lookups.
    upsell: 'Looking products up by barcode',
  },
  ingredient_safety: {
    name: 'Ingredient safety',
    plan: 'wellness_plus',
    built: true,
    route: '/ingredient-analyzer',
    // The analysis itself is free (ingredient_analysis); Pro adds the avoid-list you can edit.
    upsell: 'Editing your avoid-list',
  },
  barcode_scan: {
    name: 'Barcode scanning',
    plan: 'wellness_plus',
    built: true,
    route: '/product-fact-checker',
  },
  // Paid: the paid plan's list (unlimited AI chat is `unlimited_queries`)
  lab_uploads: {
    name: 'Blood and urine test uploads',
    plan: 'wellness_plus',
    built: true,
    route: '/upload',
  },
  ocr: { name: 'Lab report reading (OCR)', plan: 'wellness_plus', built: true, route: '/upload' },
  advanced_analysis: {
    name: 'Advanced lab analysis',
    plan: 'wellness_plus',
    built: true,
    route: '/labs/:id',
  },
  // Our label analysis is rules and sources, not a language model: not sold as 'AI'.
  ai_ingredient_analysis: {
    name: 'AI ingredient analysis',
    plan: 'wellness_plus',
    built: false,
    route: null,
  },
  personalized_recommendations: {
    name: 'Personalized recommendations',
    plan: 'wellness_plus',
    built: true,
    route: '/ai-insights',
  },
  research_mode: { name: 'Research mode', plan: 'wellness_plus', built: false, route: null },
  latest_studies: { name: 'Latest studies', plan: 'wellness_plus', built: false, route: null },
  evidence_based_insights: {
    name: 'Evidence-based insights',
    plan: 'wellness_plus',
    built: true,
    route: '/supplement-interactions',
  },
  drug_interaction_database: {
    name: 'Drug interaction database',
    plan: 'wellness_plus',
    built: true,
    route: '/supplement-interactions',
    // The checker on the same page is free (interaction_checks); Pro adds the workspace.
    upsell: 'Saving and downloading your analyses',
  },
  biomarker_tracking: {
    name: 'Biomarker tracking',
    plan: 'wellness_plus',
    built: true,
    route: '/wellness/biomarkers',
  },
  provider_collaboration: {
    name: 'Provider collaboration',
    plan: 'wellness_plus',
    built: true,
    route: '/dashboard/shares',
  },
  specialized_protocols: {
    name: 'Specialized protocols',
    plan: 'wellness_plus',
    built: false,
    route: null,
  },
  predictive_analytics: {
    name: 'Predictive analytics',
    plan: 'wellness_plus',
    built: false,
    route: null,
  },
  email_reports: { name: 'Email reports', plan: 'wellness_plus', built: true, route: '/reports' },
  automated_reminders: {
    name: 'Automated reminders',
    plan: 'wellness_plus',
    built: true,
    route: '/dashboard/reminders',
  },
  pdf_reports: { name: 'PDF reports', plan: 'wellness_plus', built: true, route: '/reports' },
  unlimited_community: {
    name: 'Unlimited community',
    plan: 'wellness_plus',
    built: true,
    route: '/community',
    // The community is free to read and post in; Pro lifts the daily cap on posts.
    upsell: `Posting more than ${FREE_DAILY_POSTS} times a day`,
  },
  unlimited_product_checks: {
    name: 'Unlimited product checks',
    plan: 'wellness_plus',
    built: true,
    route: '/product-fact-checker',
    // Product checks are free up to a daily number; Pro lifts it.
    upsell: 'Checking past the free daily number',
  },
  real_time_scanning: {
    name: 'Real-time scanning',
    plan: 'wellness_plus',
    built: true,
    route: '/product-fact-checker',
  },
  // There is one support queue for everyone.
  priority_support: { name: 'Priority support', plan: 'wellness_plus', built: false, route: null },
  // A Health-edition capability (lab analysis with flags and scores); not shown on any plan card.
  risk_assessment: {
    name: 'Risk assessment',
    plan: 'wellness_plus',
    built: true,
    route: '/labs/:id',
  },
} as const satisfies Record<string, FeatureDefinition>;

export type FeatureKey = keyof typeof FEATURE_REGISTRY;
type Registry = typeof FEATURE_REGISTRY;
export type FreeFeatureKey = {
  [K in FeatureKey]: Registry[K]['plan'] extends 'wellness' ? K : never;
}[FeatureKey];
export type PaidFeatureKey = Exclude<FeatureKey, FreeFeatureKey>;

/** Every feature key, in registry order (free first). */
export const FEATURE_KEYS = Object.keys(FEATURE_REGISTRY) as FeatureKey[];

export function isFeatureBuilt(feature: FeatureKey): boolean {
  return FEATURE_REGISTRY[feature].built;
}

/** A feature only a paid plan includes: the only kind an upgrade note may name. */
export function isPaidFeature(feature: FeatureKey): feature is PaidFeatureKey {
  return FEATURE_REGISTRY[feature].plan !== 'wellness';
}

/** Every page that serves a feature: its route and the further pages. */
export function pagesOf(feature: FeatureKey): readonly string[] {
  const entry: FeatureDefinition = FEATURE_REGISTRY[feature];
  return entry.route === null ? [] : [entry.route, ...(entry.alsoOn ?? [])];
}

/**
 * What an upgrade note calls a paid feature: what the plan adds on its page when a free feature
 * shares the page, else its name. The one source of every 'X needs Wellness Pro' (ADR 087).
 */
export function upsellNameOf(feature: PaidFeatureKey): string {
  const entry: FeatureDefinition = FEATURE_REGISTRY[feature];
  return entry.upsell ?? entry.name;
}

/** The plans that include a feature: its own plan and every plan above it. */
export function plansIncluding(feature: FeatureKey): readonly PlanId[] {
  return FEATURE_REGISTRY[feature].plan === 'wellness'
    ? ['wellness', 'wellness_plus', 'health_pro']
    : ['wellness_plus', 'health_pro'];
}

/** One row per feature: id, name, the plans that include it, whether it is built, its page. */
export interface FeatureRow {
  id: FeatureKey;
  name: string;
  plans: readonly PlanId[];
  built: boolean;
  route: string | null;
  aliases: readonly string[];
}

export const FEATURES: readonly FeatureRow[] = FEATURE_KEYS.map((id) => {
  const entry: FeatureDefinition = FEATURE_REGISTRY[id];
  return {
    id,
    name: entry.name,
    plans: plansIncluding(id),
    built: entry.built,
    route: entry.route,
    aliases: entry.aliases ?? [],
  };
});
