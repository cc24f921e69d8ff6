/**
 * /shared/:token (public, never indexed): the read-only summary a Wellnest user shared. Works
 * without an account; an unknown, expired or revoked link says so plainly (the API answers 404).
 */
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { describeProvidersError } from '#client/features/providers/api/providers-error';
import { useSharedSummary } from '#client/features/providers/api/get-shared-summary';
import { SharedSummaryView } from '#client/features/providers/components/shared-summary-view';
import { PROVIDER_MESSAGES } from '#shared/contracts/providers.contract';
import { ProvidersFailureNotice } from './providers-failure';
import { ProvidersPageLayout } from './providers-page-layout';

export const LINK_GONE_TITLE = 'This link has expired or was revoked';

export default function SharedSummaryPage(): ReactElement {
  const { token = '' } = useParams();
  const summary = useSharedSummary(token);

  if (summary.isError) {
    const failure = describeProvidersError(summary.error);
    if (failure.kind === 'not-found')
      return (
        <ProvidersPageLayout
          title={LINK_GONE_TITLE}
          showNav={false}
          lead={
            <p>
              {PROVIDER_MESSAGES.shareNotFound} If you still need the summary, ask the person who
              shared it to send you a new link.
            </p>
          }
        >
          {null}
        </ProvidersPageLayout>
      );
    return (
      <ProvidersPageLayout
        title="Shared summary"
        showNav={false}
        lead={<p>The summary could not be loaded.</p>}
      >
        {failure.kind === 'message' ? (
          <SectionErrorCard onRetry={() => void summary.refetch()} />
        ) : (
          <ProvidersFailureNotice failure={failure} />
        )}
      </ProvidersPageLayout>
    );
  }
  if (!summary.data)
    return (
      <ProvidersPageLayout title="Shared summary" showNav={false} lead={<p>Loading...</p>}>
        <p role="status" className="text-sm text-slate-600">
          Loading the shared summary...
        </p>
      </ProvidersPageLayout>
    );
  const data = summary.data;
  return (
    <ProvidersPageLayout
      title={
        data.first_name ? `${data.first_name}'s shared health summary` : 'Shared health summary'
      }
      showNav={false}
      lead={
        <p>
          A read-only summary shared through Wellnest
          {data.provider ? ` for ${data.provider.name}` : ''}. It shows only what its owner chose to
          share.
        </p>
      }
    >
      <SharedSummaryView summary={data} />
    </ProvidersPageLayout>
  );
}
