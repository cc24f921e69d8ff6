/** A provider's page body: what they do, where, languages, bio, their identifiers and status. */
import type { ReactElement } from 'react';
import { Globe, MapPin, Video } from 'lucide-react';
import { Card } from '#client/components/ui/card';
import { PROVIDER_MESSAGES, type ProviderDetail } from '#shared/contracts/providers.contract';
import { ProviderBadges } from './provider-badges';

const STATUS_NOTES: Record<Exclude<ProviderDetail['status'], 'approved'>, string> = {
  pending:
    'Your listing is waiting for review. Only you can see this page until an admin approves it.',
  rejected:
    'Your listing was not approved, so it is not in the directory. You may apply again with corrected details.',
};

export function ProviderDetailView({ provider }: { provider: ProviderDetail }): ReactElement {
  return (
    <div className="space-y-6">
      {provider.status !== 'approved' && (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          {STATUS_NOTES[provider.status]}
        </p>
      )}
      {provider.demo && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {PROVIDER_MESSAGES.demoLabel}. It is here to show how the directory works.
        </p>
      )}
      <ProviderBadges provider={provider} />
      <Card className="space-y-4 p-5 sm:p-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-slate-700">Profession</dt>
            <dd className="break-words text-slate-900">{provider.profession}</dd>
          </div>
          {provider.specialty && (
            <div>
              <dt className="text-sm font-semibold text-slate-700">Specialty</dt>
              <dd className="break-words text-slate-900">{provider.specialty}</dd>
            </div>
          )}
          <div>
            <dt className="flex items-center gap-1 text-sm font-semibold text-slate-700">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              Location
            </dt>
            <dd className="break-words text-slate-900">{provider.location || 'Not given'}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 text-sm font-semibold text-slate-700">
              <Video className="h-4 w-4" aria-hidden="true" />
              Telehealth
            </dt>
            <dd className="text-slate-900">
              {provider.telehealth ? 'Offers telehealth visits' : 'In person only'}
            </dd>
          </div>
          {provider.languages.length > 0 && (
            <div>
              <dt className="flex items-center gap-1 text-sm font-semibold text-slate-700">
                <Globe className="h-4 w-4" aria-hidden="true" />
                Languages
              </dt>
              <dd className="break-words text-slate-900">{provider.languages.join(', ')}</dd>
            </div>
          )}
          {provider.npi && (
            <div>
              <dt className="text-sm font-semibold text-slate-700">NPI number</dt>
              <dd className="text-slate-900">
                {provider.npi}{' '}
                <a
                  href={`https://npiregistry.cms.hhs.gov/provider-view/${encodeURIComponent(provider.npi)}`}
                  className="text-sm font-medium text-teal-800 underline underline-offset-2"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  Look it up in the NPI Registry
                </a>
              </dd>
            </div>
          )}
          {provider.licence && (
            <div>
              <dt className="text-sm font-semibold text-slate-700">Licence or registration</dt>
              <dd className="break-words text-slate-900">{provider.licence}</dd>
            </div>
          )}
        </dl>
        {provider.bio && (
          <div>
            <h2 className="text-lg font-semibold text-slate-900">About</h2>
            <p className="mt-1 whitespace-pre-line break-words text-slate-800">{provider.bio}</p>
          </div>
        )}
      </Card>
      {!provider.verified && (
        <p className="text-sm text-slate-600">{PROVIDER_MESSAGES.unverifiedNote}</p>
      )}
    </div>
  );
}
