/**
 * Who may use what, for any feature: the user's plan from useSubscription and the
 * edition from the served page, checked with the same rules as the server's plan gate.
 */
import { useCallback } from 'react';
import { useAppConfig } from '#client/lib/app-config';
import type { Edition } from '#shared/domain/edition';
import {
  PLAN_LEVELS,
  isFeatureAvailable,
  isFeatureInEdition,
  needsUpgrade,
  normalizeTier,
  requiredPlanFor as requiredPlanOf,
} from '#shared/domain/plan-access';
import { FEATURE_PLANS, FREE_PLAN_ID, type FeatureKey, type PlanId } from '#shared/domain/plans';
import { useSubscription } from '../api/get-subscription';

export interface PlanAccess {
  isPaid: boolean;
  /** The user's plan: 'wellness' when free, signed out, or while unknown. */
  plan: PlanId;
  /** True until the session and plan are known; gates should wait rather than flash a prompt. */
  isLoading: boolean;
  edition: Edition;
  /** The edition offers it and the plan includes it. */
  canUse: (feature: FeatureKey) => boolean;
  isInEdition: (feature: FeatureKey) => boolean;
  requiredPlanFor: (feature: FeatureKey) => PlanId;
  /** What a gate should show for the feature now. */
  gateFor: (feature: FeatureKey) => GateState;
}

/** not-in-edition: this edition lacks it; loading: plan unknown yet; upgrade: a paid plan is needed. */
export type GateState = 'open' | 'not-in-edition' | 'loading' | 'upgrade';

export function usePlanAccess(): PlanAccess {
  const subscription = useSubscription();
  const { edition } = useAppConfig();
  const isPaid = subscription.isSubscribed;
  const plan = isPaid ? normalizeTier(subscription.tier) : FREE_PLAN_ID;
  const isInEdition = useCallback(
    (feature: FeatureKey) => isFeatureInEdition(edition, feature),
    [edition],
  );
  const canUse = useCallback(
    (feature: FeatureKey) =>
      isFeatureInEdition(edition, feature) && isFeatureAvailable(PLAN_LEVELS[plan], feature),
    [edition, plan],
  );
  const isLoading = subscription.loading;
  const gateFor = useCallback(
    (feature: FeatureKey): GateState => {
      if (!isFeatureInEdition(edition, feature)) return 'not-in-edition';
      if (FEATURE_PLANS[feature] === FREE_PLAN_ID) return 'open';
      if (isLoading) return 'loading';
      return needsUpgrade(isPaid, feature) || !canUse(feature) ? 'upgrade' : 'open';
    },
    [canUse, edition, isLoading, isPaid],
  );
  return {
    isPaid,
    plan,
    isLoading,
    edition,
    canUse,
    isInEdition,
    requiredPlanFor: requiredPlanOf,
    gateFor,
  };
}
