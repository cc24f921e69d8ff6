/**
 * For a signed-in user whose browser has not hidden it: asks the account whether the welcome
 * disclaimer was acknowledged, and loads the popup (with its Radix dialog) only when it was not
 * (an unreadable account counts as not). Loaded by the mount for signed-in users only, so a
 * visitor's first load carries neither the question nor the popup.
 */
import { lazy, Suspense, type ReactElement } from 'react';
import { useDisclaimerAcknowledgement } from './api/get-disclaimer-acknowledgement';

const WelcomeDisclaimerPopup = lazy(() =>
  import('./welcome-disclaimer-popup').then((module) => ({
    default: module.WelcomeDisclaimerPopup,
  })),
);

export default function WelcomeDisclaimerGate(): ReactElement | null {
  const acknowledgement = useDisclaimerAcknowledgement();
  if (acknowledgement.isPending || acknowledgement.data?.acknowledged === true) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDisclaimerPopup />
    </Suspense>
  );
}
