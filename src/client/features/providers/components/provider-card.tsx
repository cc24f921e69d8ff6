/** One directory entry: name (a link to the provider's page), profession, specialty, place, badges. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import type { ProviderListItem } from '#shared/contracts/providers.contract';
import { ProviderBadges } from './provider-badges';

export function ProviderCard({ provider }: { provider: ProviderListItem }): ReactElement {
  const headingId = `provider-${provider.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="min-w-0">
        <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          <Link
            to={`/wellness-providers/${encodeURIComponent(provider.id)}`}
            className="text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          >
            {provider.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm break-words text-slate-700">
          {provider.profession}
          {provider.specialty ? ` · ${provider.specialty}` : ''}
        </p>
        {provider.location && (
          <p className="mt-1 flex items-center gap-1 text-sm break-words text-slate-600">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {provider.location}
          </p>
        )}
      </div>
      <ProviderBadges provider={provider} />
    </article>
  );
}
