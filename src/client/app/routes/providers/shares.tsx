/**
 * /dashboard/shares (signed in): share a read-only summary with a provider or anyone by a link
 * (paid 'provider collaboration', Health edition), and the list of links with their views and
 * Revoke. Reading and revoking one's links stay open after a downgrade: only creating is paid.
 */
import type { ReactElement } from 'react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Card } from '#client/components/ui/card';
import { GateLoading } from '#client/features/billing/components/gate-loading';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import { describeProvidersError } from '#client/features/providers/api/providers-error';
import { useShares } from '#client/features/providers/api/list-shares';
import { ShareForm } from '#client/features/providers/components/share-form';
import { ShareList } from '#client/features/providers/components/share-list';
import { EditionNotice } from '#client/features/billing/components/edition-notice';
import { UpgradePrompt } from '#client/features/billing/components/upgrade-prompt';
import { ProvidersFailureNotice, SHARE_FEATURE } from './providers-failure';
import { ProvidersPageLayout } from './providers-page-layout';

function CreateShare(): ReactElement {
  const gate = usePlanAccess().gateFor(SHARE_FEATURE);
  switch (gate) {
    case 'loading':
      return <GateLoading />;
    case 'not-in-edition':
      return <EditionNotice feature={SHARE_FEATURE} />;
    case 'upgrade':
      return <UpgradePrompt feature={SHARE_FEATURE} />;
    case 'open':
      return (
        <Card className="p-5 sm:p-6">
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Create a share link</h2>
          <ShareForm renderFailure={(failure) => <ProvidersFailureNotice failure={failure} />} />
        </Card>
      );
  }
}

function MyShares(): ReactElement {
  const shares = useShares();
  const failure = shares.isError ? describeProvidersError(shares.error) : null;
  return (
    <section aria-labelledby="my-shares-heading" className="space-y-3">
      <h2 id="my-shares-heading" className="text-xl font-semibold text-slate-900">
        Your share links
      </h2>
      {shares.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your links...
        </p>
      ) : failure && failure.kind !== 'message' ? (
        failure.kind === 'not-in-edition' || failure.kind === 'plan-required' ? (
          <p className="text-sm text-slate-700">You have no share links here.</p>
        ) : (
          <ProvidersFailureNotice failure={failure} />
        )
      ) : shares.isError ? (
        <SectionErrorCard onRetry={() => void shares.refetch()} />
      ) : (
        <ShareList shares={shares.data} />
      )}
    </section>
  );
}

export default function SharesPage(): ReactElement {
  return (
    <ProvidersPageLayout
      title="Share a summary with a provider"
      lead={
        <p>
          Choose what to share (your medicines and their interactions, recent trends, a lab report),
          for how long, and with whom. The person with the link sees only those sections, read-only,
          without an account; you see every view and can revoke the link at any time.
        </p>
      }
    >
      <CreateShare />
      <MyShares />
    </ProvidersPageLayout>
  );
}
