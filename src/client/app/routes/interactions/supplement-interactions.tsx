/**
 * /supplement-interactions: the free checker for everyone, and under it the paid workspace
 * (drug_interaction_database): saved analyses to reopen, download as PDF or delete. Visitors and
 * free users see what the workspace adds instead. Prerendered signed-out.
 */
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/use-page-meta';
import { EditionNotice } from '#client/features/billing/components/edition-notice';
import { GateLoading } from '#client/features/billing/components/gate-loading';
import { UpgradePrompt } from '#client/features/billing/components/upgrade-prompt';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import { CheckForm } from '#client/features/interactions/components/check-form';
import { ProfileUseNote } from '#client/features/interactions/components/profile-use-note';
import { SavedAnalysesPanel } from '#client/features/interactions/components/saved-analyses-panel';
import { WorkspaceOffer } from '#client/features/interactions/components/workspace-offer';
import {
  useInteractionCheck,
  type InteractionCheck,
} from '#client/features/interactions/hooks/use-interaction-check';
import { PLAN_DISPLAY_NAMES } from '#shared/domain/plans';
import { CheckerPage } from './checker-page';

const WORKSPACE_FEATURE = 'drug_interaction_database';

function Workspace({ check }: { check: InteractionCheck }): ReactElement {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  const access = usePlanAccess();
  // Signed out (and while the session is unknown, as the prerendered page is): the offer.
  if (isLoading || !user) {
    return (
      <WorkspaceOffer>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/login"
            state={{ from: pathname }}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            Sign in
          </Link>
          <Link to="/pricing" className={buttonVariants({ size: 'sm' })}>
            See {PLAN_DISPLAY_NAMES.wellness_plus}
          </Link>
        </div>
      </WorkspaceOffer>
    );
  }
  switch (access.gateFor(WORKSPACE_FEATURE)) {
    case 'loading':
      return <GateLoading />;
    case 'not-in-edition':
      return <EditionNotice feature={WORKSPACE_FEATURE} />;
    case 'upgrade':
      return (
        <div className="space-y-4 print:hidden">
          <WorkspaceOffer />
          <UpgradePrompt feature={WORKSPACE_FEATURE} />
        </div>
      );
    case 'open':
      return <SavedAnalysesPanel check={check} />;
  }
}

export default function SupplementInteractionsPage(): ReactElement {
  usePageMeta('/supplement-interactions');
  const check = useInteractionCheck();
  return (
    <CheckerPage
      eyebrow="Supplement interactions"
      title="Your supplements, medicines and foods, checked together"
      lead="Check any combination for free. With Wellness Pro you can save each analysis, see how every interaction happens and download it for your pharmacist."
      check={check}
      after={<Workspace check={check} />}
    >
      <CheckForm check={check} intro={<ProfileUseNote />} />
    </CheckerPage>
  );
}
