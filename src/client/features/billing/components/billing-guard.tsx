/**
 * Children only when the plan includes the feature (without one: a paid plan, as the real dashboard
 * needs); otherwise the upgrade prompt.
 */
import type { ReactElement, ReactNode } from 'react';
import type { FeatureKey } from '#shared/domain/plans';
import { usePlanAccess } from '../hooks/use-plan-access';
import { EditionNotice } from './edition-notice';
import { GateLoading } from './gate-loading';
import { UpgradePrompt } from './upgrade-prompt';

export interface BillingGuardProps {
  children: ReactNode;
  /** Named in the prompt; without it the prompt speaks of Wellness Pro as a whole. */
  feature?: FeatureKey;
  headingLevel?: 2 | 3;
}

export function BillingGuard({ children, feature, headingLevel }: BillingGuardProps): ReactElement {
  const access = usePlanAccess();
  if (feature && !access.isInEdition(feature))
    return <EditionNotice feature={feature} headingLevel={headingLevel} />;
  if (access.isLoading) return <GateLoading />;
  // With a feature named, the same rule as the server's plan gate for that feature.
  const isOpen = feature ? access.canUse(feature) : access.isPaid;
  if (!isOpen) return <UpgradePrompt feature={feature} headingLevel={headingLevel} />;
  return <>{children}</>;
}
