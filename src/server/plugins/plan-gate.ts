/**
 * The plan gate's answers: 403 PLAN_REQUIRED for a plan below the feature's, and 403
 * FEATURE_NOT_IN_EDITION where this edition lacks the feature. The actor gate (actor.ts) sends
 * them for a route that declares `config.feature` (see CONTRIBUTING.md 'Paid endpoints').
 */
import { BILLING_ERROR_CODES } from '#shared/contracts/billing.contract';
import { requiredPlanFor } from '#shared/domain/plan-access';
import { FEATURE_NAMES, PLAN_DISPLAY_NAMES, type FeatureKey } from '#shared/domain/plans';

export function planRequiredBody(feature: FeatureKey) {
  const plan = requiredPlanFor(feature);
  return {
    code: BILLING_ERROR_CODES.planRequired,
    message: `${FEATURE_NAMES[feature]} is part of ${PLAN_DISPLAY_NAMES[plan]}. Upgrade to use it.`,
    requiredPlan: plan,
    feature,
  };
}

export function featureNotInEditionBody(feature: FeatureKey) {
  return {
    code: 'FEATURE_NOT_IN_EDITION',
    message: `${FEATURE_NAMES[feature]} is available in the Health edition only.`,
    requiredPlan: requiredPlanFor(feature),
    feature,
  };
}
