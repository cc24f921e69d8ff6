/**
 * The UI gate, with the same rules as the server's requirePlan: the edition first, then the
 * plan. A free user never sees a paid feature, only the upgrade prompt (or `fallback`).
 */
import type { ReactElement, ReactNode } from 'react';
import type { FeatureKey } from '#shared/domain/plans';
import { usePlanAccess } from '../hooks/use-plan-access';
import { EditionNotice } from './edition-notice';
import { GateLoading } from './gate-loading';
import { UpgradePrompt } from './upgrade-prompt';

export interface FeatureGateProps {
  feature: FeatureKey;
  children: ReactNode;
  /** Shown instead of the default notice or prompt when the user may not use the feature. */
  fallback?: ReactNode;
}

export function FeatureGate({ feature, children, fallback }: FeatureGateProps): ReactElement {
  const state = usePlanAccess().gateFor(feature);
  switch (state) {
    case 'open':
      return <>{children}</>;
    case 'loading':
      return <GateLoading />;
    case 'not-in-edition':
      return <>{fallback ?? <EditionNotice feature={feature} />}</>;
    case 'upgrade':
      return <>{fallback ?? <UpgradePrompt feature={feature} />}</>;
  }
}
