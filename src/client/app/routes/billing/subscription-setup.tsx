/**
 * /subscription-setup: the post-signup subscription screen (Start subscription or Skip for now)
 * for users whose sign-up plan is premium or pro. Those plans are no longer sold, so the screen
 * says so and offers Wellness Pro: 'Start subscription' (monthly checkout) or 'Skip for now' (Free).
 */
import type { ReactElement } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { SITE } from '#client/config/site';
import { useAuth } from '#client/lib/auth';
import { SUBSCRIPTION_CANCEL_URL, SUBSCRIPTION_SUCCESS_URL } from '#client/lib/subscription-intent';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useIsHydrated } from '#client/lib/use-stored-value';
import { useCreateCheckout } from '#client/features/billing/api/create-checkout';
import { useSubscription } from '#client/features/billing/api/get-subscription';
import { PlanFeatureList } from '#client/features/marketing/components/plan-cards';
import {
  LEGACY_PLANS,
  PAID_PLAN_ID,
  PLAN_DISPLAY_NAMES,
  formatPlanPrice,
  formatUsd,
  isLegacyPlanId,
  lookupKeyFor,
} from '#shared/domain/plans';

export default function SubscriptionSetupPage(): ReactElement {
  usePageMeta('/subscription-setup');
  const { user } = useAuth();
  const navigate = useNavigate();
  const subscription = useSubscription();
  const checkout = useCreateCheckout();
  const isHydrated = useIsHydrated();
  const planName = PLAN_DISPLAY_NAMES[PAID_PLAN_ID];

  // Sent on once the app runs: a server render (ADR 111) cannot redirect, and says nothing.
  if (subscription.isSubscribed) return isHydrated ? <Navigate to="/dashboard" replace /> : <></>;

  const chosen = isLegacyPlanId(user?.selected_plan) ? LEGACY_PLANS[user.selected_plan] : null;
  const busy = checkout.isBusy || subscription.loading;

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-10 sm:py-14">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Start your subscription
        </h1>
        <p className="mt-2 text-slate-700">
          {chosen
            ? `You chose the ${chosen.name} plan (${formatUsd(chosen.monthlyPriceUsd)}/${chosen.period}) when you signed up. That plan is no longer sold: ${planName} has taken its place, at ${formatPlanPrice(PAID_PLAN_ID, 'monthly')}.`
            : `Your account is ready. Start ${planName} now, or continue on ${PLAN_DISPLAY_NAMES.wellness}.`}
        </p>
      </div>

      <Card>
        <h2 className="text-lg font-semibold text-slate-900">
          {planName} · {formatPlanPrice(PAID_PLAN_ID, 'monthly')}
        </h2>
        <PlanFeatureList plan={PAID_PLAN_ID} className="mt-4 space-y-2" />
        {checkout.error && (
          <p role="alert" className="mt-4 text-sm text-red-800">
            {checkout.error}
          </p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <Button
            size="lg"
            disabled={busy}
            aria-busy={checkout.isBusy}
            onClick={() =>
              void checkout.start({
                lookup_key: lookupKeyFor(PAID_PLAN_ID, 'monthly'),
                success_url: SUBSCRIPTION_SUCCESS_URL,
                cancel_url: SUBSCRIPTION_CANCEL_URL,
              })
            }
          >
            {checkout.isBusy ? 'Starting checkout...' : 'Start subscription'}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            disabled={checkout.isBusy}
            onClick={() => void navigate('/dashboard', { replace: true })}
          >
            Skip for now
          </Button>
        </div>
        <p className="mt-3 text-sm text-slate-700">
          Skip for now keeps you on {PLAN_DISPLAY_NAMES.wellness}, free with no time limit. You can
          subscribe later from the pricing page. Cancel a subscription any time.
        </p>
      </Card>
      <p className="text-center text-sm text-slate-600">{SITE.shortDisclaimer}</p>
    </div>
  );
}
