/**
 * Where the app shell puts the welcome disclaimer: nothing for visitors; for a signed-in user the
 * popup's code (with its Radix dialog) loads then, so public pages never download it.
 */
import { lazy, Suspense, type ReactElement } from 'react';
import { useAuth } from '#client/lib/auth';

const WelcomeDisclaimerPopup = lazy(() =>
  import('./welcome-disclaimer-popup').then((module) => ({
    default: module.WelcomeDisclaimerPopup,
  })),
);

export function WelcomeDisclaimerMount(): ReactElement | null {
  const { isLoading, isSignedIn } = useAuth();
  if (isLoading || !isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDisclaimerPopup />
    </Suspense>
  );
}
