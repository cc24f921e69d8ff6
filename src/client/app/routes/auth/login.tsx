/** /login: Login and Register tabs; ?tab=register opens the register tab. */
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '#client/features/auth/components/auth-card';
import { AuthTabs } from '#client/features/auth/components/auth-tabs';
import { usePageMeta } from '#client/lib/use-page-meta';

export default function LoginPage(): ReactElement {
  usePageMeta();
  const [search] = useSearchParams();
  const tab = search.get('tab') === 'register' ? 'register' : 'login';
  return (
    <AuthCard
      title="Welcome to Wellnest"
      subtitle="Sign in or create an account to continue your wellness journey."
    >
      <AuthTabs defaultTab={tab} />
    </AuthCard>
  );
}
