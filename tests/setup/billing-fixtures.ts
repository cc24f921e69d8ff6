/** Subscription answers for client tests and the checkout/portal navigation stub. */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { billingNavigation } from '#client/features/billing/api/billing-navigation';
import type { SubscriptionStatus } from '#shared/contracts/billing.contract';
import type { FakeHandler } from './fake-fetch';

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

/** For the fetch fake: GET /api/subscription answers `status` (or fails with 500 when 'error'); anything else `null`. */
export function subscriptionApi(status: SubscriptionStatus | 'error'): FakeHandler {
  return ({ path }) => {
    if (!path.startsWith('/api/subscription')) return { body: null };
    return status === 'error'
      ? { status: 500, body: { code: 'INTERNAL', message: 'boom' } }
      : { body: status };
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
