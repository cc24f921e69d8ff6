/**
 * Where the app shell puts the welcome disclaimer: nothing for visitors; for a signed-in user the
 * gate loads, which asks the account and loads the popup only when it may ask: neither this
 * browser nor the account has acknowledged it. Public pages and members who have answered never
 * download the popup.
 */
import { lazy, Suspense, type ReactElement } from 'react';
import { useAuth } from '#client/lib/auth';
import { readStorage, STORAGE_KEYS } from '#client/lib/storage';

const WelcomeDisclaimerGate = lazy(() => import('./welcome-disclaimer-gate'));

export function WelcomeDisclaimerMount(): ReactElement | null {
  const { isLoading, isSignedIn } = useAuth();
  if (isLoading || !isSignedIn) return null;
  if (readStorage(STORAGE_KEYS.hideDisclaimerPopup) === 'true') return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDisclaimerGate />
    </Suspense>
  );
}
