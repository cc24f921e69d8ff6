/**
 * Where a successful sign-in goes: returnTo=pricing wins, then the page the route
 * guard sent the user away from, then the dashboard. Only same-site paths are followed.
 */
import { useLocation, useSearchParams } from 'react-router';
import { isLegacyPlanId } from '#shared/domain/plans';
import { safeRelativePath } from '#shared/domain/safe-redirect';

export const SUBSCRIPTION_SETUP_PATH = '/subscription-setup';

/** True for '/x...' paths on this site; refuses '//host', '/\\host', schemes and control characters. */
export function isSameSitePath(value: unknown): value is string {
  return typeof value === 'string' && safeRelativePath(value) !== null;
}

export function postLoginPath(search: URLSearchParams, state: unknown): string {
  if (search.get('returnTo') === 'pricing') return '/pricing';
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  if (isSameSitePath(from) && !from.startsWith('/login')) return from;
  return '/dashboard';
}

/** The post-login destination for the current /login URL and router state. */
export function usePostLoginPath(): string {
  const [search] = useSearchParams();
  const location = useLocation();
  return postLoginPath(search, location.state);
}

/**
 * A user whose sign-up plan is premium or pro sees the subscription setup screen instead
 * of the dashboard. A page they were sent away from, or ?returnTo=pricing, still wins.
 */
export function withSubscriptionSetup(
  destination: string,
  selectedPlan: string | null | undefined,
): string {
  return destination === '/dashboard' && isLegacyPlanId(selectedPlan)
    ? SUBSCRIPTION_SETUP_PATH
    : destination;
}
