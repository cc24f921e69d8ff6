/**
 * The user's share links, newest first: who and what each is for, when it ends, how often it was
 * viewed ('Viewed 2 times, last on ...'), and Revoke (asked once more first) while it is active.
 */
import { useState, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { PROVIDER_MESSAGES, type ShareItem } from '#shared/contracts/providers.contract';
import { describeProvidersError } from '../api/providers-error';
import { useRevokeShare } from '../api/revoke-share';
import { describeViews, formatMoment, sharedSectionNames } from '../lib/format';

const STATUS_STYLES: Record<ShareItem['status'], string> = {
  active: 'bg-emerald-50 text-emerald-900',
  expired: 'bg-slate-100 text-slate-700',
  revoked: 'bg-red-50 text-red-900',
};
const STATUS_NAMES: Record<ShareItem['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

export function ShareList({ shares }: { shares: readonly ShareItem[] }): ReactElement {
  const [revokedNote, setRevokedNote] = useState('');
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-emerald-900 empty:hidden">
        {revokedNote}
      </p>
      {shares.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700">
          You have not shared anything yet. Links you create appear here with how often they were
          viewed.
        </p>
      ) : (
        <ul className="space-y-3">
          {shares.map((share) => (
            <ShareRow
              key={share.id}
              share={share}
              onRevoked={() => setRevokedNote(PROVIDER_MESSAGES.shareRevoked)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function ShareRow({ share, onRevoked }: { share: ShareItem; onRevoked: () => void }): ReactElement {
  const revoke = useRevokeShare();
  const [isConfirming, setIsConfirming] = useState(false);
  const title = share.provider ? `Shared with ${share.provider.name}` : 'Link for anyone';
  const headingId = `share-${share.id}`;
  const failure = revoke.isError ? describeProvidersError(revoke.error) : null;
  return (
    <li
      aria-labelledby={headingId}
      className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {title}
        </h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[share.status]}`}
        >
          {STATUS_NAMES[share.status]}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        Sections: {sharedSectionNames(share.sections).join(', ') || 'none'}
      </p>
      <p className="text-sm text-slate-700">
        Created {formatMoment(share.created_at)} ·{' '}
        {share.status === 'revoked' && share.revoked_at
          ? `revoked ${formatMoment(share.revoked_at)}`
          : share.status === 'expired'
            ? `expired ${formatMoment(share.expires_at)}`
            : `works until ${formatMoment(share.expires_at)}`}
      </p>
      <p className="text-sm font-medium text-slate-900">{describeViews(share)}</p>
      {share.status === 'active' &&
        (isConfirming ? (
          <div
            role="group"
            aria-label="Confirm revoking"
            className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-3"
          >
            <p className="text-sm text-red-950">
              Revoke this link? Anyone who opens it afterwards sees that it no longer works. This
              cannot be undone.
            </p>
            {failure && (
              <p role="alert" className="text-sm text-red-800">
                {'message' in failure ? failure.message : 'The link could not be revoked.'}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="danger"
                size="sm"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(share.id, {
                    onSuccess: () => {
                      setIsConfirming(false);
                      onRevoked();
                    },
                  })
                }
              >
                {revoke.isPending ? 'Revoking...' : 'Yes, revoke the link'}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setIsConfirming(false)}>
                Keep it
              </Button>
            </div>
          </div>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Revoke: ${title}, created ${formatMoment(share.created_at)}`}
            onClick={() => setIsConfirming(true)}
          >
            Revoke
          </Button>
        ))}
    </li>
  );
}
