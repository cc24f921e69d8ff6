/**
 * A paid feature behind its upgrade prompt: paid users see the children (if any); free users see
 * the prompt naming the feature and the plan it needs, linking /upgrade/{feature} and /pricing.
 */
import type { ReactElement, ReactNode } from 'react';
import { isPaidFeature } from '#shared/domain/feature-registry';
import type { FeatureKey } from '#shared/domain/plans';
import { usePlanAccess } from '../hooks/use-plan-access';
import { EditionNotice } from './edition-notice';
import { GateLoading } from './gate-loading';
import { UpgradePrompt } from './upgrade-prompt';

export interface PremiumFeatureGateProps {
  feature: FeatureKey;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}

export function PremiumFeatureGate({
  feature,
  children,
  headingLevel,
}: PremiumFeatureGateProps): ReactElement | null {
  const state = usePlanAccess().gateFor(feature);
  switch (state) {
    case 'open':
      return children === undefined ? null : <>{children}</>;
    case 'loading':
      return <GateLoading />;
    case 'not-in-edition':
      return <EditionNotice feature={feature} headingLevel={headingLevel} />;
    case 'upgrade':
      // Only a paid feature takes an upgrade note; a free one is never sold (ADR 087).
      return isPaidFeature(feature) ? (
        <UpgradePrompt feature={feature} headingLevel={headingLevel} />
      ) : (
        <>{children}</>
      );
  }
}
