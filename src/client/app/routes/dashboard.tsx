/**
 * /dashboard (behind the route guard): the signed-in landing. It shows who is signed in and the
 * plan chosen at sign-up; the full health dashboard (profile, onboarding, tracking) is built next.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { ArrowRight, LogOut } from 'lucide-react';
import { PLAN_DISPLAY_NAMES, formatPlanPrice, isBillingCycle, isPlanId } from '#shared/domain/plans';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { displayName, useAuth } from '#client/lib/auth';
import { useSignOut } from '#client/features/auth/hooks/use-sign-out';
import { usePageMeta } from '#client/lib/use-page-meta';

const NEXT_STEPS = [
  { to: '/features', label: 'Explore what Wellnest does', description: 'Tracking, checks, reports and the AI guide.' },
  { to: '/pricing', label: 'Compare plans', description: 'Free Wellness and Wellness Pro side by side.' },
  { to: '/contact', label: 'Contact us', description: 'Questions or feedback: we read every message.' },
];

function planLabel(selectedPlan: string | null | undefined, billingCycle: string | null | undefined): string {
  const plan = isPlanId(selectedPlan) ? selectedPlan : 'wellness';
  if (plan === 'wellness') return PLAN_DISPLAY_NAMES.wellness;
  const cycle = isBillingCycle(billingCycle) ? billingCycle : 'monthly';
  return `${PLAN_DISPLAY_NAMES[plan]} (${formatPlanPrice(plan, cycle)})`;
}

export default function DashboardPage(): ReactElement | null {
  usePageMeta();
  const { user } = useAuth();
  const { signOut, isSigningOut } = useSignOut();
  if (!user) return null; // the route guard shows loading or redirects

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Welcome, {displayName(user)}</h1>
          <p className="mt-1 text-slate-600">Good to see you. Here is your account at a glance.</p>
        </div>
        <Button variant="secondary" onClick={() => void signOut()} disabled={isSigningOut}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {isSigningOut ? 'Signing out...' : 'Sign Out'}
        </Button>
      </div>

      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Your account</h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-slate-600">Email</dt>
            <dd className="break-all font-medium text-slate-900">{user.email}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Plan chosen at sign-up</dt>
            <dd className="font-medium text-slate-900">{planLabel(user.selected_plan, user.billing_cycle)}</dd>
          </div>
        </dl>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Your health dashboard</h2>
        <p className="mt-2 text-slate-700">
          Your health profile, guided onboarding and daily tracking are the next part of Wellnest we are building, and
          they will appear right here. In the meantime:
        </p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {NEXT_STEPS.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="flex h-full flex-col rounded-xl border border-slate-200 p-4 hover:border-teal-700 hover:bg-teal-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                <span className="flex items-center gap-1 font-semibold text-teal-800">
                  {item.label}
                  <ArrowRight className="h-4 w-4 shrink-0" aria-hidden="true" />
                </span>
                <span className="mt-1 text-sm text-slate-600">{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>

      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}
