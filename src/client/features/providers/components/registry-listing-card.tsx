/**
 * One US provider from the live NPI Registry (ADR 093): a public record, not a Wellnest listing,
 * so it has no page here; it names its source and links to the registry's own page.
 */
import type { ReactElement } from 'react';
import { ExternalLink, MapPin, Phone } from 'lucide-react';
import type { RegistryListing } from '#shared/contracts/providers.contract';

const registryPageUrl = (npi: string) =>
  `https://npiregistry.cms.hhs.gov/provider-view/${encodeURIComponent(npi)}`;

export function RegistryListingCard({ listing }: { listing: RegistryListing }): ReactElement {
  const headingId = `registry-${listing.npi}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
        {listing.name}
      </h3>
      <p className="text-sm break-words text-slate-700">
        {listing.kind === 'organisation' ? 'Organisation' : 'Individual'}
        {listing.specialty ? ` · ${listing.specialty}` : ''}
      </p>
      {listing.location && (
        <p className="flex items-center gap-1 text-sm break-words text-slate-600">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          {listing.location}
        </p>
      )}
      {listing.phone && (
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
          <a href={`tel:${listing.phone.replace(/[^\d+]/g, '')}`} className="underline">
            {listing.phone}
          </a>
        </p>
      )}
      <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span>NPI {listing.npi} · NPI Registry record</span>
        <a
          href={registryPageUrl(listing.npi)}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1 font-semibold text-teal-800 underline"
        >
          View in the NPI Registry
          <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </article>
  );
}
