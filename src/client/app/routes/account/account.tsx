/**
 * /account (all settings): who is signed in, the plan chosen at sign-up, the health
 * journey level, sign-out, and how to exercise data rights. Export and deletion are handled by
 * support until self-service tools ship, and the page says so.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { ArrowRight, LogOut, Mail } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { SITE } from '#client/config/site';
import { displayName, useAuth } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useSignOut } from '#client/lib/use-sign-out';
import { useSubscription } from '#client/features/billing/api/get-subscription';
import { usePreferences } from '#client/features/profile/api/get-preferences';
import {
  PLAN_DISPLAY_NAMES,
  formatPlanPrice,
  isBillingCycle,
  isPlanId,
} from '#shared/domain/plans';
import { DEFAULT_JOURNEY_LEVEL, JOURNEY_CONFIG } from '#shared/domain/journey';

export function planLabel(
  selectedPlan: string | null | undefined,
  billingCycle: string | null | undefined,
): string {
  const plan = isPlanId(selectedPlan) ? selectedPlan : 'wellness';
  if (plan === 'wellness') return PLAN_DISPLAY_NAMES.wellness;
  const cycle = isBillingCycle(billingCycle) ? billingCycle : 'monthly';
  return `${PLAN_DISPLAY_NAMES[plan]} (${formatPlanPrice(plan, cycle)})`;
}

export default function AccountPage(): ReactElement | null {
  usePageMeta('/account');
  const { user } = useAuth();
  const { signOut, isSigningOut } = useSignOut();
  const preferences = usePreferences();
  const subscription = useSubscription();
  if (!user) return null; // the route guard shows loading or redirects

  const level = preferences.data?.health_journey_level ?? DEFAULT_JOURNEY_LEVEL;
  const journey = JOURNEY_CONFIG[level];
  const fullName =
    [user.first_name, user.last_name].filter(Boolean).join(' ') || user.name || displayName(user);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Account settings
          </h1>
          <p className="mt-1 text-slate-700">Your account, plan, health journey and data rights.</p>
        </div>
        <Button variant="secondary" onClick={() => void signOut()} disabled={isSigningOut}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {isSigningOut ? 'Signing out...' : 'Sign Out'}
        </Button>
      </div>

      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Account details</h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-slate-600">Name</dt>
            <dd className="font-medium text-slate-900">{fullName}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-slate-600">Email</dt>
            <dd className="break-all font-medium text-slate-900">{user.email}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Plan chosen at sign-up</dt>
            <dd className="font-medium text-slate-900">
              {planLabel(user.selected_plan, user.billing_cycle)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Plan in use</dt>
            <dd className="font-medium text-slate-900">
              {subscription.loading
                ? 'Checking...'
                : subscription.isSubscribed && isPlanId(subscription.tier)
                  ? PLAN_DISPLAY_NAMES[subscription.tier]
                  : PLAN_DISPLAY_NAMES.wellness}
            </dd>
          </div>
        </dl>
        <Link
          to="/pricing"
          className={buttonVariants({ variant: 'link', className: 'mt-3 h-auto px-0' })}
        >
          Compare plans
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Health journey</h2>
        <p className="mt-2 text-sm text-slate-700">
          {preferences.isPending ? (
            'Loading your journey...'
          ) : (
            <>
              You are on the <strong className="text-slate-900">{journey.title}</strong> path (
              {journey.estimatedTimeCommitment}).
            </>
          )}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link to="/dashboard" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            Change journey on your dashboard
          </Link>
          <Link to="/profile" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            Edit your health profile
          </Link>
        </div>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Your data</h2>
        <p className="mt-2 text-sm text-slate-700">
          You can ask for a copy of your data, a correction, or for your account and health data to
          be deleted. Self-service export and deletion tools are not built yet, so for now these
          requests are handled by our support team: email{' '}
          <a
            href={`mailto:${SITE.supportEmail}`}
            className="font-semibold text-teal-800 underline underline-offset-4"
          >
            {SITE.supportEmail}
          </a>{' '}
          from the address on your account.
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <a
            href={`mailto:${SITE.supportEmail}?subject=Data%20request`}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            <Mail className="h-4 w-4" aria-hidden="true" />
            Email a data request
          </a>
          <Link
            to="/privacy-policy#your-rights"
            className={buttonVariants({ variant: 'link', size: 'sm' })}
          >
            Your data rights
          </Link>
        </div>
      </Card>

      <p className="text-center text-sm text-slate-600">{SITE.shortDisclaimer}</p>
    </div>
  );
}
