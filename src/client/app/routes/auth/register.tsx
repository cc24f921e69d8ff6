/**
 * /register. With ?plan=wellness|wellness_plus (and optional cycle=monthly|yearly) the plan step is
 * skipped: a plan summary and the details form show. Otherwise it is /login with Register selected.
 */
import type { ReactElement } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { PlanChoice } from '#shared/domain/auth-rules';
import { DEFAULT_BILLING_CYCLE, isBillingCycle } from '#shared/domain/plans';
import { AuthCard } from '#client/features/auth/components/auth-card';
import { AuthTabs } from '#client/features/auth/components/auth-tabs';
import { RegisterForm } from '#client/features/auth/components/register-form';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useSignedInRedirect } from './signed-in-redirect';

function readPlan(value: string | null): PlanChoice | null {
  return value === 'wellness' || value === 'wellness_plus' ? value : null;
}

export default function RegisterPage(): ReactElement {
  usePageMeta();
  const [search] = useSearchParams();
  const plan = readPlan(search.get('plan'));
  const cycleParam = search.get('cycle');
  const cycle = isBillingCycle(cycleParam) ? cycleParam : DEFAULT_BILLING_CYCLE;
  // A signed-in user has an account already.
  const signedInTo = useSignedInRedirect();
  if (signedInTo) return <Navigate to={signedInTo} replace />;

  if (!plan) {
    return (
      <AuthCard title="Welcome to Wellnest" subtitle="Create your account in two short steps.">
        <AuthTabs defaultTab="register" />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Create your account"
      subtitle="Your plan is selected. Add your details to finish."
    >
      {/* A new plan or cycle in the URL starts the form afresh. */}
      <RegisterForm key={`${plan}-${cycle}`} initialPlan={plan} initialCycle={cycle} />
    </AuthCard>
  );
}
