/**
 * /wellness-providers/:id (public): one listing. An applicant also sees their own listing while it
 * waits for review, so the page waits for the session before it asks.
 */
import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { useProvider } from '#client/features/providers/api/get-provider';
import { describeProvidersError } from '#client/features/providers/api/providers-error';
import { ProviderDetailView } from '#client/features/providers/components/provider-detail';
import { useAuth } from '#client/lib/auth';
import { PROVIDER_MESSAGES } from '#shared/contracts/providers.contract';
import { ProvidersFailureNotice } from './providers-failure';
import { PROVIDERS_DECLARATIONS, withTitle } from './providers-declarations';
import { ProvidersPageLayout } from './providers-page-layout';

const META = PROVIDERS_DECLARATIONS.provider.meta;

const backLink = (
  <Link to="/wellness-providers" className="font-medium text-teal-800 underline">
    Back to the directory
  </Link>
);

export default function ProviderPage(): ReactElement {
  const { id = '' } = useParams();
  const { isLoading } = useAuth();
  const provider = useProvider(id, !isLoading);

  if (provider.isError) {
    const failure = describeProvidersError(provider.error);
    if (failure.kind === 'not-found')
      return (
        <ProvidersPageLayout
          title="Provider not found"
          lead={
            <p>
              {PROVIDER_MESSAGES.providerNotFound} The listing may have been removed or not yet
              approved. {backLink}
            </p>
          }
        >
          {null}
        </ProvidersPageLayout>
      );
    return (
      <ProvidersPageLayout
        title="Provider"
        lead={<p>The listing could not be loaded. {backLink}</p>}
      >
        {failure.kind === 'message' ? (
          <SectionErrorCard onRetry={() => void provider.refetch()} />
        ) : (
          <ProvidersFailureNotice failure={failure} />
        )}
      </ProvidersPageLayout>
    );
  }
  if (!provider.data)
    return (
      <ProvidersPageLayout title="Provider" lead={<p>Loading the listing...</p>}>
        <p role="status" className="text-sm text-slate-600">
          Loading...
        </p>
      </ProvidersPageLayout>
    );
  const data = provider.data;
  return (
    <ProvidersPageLayout
      title={data.name}
      meta={withTitle(META, `${data.name}, ${data.profession}`)}
      lead={
        <p>
          {data.profession}
          {data.specialty ? ` · ${data.specialty}` : ''}
          {data.location ? ` · ${data.location}` : ''}. {backLink}
        </p>
      }
    >
      <ProviderDetailView provider={data} />
      <section
        aria-labelledby="share-with-heading"
        className="rounded-2xl border border-teal-200 bg-teal-50 p-5"
      >
        <h2 id="share-with-heading" className="text-lg font-semibold text-slate-900">
          Sharing with {data.name}?
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Wellness Pro members can share a read-only summary of their medicines, recent trends or a
          lab report by a private link that expires.{' '}
          <Link
            to="/dashboard/shares"
            className="font-semibold text-teal-800 underline underline-offset-2"
          >
            Share a summary
          </Link>
        </p>
      </section>
    </ProvidersPageLayout>
  );
}
