/**
 * /wellness-providers and /healthcare-providers (the same screen): the approved listings, searched
 * by name or keyword, specialty, place and telehealth. A fresh install has none and says so;
 * sample listings from `npm run seed:demo` are labelled on every card. No copy of the NPI
 * Registry ships offline: connected (NPPES_API_URL), a search also lists its US providers apart,
 * labelled as its public records; not connected, the empty directory says how (ADR 093).
 */
import type { ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UserPlus } from 'lucide-react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { buttonVariants } from '#client/components/ui/button';
import { useProviderDirectory } from '#client/features/providers/api/list-providers';
import { describeProvidersError } from '#client/features/providers/api/providers-error';
import { DirectorySearchForm } from '#client/features/providers/components/directory-search-form';
import { ProviderCard } from '#client/features/providers/components/provider-card';
import { RegistryListingCard } from '#client/features/providers/components/registry-listing-card';
import {
  NPPES_PUBLIC_API,
  NPPES_SETTING,
  PROVIDER_MESSAGES,
  type ProviderDirectoryQuery,
  type ProviderDirectoryResponse,
} from '#shared/contracts/providers.contract';
import { ProvidersFailureNotice } from './providers-failure';
import { ProvidersPageLayout } from './providers-page-layout';
import { formatCount } from '#shared/domain/plural';

export const DIRECTORY_EMPTY = 'No providers have joined Wellnest yet.';
const REGISTRY_SOURCE =
  'From the NPI Registry (NPPES, run by CMS; public domain), read live for this search. These are public records, not Wellnest listings: nobody here has reviewed them, so check a licence yourself.';

/** What the empty directory says about the NPI Registry: how to connect it, or how to search it. */
function RegistryHint({ registry }: { registry: ProviderDirectoryResponse['registry'] }) {
  if (registry.unavailable)
    return <p className="text-sm">The NPI Registry did not answer. Try the search again later.</p>;
  if (registry.connected)
    return (
      <p className="text-sm">
        Search by name, NPI, specialty or place (a ZIP code, or a city and state such as
        &ldquo;Boston, MA&rdquo;) to look up US providers in the NPI Registry.
      </p>
    );
  return (
    <p className="text-sm">
      This server is not connected to the NPI Registry, and no copy of it ships with Wellnest. To
      search the registry&rsquo;s US providers here, whoever runs this server sets{' '}
      <code className="rounded bg-white px-1 py-0.5 text-xs break-all text-slate-900 ring-1 ring-slate-200">
        {NPPES_SETTING}={NPPES_PUBLIC_API}
      </code>{' '}
      in its environment and restarts it.
    </p>
  );
}

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
  const providers = useProviderDirectory(query);

  function search(next: ProviderDirectoryQuery): void {
    const entries = Object.entries(next).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    setParams(new URLSearchParams(entries));
  }

  const failure = providers.isError ? describeProvidersError(providers.error) : null;
  const list = providers.data?.providers ?? [];
  const registry = providers.data?.registry;
  const registryResults = registry?.results ?? [];
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
            {hasFilters && registryResults.length > 0 ? (
              <p className="font-semibold">
                No Wellnest listings match your search; the NPI Registry&rsquo;s are below.
              </p>
            ) : hasFilters ? (
              <p className="font-semibold">{PROVIDER_MESSAGES.noResults}</p>
            ) : (
              <>
                <p className="font-semibold">{DIRECTORY_EMPTY}</p>
                <p className="text-sm">{PROVIDER_MESSAGES.directoryEmpty}</p>
              </>
            )}
            {registry && registryResults.length === 0 && <RegistryHint registry={registry} />}
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
      {registryResults.length > 0 && (
        <section aria-labelledby="registry-results" className="space-y-4">
          <h2 id="registry-results" className="text-xl font-semibold text-slate-900">
            In the NPI Registry
          </h2>
          <p className="text-sm text-slate-700">
            {formatCount(registryResults.length, 'provider')}. {REGISTRY_SOURCE}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2">
            {registryResults.map((listing) => (
              <li key={listing.npi}>
                <RegistryListingCard listing={listing} />
              </li>
            ))}
          </ul>
        </section>
      )}
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
