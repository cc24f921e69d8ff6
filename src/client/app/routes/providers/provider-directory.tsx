/**
 * /wellness-providers and /healthcare-providers (the same screen): the approved listings, searched
 * by name or keyword, specialty, place and telehealth. A fresh install has none and says so;
 * sample listings from `npm run seed:demo` are labelled on every card.
 */
import type { ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UserPlus } from 'lucide-react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { buttonVariants } from '#client/components/ui/button';
import { useProviders } from '#client/features/providers/api/list-providers';
import { describeProvidersError } from '#client/features/providers/api/providers-error';
import { DirectorySearchForm } from '#client/features/providers/components/directory-search-form';
import { ProviderCard } from '#client/features/providers/components/provider-card';
import {
  PROVIDER_MESSAGES,
  type ProviderDirectoryQuery,
} from '#shared/contracts/providers.contract';
import { ProvidersFailureNotice } from './providers-failure';
import { ProvidersPageLayout } from './providers-page-layout';
import { formatCount } from '#shared/domain/plural';

export const DIRECTORY_EMPTY = 'No providers have joined Wellnest yet.';

function readQuery(params: URLSearchParams): ProviderDirectoryQuery {
  const telehealth = params.get('telehealth');
  return {
    q: params.get('q') ?? undefined,
    specialty: params.get('specialty') ?? undefined,
    near: params.get('near') ?? undefined,
    telehealth: telehealth === 'true' || telehealth === 'false' ? telehealth : undefined,
  };
}

export default function ProviderDirectoryPage(): ReactElement {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const hasFilters = Boolean(query.q || query.specialty || query.near || query.telehealth);
  const providers = useProviders(query);

  function search(next: ProviderDirectoryQuery): void {
    const entries = Object.entries(next).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    setParams(new URLSearchParams(entries));
  }

  const failure = providers.isError ? describeProvidersError(providers.error) : null;
  const list = providers.data ?? [];
  return (
    <ProvidersPageLayout
      title="Wellness and healthcare providers"
      lead={
        <p>
          People who care for others (doctors, nurses, pharmacists, dietitians, therapists, coaches)
          who have joined Wellnest. Every listing is reviewed by our team before it appears. You can
          share a read-only summary of your medicines, trends or a lab report with any of them.
        </p>
      }
    >
      <DirectorySearchForm key={params.toString()} query={query} onSearch={search} />
      <section aria-labelledby="directory-results" className="space-y-4">
        <h2 id="directory-results" className="text-xl font-semibold text-slate-900">
          {hasFilters ? 'Search results' : 'Listed providers'}
        </h2>
        {providers.isPending ? (
          <p role="status" className="text-slate-600">
            Loading providers...
          </p>
        ) : failure && failure.kind !== 'message' ? (
          <ProvidersFailureNotice failure={failure} />
        ) : providers.isError ? (
          <SectionErrorCard onRetry={() => void providers.refetch()} />
        ) : list.length === 0 ? (
          <div
            role="status"
            className="space-y-2 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-slate-800"
          >
            {hasFilters ? (
              <p className="font-semibold">{PROVIDER_MESSAGES.noResults}</p>
            ) : (
              <>
                <p className="font-semibold">{DIRECTORY_EMPTY}</p>
                <p className="text-sm">{PROVIDER_MESSAGES.directoryEmpty}</p>
              </>
            )}
          </div>
        ) : (
          <>
            <p role="status" className="text-sm text-slate-700">
              {formatCount(list.length, 'provider')}
              {list.some((provider) => provider.demo)
                ? '. Listings marked "Sample listing" are demo data, not real providers.'
                : ''}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2">
              {list.map((provider) => (
                <li key={provider.id}>
                  <ProviderCard provider={provider} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section
        aria-labelledby="join-heading"
        className="flex flex-col gap-3 rounded-2xl border border-teal-200 bg-teal-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="join-heading" className="text-lg font-semibold text-slate-900">
            Are you a provider?
          </h2>
          <p className="text-sm text-slate-700">
            Apply to be listed: we check your details and an admin approves each listing.
          </p>
        </div>
        <Link
          to="/wellness-providers/join"
          className={buttonVariants({ variant: 'primary', size: 'md' })}
        >
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          Join as a provider
        </Link>
      </section>
    </ProvidersPageLayout>
  );
}
