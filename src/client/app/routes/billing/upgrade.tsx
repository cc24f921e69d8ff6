/**
 * /upgrade/{feature}: names the feature and the plan it needs. Every paid
 * feature needs Wellness Pro today; Health Pro is coming soon, and the page says so.
 * A free feature, a feature this edition lacks, and an unknown name each get an honest answer.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { buttonVariants } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { SITE } from '#client/config/site';
import { useAuth } from '#client/lib/auth';
import { UPGRADE_META } from './billing-declarations';
import { usePageMeta } from '#client/lib/use-page-meta';
import { EditionNotice } from '#client/features/billing/components/edition-notice';
import { UpgradeAction } from '#client/features/billing/components/upgrade-action';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import {
  BillingCycleToggle,
  PlanFeatureList,
} from '#client/features/marketing/components/plan-cards';
import {
  COMING_SOON_PLAN_ID,
  DEFAULT_BILLING_CYCLE,
  FEATURE_NAMES,
  FREE_PLAN_ID,
  PAID_PLAN_ID,
  PLAN_DISPLAY_NAMES,
  formatPlanPrice,
  isComingSoonFeature,
  isFeatureKey,
  registerPathFor,
  type BillingCycle,
  type FeatureKey,
} from '#shared/domain/plans';
import { requiredPlanFor } from '#shared/domain/plan-access';

const PAGE = 'mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:py-14';
const H1 = 'text-2xl font-bold tracking-tight text-slate-900 text-balance sm:text-3xl';

function Disclaimer(): ReactElement {
  return <p className="text-center text-sm text-slate-600">{SITE.shortDisclaimer}</p>;
}

/** The Wellness Pro offer: price per cycle, what it includes, and the one call to action. */
function WellnessProOffer({ headline }: { headline?: string }): ReactElement {
  const [cycle, setCycle] = useState<BillingCycle>(DEFAULT_BILLING_CYCLE);
  const planName = PLAN_DISPLAY_NAMES[PAID_PLAN_ID];
  return (
    <Card className="space-y-5">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">
          {headline ?? `What ${planName} includes`}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {formatPlanPrice(PAID_PLAN_ID, 'monthly')} or {formatPlanPrice(PAID_PLAN_ID, 'yearly')}.
          Cancel any time; you keep it until the end of the period you paid for.
        </p>
      </div>
      <PlanFeatureList plan={PAID_PLAN_ID} />
      <BillingCycleToggle value={cycle} onChange={setCycle} />
      <UpgradeAction cycle={cycle} />
      <p className="text-center text-sm">
        <Link to="/pricing" className="font-semibold text-teal-800 underline underline-offset-4">
          Compare all plans
        </Link>
      </p>
    </Card>
  );
}

function FeatureUpgrade({ feature }: { feature: FeatureKey }): ReactElement {
  const access = usePlanAccess();
  const { isLoading: isAuthLoading, isSignedIn } = useAuth();
  // Until the session is known this is the visitor's page, as UpgradeAction renders it.
  const isVisitor = isAuthLoading || !isSignedIn;
  const name = FEATURE_NAMES[feature];
  const plan = requiredPlanFor(feature);
  const planName = PLAN_DISPLAY_NAMES[plan];

  if (isComingSoonFeature(feature)) {
    // Not built yet: nothing to sell, on any plan.
    return (
      <>
        <h1 className={H1}>{name} is coming soon</h1>
        <Card>
          <p className="text-slate-700">
            {name} is not available yet, on any plan, so there is nothing to buy for it today.
          </p>
          <Link to="/features" className={buttonVariants({ className: 'mt-4' })}>
            See what Wellnest does today
          </Link>
        </Card>
      </>
    );
  }

  if (!access.isInEdition(feature)) {
    return (
      <>
        <h1 className={H1}>{name} is not in this edition</h1>
        <EditionNotice feature={feature} />
      </>
    );
  }
  if (plan === FREE_PLAN_ID) {
    return (
      <>
        <h1 className={H1}>{name} is free</h1>
        <Card>
          <p className="text-slate-700">
            {name} is included in {PLAN_DISPLAY_NAMES.wellness}, so there is nothing to upgrade. It
            stays free.
          </p>
          {isVisitor ? (
            <Link
              to={registerPathFor(FREE_PLAN_ID)}
              className={buttonVariants({ className: 'mt-4' })}
            >
              Create a free account
            </Link>
          ) : (
            <Link to="/dashboard" className={buttonVariants({ className: 'mt-4' })}>
              Go to your dashboard
            </Link>
          )}
        </Card>
      </>
    );
  }
  if (!isVisitor && access.isPaid) {
    return (
      <>
        <h1 className={H1}>You already have {name}</h1>
        <Card>
          <p className="text-slate-700">
            {name} is part of {planName}, and your {PLAN_DISPLAY_NAMES[access.plan]} plan includes
            it.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/dashboard" className={buttonVariants()}>
              Go to your dashboard
            </Link>
            <Link to="/subscription" className={buttonVariants({ variant: 'secondary' })}>
              Your subscription
            </Link>
          </div>
        </Card>
      </>
    );
  }
  return (
    <>
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">Upgrade</p>
        <h1 className={`mt-1 ${H1}`}>
          {name} needs {planName}
        </h1>
        <p className="mt-2 text-slate-700">
          {isVisitor ? (
            <>
              {name} is part of {planName}, our paid plan. Create an account with {planName} below,
              or{' '}
              <Link
                to="/login"
                className="font-semibold text-teal-800 underline underline-offset-4"
              >
                sign in
              </Link>{' '}
              if you have one.
            </>
          ) : (
            <>
              Your plan is {PLAN_DISPLAY_NAMES.wellness}. {name} is part of {planName}, our paid
              plan.
            </>
          )}
        </p>
      </div>
      <dl className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Feature</dt>
          <dd className="font-semibold text-slate-900">{name}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Plan it needs</dt>
          <dd className="font-semibold text-slate-900">{planName}</dd>
        </div>
      </dl>
      <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        {PLAN_DISPLAY_NAMES[COMING_SOON_PLAN_ID]}, a plan for people managing complex routines with
        their care team, is coming soon. You do not need to wait for it: {name} is in {planName}{' '}
        today.
      </p>
      <WellnessProOffer />
    </>
  );
}

export default function UpgradePage(): ReactElement {
  const { pathname } = useLocation();
  const { feature: param = '' } = useParams();
  const feature = isFeatureKey(param) ? param : null;
  const name = feature ? FEATURE_NAMES[feature] : null;
  const meta = useMemo(
    () => (name ? { ...UPGRADE_META, title: `Upgrade for ${name} | Wellnest` } : UPGRADE_META),
    [name],
  );
  usePageMeta(pathname, meta);

  return (
    <div className={PAGE}>
      {feature ? (
        <FeatureUpgrade feature={feature} />
      ) : (
        <>
          <h1 className={H1}>Upgrade to {PLAN_DISPLAY_NAMES[PAID_PLAN_ID]}</h1>
          <p className="text-slate-700">
            We could not find a feature called{' '}
            <code className="break-all rounded bg-slate-100 px-1.5 py-0.5">{param}</code>. Here is
            what {PLAN_DISPLAY_NAMES[PAID_PLAN_ID]} includes.
          </p>
          <WellnessProOffer />
        </>
      )}
      <Disclaimer />
    </div>
  );
}
