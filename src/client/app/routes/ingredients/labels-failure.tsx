/**
 * A failed check on the label pages: the plan gate shows the upgrade prompt used everywhere, the
 * daily cap its message with the way to unlimited checks, anything else the server's sentence.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { UpgradePrompt } from '#client/features/billing/components/upgrade-prompt';
import type { LabelsFailure } from '#client/features/ingredients/api/labels-error';
import { requiredPlanFor } from '#shared/domain/plan-access';
import { FREE_PLAN_ID, PLAN_DISPLAY_NAMES, type PaidFeatureKey } from '#shared/domain/plans';

export function LabelsFailureNotice({
  failure,
  feature,
}: {
  failure: LabelsFailure;
  /** The paid feature behind a 403. */
  feature: PaidFeatureKey;
}): ReactElement {
  if (failure.kind === 'plan-required') return <UpgradePrompt feature={feature} refusedByServer />;
  if (failure.kind === 'sign-in')
    return (
      <div role="alert" className="rounded-xl border border-teal-200 bg-teal-50 p-4 text-slate-900">
        <p className="font-semibold">
          {requiredPlanFor(feature) === FREE_PLAN_ID
            ? 'Sign in to look products up: a free account is enough.'
            : `Sign in to look products up: it is part of ${PLAN_DISPLAY_NAMES[requiredPlanFor(feature)]}.`}
        </p>
        <p className="mt-2 text-sm">
          <Link to="/login" className="font-semibold text-teal-800 underline underline-offset-2">
            Sign in
          </Link>{' '}
          or{' '}
          <Link
            to="/login?tab=register"
            className="font-semibold text-teal-800 underline underline-offset-2"
          >
            create a free account
          </Link>
          . Pasting an ingredient list works without one.
        </p>
      </div>
    );
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{failure.message}</p>
      {failure.kind === 'limit' && (
        <p className="mt-2 text-sm">
          <Link to="/pricing" className="font-semibold underline underline-offset-2">
            See Wellness Pro for unlimited checks
          </Link>
        </p>
      )}
    </div>
  );
}

/** For visitors: their analysis has no personal checks, and signing in adds them. */
export function VisitorNote(): ReactElement {
  return (
    <p className="rounded-xl border border-teal-200 bg-teal-50 p-3 text-sm text-slate-900">
      Sign in to add personal checks: your allergies, diet, pregnancy, medicines and your own
      avoid-list.{' '}
      <Link to="/login" className="font-semibold text-teal-800 underline underline-offset-2">
        Sign in
      </Link>{' '}
      or{' '}
      <Link
        to="/login?tab=register"
        className="font-semibold text-teal-800 underline underline-offset-2"
      >
        create a free account
      </Link>
      .
    </p>
  );
}
