/**
 * The route guard: a signed-out user on a protected page goes to /login
 * with 'You must be logged in to access this page', and comes back after signing in.
 */
import type { ReactElement, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '#client/lib/auth';
import { PageLoading } from './lazy-page';

export const GUARD_MESSAGE = 'You must be logged in to access this page';

export function RequireAuth({ children }: { children: ReactNode }): ReactElement {
  const { isLoading, isSignedIn } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageLoading name="your" />;
  if (!isSignedIn) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ message: GUARD_MESSAGE, from }} />;
  }
  return <>{children}</>;
}
