/** /login: Login and Register tabs; ?tab=register opens the register tab. Signed in: on to the dashboard. */
import type { ReactElement } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '#client/features/auth/components/auth-card';
import { AuthTabs } from '#client/features/auth/components/auth-tabs';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useSignedInRedirect } from './signed-in-redirect';

export default function LoginPage(): ReactElement {
  usePageMeta();
  const [search] = useSearchParams();
  const tab = search.get('tab') === 'register' ? 'register' : 'login';
  const signedInTo = useSignedInRedirect();
  if (signedInTo) return <Navigate to={signedInTo} replace />;
  return (
    <AuthCard
      title="Welcome to Wellnest"
      subtitle="Sign in or create an account to continue your wellness journey."
    >
      <AuthTabs defaultTab={tab} />
    </AuthCard>
  );
}
