/**
 * /wellness-providers/join (signed in): the application to be listed. Someone who already applied
 * sees their listing's status instead of a second form (the server allows one open application;
 * after a rejection they may apply again).
 */
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { useMyProviders } from '#client/features/providers/api/list-my-providers';
import { ProviderApplicationForm } from '#client/features/providers/components/provider-application-form';
import { Card } from '#client/components/ui/card';
import { PROVIDER_MESSAGES, type ProviderDetail } from '#shared/contracts/providers.contract';
import { ProvidersPageLayout } from './providers-page-layout';

const STATUS_WORDS: Record<ProviderDetail['status'], string> = {
  pending: 'Waiting for review',
  approved: 'Approved and listed in the directory',
  rejected: 'Not approved',
};

function MyListing({ listing }: { listing: ProviderDetail }): ReactElement {
  return (
    <Card className="space-y-2 p-5">
      <h2 className="text-lg font-semibold text-slate-900">Your listing</h2>
      <p className="text-slate-800">
        <span className="font-medium break-words">{listing.name}</span>, {listing.profession}:{' '}
        <span className="font-semibold">{STATUS_WORDS[listing.status]}</span>.
      </p>
      <Link
        to={`/wellness-providers/${encodeURIComponent(listing.id)}`}
        className="inline-block text-sm font-semibold text-teal-800 underline underline-offset-2"
      >
        See your listing
      </Link>
    </Card>
  );
}

export default function JoinAsProviderPage(): ReactElement {
  const mine = useMyProviders();
  const [appliedId, setAppliedId] = useState<string | null>(null);
  const open = (mine.data ?? []).find((listing) => listing.status !== 'rejected');
  const rejected = (mine.data ?? []).find((listing) => listing.status === 'rejected');

  let body: ReactElement;
  if (appliedId)
    body = (
      <div
        role="status"
        className="space-y-2 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950"
      >
        <p className="font-semibold">{PROVIDER_MESSAGES.applied}</p>
        <Link
          to={`/wellness-providers/${encodeURIComponent(appliedId)}`}
          className="inline-block text-sm font-semibold underline underline-offset-2"
        >
          See your listing
        </Link>
      </div>
    );
  else if (mine.isPending)
    body = (
      <p role="status" className="text-slate-600">
        Loading...
      </p>
    );
  else if (mine.isError) body = <SectionErrorCard onRetry={() => void mine.refetch()} />;
  else if (open) body = <MyListing listing={open} />;
  else
    body = (
      <div className="space-y-4">
        {rejected && (
          <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            Your earlier application was not approved. You may apply again with corrected details.
          </p>
        )}
        <Card className="p-5 sm:p-6">
          <ProviderApplicationForm onApplied={(result) => setAppliedId(result.id)} />
        </Card>
      </div>
    );

  return (
    <ProvidersPageLayout
      title="Join Wellnest as a provider"
      lead={
        <p>
          List yourself in the Wellnest directory so that people can find you and share a read-only
          summary of their medicines, trends or lab results with you. Listing is free; an admin
          reviews each application before it appears.
        </p>
      }
    >
      {body}
    </ProvidersPageLayout>
  );
}
