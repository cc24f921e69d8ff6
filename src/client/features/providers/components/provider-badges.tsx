/** The small facts on a listing: telehealth, NPI verification, and the sample (demo) label. */
import type { ReactElement } from 'react';
import { BadgeCheck, FlaskConical, Video } from 'lucide-react';
import type { ProviderListItem } from '#shared/contracts/providers.contract';

const BADGE = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function ProviderBadges({
  provider,
}: {
  provider: Pick<ProviderListItem, 'telehealth' | 'verified' | 'demo'>;
}): ReactElement {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="About this listing">
      {provider.demo && (
        <li className={`${BADGE} border border-amber-300 bg-amber-50 text-amber-900`}>
          <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" />
          Sample listing
        </li>
      )}
      {provider.telehealth && (
        <li className={`${BADGE} bg-sky-50 text-sky-900`}>
          <Video className="h-3.5 w-3.5" aria-hidden="true" />
          Telehealth
        </li>
      )}
      {provider.verified ? (
        <li className={`${BADGE} bg-emerald-50 text-emerald-900`}>
          <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
          NPI verified
        </li>
      ) : (
        <li className={`${BADGE} bg-slate-100 text-slate-700`}>Not verified</li>
      )}
    </ul>
  );
}
