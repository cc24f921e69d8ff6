/**
 * /login, /register and /auth are for visitors: a user who arrives already signed in goes on to
 * the dashboard, or to a same-site `returnTo`. Someone who signs in on the page is left to the
 * form's own flow (checkout intent, subscription setup, the short confirmation pause).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '#client/lib/auth';
import { safeRelativePath } from '#shared/domain/safe-redirect';

const AUTH_PAGE = /^\/(login|register|auth)(?:[/?#]|$)/;

/** `returnTo=pricing` (back to the pricing page), a same-site path that is not an auth page, or /dashboard. */
export function signedInDestination(search: URLSearchParams): string {
  const returnTo = search.get('returnTo');
  if (returnTo === 'pricing') return '/pricing';
  const path = safeRelativePath(returnTo);
  return path && !AUTH_PAGE.test(path) ? path : '/dashboard';
}

/** Where to send the user if they were signed in when the page's session first became known. */
export function useSignedInRedirect(): string | null {
  const { isLoading, isSignedIn } = useAuth();
  const [search] = useSearchParams();
  // Decided once, when the session is first known: a later sign-in on this page does not count.
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(
    isLoading ? null : isSignedIn,
  );
  if (arrivedSignedIn === null && !isLoading) setArrivedSignedIn(isSignedIn);
  return arrivedSignedIn ? signedInDestination(search) : null;
}
