/**
 * /subscription: the current plan, its status and renewal date, and
 * 'Manage subscription' (the customer portal) for paid users, or the way to upgrade for free ones.
 */
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { SITE } from '#client/config/site';
import { usePageMeta } from '#client/lib/use-page-meta';
import { formatRenewalDate, useSubscription } from '#client/features/billing/api/get-subscription';
import { ManageSubscriptionButton } from '#client/features/billing/components/manage-subscription-button';
import { UpgradeAction } from '#client/features/billing/components/upgrade-action';
import { BillingCycleToggle } from '#client/features/marketing/components/plan-cards';
import { normalizeTier } from '#shared/domain/plan-access';
import {
  DEFAULT_BILLING_CYCLE,
  FREE_PLAN_ID,
  PLAN_DISPLAY_NAMES,
  PLAN_TAGLINES,
  type BillingCycle,
} from '#shared/domain/plans';

export default function SubscriptionPage(): ReactElement {
  usePageMeta('/subscription');
  const subscription = useSubscription();
  const [cycle, setCycle] = useState<BillingCycle>(DEFAULT_BILLING_CYCLE);
  const plan = subscription.isSubscribed ? normalizeTier(subscription.tier) : FREE_PLAN_ID;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:py-14">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Your subscription
        </h1>
        <p className="mt-1 text-slate-700">Your plan, when it renews, and where to change it.</p>
      </div>

      {subscription.error && (
        <div
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p className="font-semibold">{subscription.error}</p>
          <p className="mt-1">
            Until it can be checked, your plan is shown as {PLAN_DISPLAY_NAMES.wellness}.
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => void subscription.refetch()}
          >
            Try again
          </Button>
        </div>
      )}

      <Card aria-busy={subscription.loading}>
        <h2 className="text-lg font-semibold text-slate-900">Current plan</h2>
        {subscription.loading ? (
          <p role="status" className="mt-3 text-sm text-slate-600">
            Checking your plan...
          </p>
        ) : (
          <>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-600">Plan</dt>
                <dd className="font-semibold text-slate-900">{PLAN_DISPLAY_NAMES[plan]}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Status</dt>
                <dd className="font-semibold text-slate-900">
                  {subscription.isSubscribed ? 'Active' : 'Free plan, no subscription'}
                </dd>
              </div>
              {subscription.isSubscribed && subscription.subscriptionEnd && (
                <div>
                  <dt className="text-slate-600">Renews on</dt>
                  <dd className="font-semibold text-slate-900">
                    <time dateTime={subscription.subscriptionEnd}>
                      {formatRenewalDate(subscription.subscriptionEnd)}
                    </time>
                  </dd>
                </div>
              )}
            </dl>
            <p className="mt-3 text-sm text-slate-700">{PLAN_TAGLINES[plan]}</p>
            {subscription.isSubscribed ? (
              <div className="mt-5 max-w-xs space-y-2">
                <ManageSubscriptionButton />
                <p className="text-sm text-slate-700">
                  Change your payment method, see invoices or cancel.
                </p>
              </div>
            ) : (
              <div className="mt-5 space-y-4">
                <p className="text-sm text-slate-700">
                  {PLAN_DISPLAY_NAMES.wellness_plus} adds lab uploads, the full interactions
                  database, unlimited AI chat and reports for your clinician.{' '}
                  <Link
                    to="/pro-features"
                    className="font-semibold text-teal-800 underline underline-offset-4"
                  >
                    See everything it includes
                  </Link>
                </p>
                <div className="max-w-sm space-y-4">
                  <BillingCycleToggle value={cycle} onChange={setCycle} />
                  <UpgradeAction cycle={cycle} size="md" />
                </div>
              </div>
            )}
          </>
        )}
      </Card>

      <p className="text-sm text-slate-700">
        Questions about billing?{' '}
        <Link to="/contact" className="font-semibold text-teal-800 underline underline-offset-4">
          Contact us
        </Link>{' '}
        or read the{' '}
        <Link
          to="/pricing#pricing-faq"
          className="font-semibold text-teal-800 underline underline-offset-4"
        >
          pricing questions
        </Link>
        .
      </p>
      <p className="text-center text-sm text-slate-600">{SITE.shortDisclaimer}</p>
    </div>
  );
}
