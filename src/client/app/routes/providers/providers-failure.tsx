/**
 * A refused provider or share request, in words: the upgrade prompt used everywhere for the plan
 * gate, the Health edition notice for the edition gate, and a clear sentence for the rest
 * (400 bad input, 404 missing, 429 too many requests, a session that ended).
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { EditionNotice } from '#client/features/billing/components/edition-notice';
import { UpgradePrompt } from '#client/features/billing/components/upgrade-prompt';
import type { ProvidersFailure } from '#client/features/providers/api/providers-error';

export const SHARE_FEATURE = 'provider_collaboration' as const;

export function ProvidersFailureNotice({ failure }: { failure: ProvidersFailure }): ReactElement {
  if (failure.kind === 'plan-required')
    return <UpgradePrompt feature={SHARE_FEATURE} refusedByServer />;
  if (failure.kind === 'not-in-edition') return <EditionNotice feature={SHARE_FEATURE} />;
  if (failure.kind === 'sign-in')
    return (
      <div role="alert" className="rounded-xl border border-teal-200 bg-teal-50 p-4 text-slate-900">
        <p className="font-semibold">Your session has ended.</p>
        <p className="mt-1 text-sm">
          <Link to="/login" className="font-semibold text-teal-800 underline underline-offset-2">
            Sign in again
          </Link>{' '}
          to continue.
        </p>
      </div>
    );
  return (
    <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      {failure.message}
    </p>
  );
}
