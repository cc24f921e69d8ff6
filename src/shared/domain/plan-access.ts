/**
 * Who may use what (free and paid plans, Health and Wellness editions): tier names normalised to
 * a plan, plan levels, feature gates and edition gates. The server's plan gate and the client's
 * FeatureGate both call these, so the UI never offers what the API refuses.
 */
import type { Edition } from './edition';
import { FEATURE_PLANS, FREE_PLAN_ID, PAID_PLAN_ID, type FeatureKey, type PlanId } from './plans';

export type PlanLevel = 0 | 1;

export const PLAN_LEVELS: Readonly<Record<PlanId, PlanLevel>> = {
  wellness: 0,
  wellness_plus: 1,
  // Coming soon; a subscriber to it gets everything Wellness Pro has.
  health_pro: 1,
};

/** Every tier name that has meant "paid" (old and new): all count as level 1. */
const PAID_TIER_ALIASES = new Set([
  'wellness_plus',
  'paid',
  'health',
  'premium',
  'pro',
  'basic',
  'starter',
]);

/**
 * The plan a stored or legacy tier name stands for: health_pro stays health_pro, every other paid
 * name is wellness_plus, and wellness, free, missing or unknown names are the free plan.
 */
export function normalizeTier(tier: string | null | undefined): PlanId {
  const name = tier?.trim().toLowerCase() ?? '';
  if (name === 'health_pro') return 'health_pro';
  return PAID_TIER_ALIASES.has(name) ? PAID_PLAN_ID : FREE_PLAN_ID;
}

/** 0 for free, 1 for any paid tier name. */
export function planLevel(tier: string | null | undefined): PlanLevel {
  return PLAN_LEVELS[normalizeTier(tier)];
}

/** Paid only when the subscribers row says subscribed and simplified_tier 'paid'. */
export function isPaidSubscription(
  subscribed: boolean | null | undefined,
  simplifiedTier: string | null | undefined,
): boolean {
  return subscribed === true && simplifiedTier === 'paid';
}

export function requiredPlanFor(feature: FeatureKey): PlanId {
  return FEATURE_PLANS[feature];
}

export function requiredLevelFor(feature: FeatureKey): PlanLevel {
  return PLAN_LEVELS[FEATURE_PLANS[feature]];
}

/** A feature is available when the user's level is at least the feature's required level. */
export function isFeatureAvailable(userLevel: PlanLevel, feature: FeatureKey): boolean {
  return userLevel >= requiredLevelFor(feature);
}

/** How much of an interaction a plan shows: the safety facts on every plan, the rest when paid. */
export type InteractionDetail = 'basic' | 'full';

/**
 * An interaction's mechanism and evidence are part of the full interactions database. The checker,
 * the cabinet and the chat all ask this one function, so no surface shows what another withholds.
 */
export const INTERACTION_DETAIL_FEATURE = 'drug_interaction_database' satisfies FeatureKey;

/** 'full' (mechanism and evidence) when the level includes the interactions database, else 'basic'. */
export function interactionDetailFor(userLevel: PlanLevel): InteractionDetail {
  return isFeatureAvailable(userLevel, INTERACTION_DETAIL_FEATURE) ? 'full' : 'basic';
}

/** For a non-paid user, a feature needs an upgrade if it is not free but is paid. */
export function needsUpgrade(isPaid: boolean, feature: FeatureKey): boolean {
  return !isPaid && FEATURE_PLANS[feature] !== FREE_PLAN_ID;
}

/** What the Health edition has and the Wellness edition lacks. */
export const EDITION_CAPABILITIES = [
  'uploads',
  'advanced_analysis',
  'provider_integration',
  'unlimited_access',
  'risk_assessment',
] as const;
export type EditionCapability = (typeof EDITION_CAPABILITIES)[number];

/** Features that exist only where their capability does; every other feature runs in both editions. */
export const FEATURE_EDITION_CAPABILITIES: Readonly<
  Partial<Record<FeatureKey, EditionCapability>>
> = {
  lab_uploads: 'uploads',
  ocr: 'uploads',
  advanced_analysis: 'advanced_analysis',
  provider_collaboration: 'provider_integration',
  unlimited_queries: 'unlimited_access',
  unlimited_community: 'unlimited_access',
  unlimited_product_checks: 'unlimited_access',
  risk_assessment: 'risk_assessment',
};

export function hasEditionCapability(edition: Edition, _capability: EditionCapability): boolean {
  return edition === 'health';
}

/** Whether this edition offers the feature at all, whatever the plan. */
export function isFeatureInEdition(edition: Edition, feature: FeatureKey): boolean {
  const capability = FEATURE_EDITION_CAPABILITIES[feature];
  return capability === undefined || hasEditionCapability(edition, capability);
}

/**
 * The one rule every gate applies: this edition offers the feature and the plan's level includes
 * it. The server's plan gate, its daily caps (chat, product checks) and the client's `canUse` all
 * call it, so no gate can pass a paid plan through to a feature its edition lacks.
 */
export function canUseFeature(
  edition: Edition,
  userLevel: PlanLevel,
  feature: FeatureKey,
): boolean {
  return isFeatureInEdition(edition, feature) && isFeatureAvailable(userLevel, feature);
}
