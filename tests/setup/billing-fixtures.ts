/** Subscription answers for client tests, a JSON Response helper, and the checkout/portal navigation stub. */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { billingNavigation } from '#client/features/billing/api/billing-navigation';
import type { SubscriptionStatus } from '#shared/contracts/billing.contract';

export const PAID_STATUS: SubscriptionStatus = {
  isSubscribed: true,
  tier: 'wellness_plus',
  simplifiedTier: 'paid',
  trialEnd: null,
  subscriptionEnd: '2026-12-21T00:00:00.000Z',
};

export const FREE_STATUS: SubscriptionStatus = {
  isSubscribed: false,
  tier: 'free',
  simplifiedTier: 'free',
  trialEnd: null,
  subscriptionEnd: null,
};

export function jsonResponse(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

/** A fetch responder: GET /api/subscription answers `status` (or fails with 500 when 'error'). */
export function subscriptionResponder(status: SubscriptionStatus | 'error') {
  return (url: string): Promise<Response> => {
    if (!url.startsWith('/api/subscription')) return jsonResponse(null);
    return status === 'error'
      ? jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500)
      : jsonResponse(status);
  };
}

/**
 * For every test in the file: records where checkout and portal would send the browser (jsdom
 * cannot navigate), and restores mocks and stubbed globals afterwards.
 */
export function stubBillingNavigationPerTest(): {
  readonly assign: MockInstance<(url: string) => void>;
} {
  const holder = {} as { assign: MockInstance<(url: string) => void> };
  beforeEach(() => {
    holder.assign = vi.spyOn(billingNavigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return holder;
}
