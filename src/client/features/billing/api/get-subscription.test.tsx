import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-client';
import {
  FREE_STATUS,
  PAID_STATUS,
  subscriptionApi,
} from '../../../../../tests/setup/billing-fixtures';
import { renderWithProviders } from '../../../../../tests/setup/render-with-providers';
import { checkoutErrorMessage } from './create-checkout';
import {
  deriveSubscription,
  formatRenewalDate,
  subscriptionQueryOptions,
  useSubscription,
} from './get-subscription';
import { portalErrorMessage } from './open-portal';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Probe(): ReactElement {
  const subscription = useSubscription();
  return (
    <output data-testid="subscription">
      {JSON.stringify({ ...subscription, refetch: undefined })}
    </output>
  );
}

const read = () =>
  JSON.parse(screen.getByTestId('subscription').textContent ?? '{}') as Record<string, unknown>;

describe('deriveSubscription', () => {
  it('reads a missing record as free', () => {
    expect(deriveSubscription(undefined)).toEqual({
      isSubscribed: false,
      tier: 'free',
      simplifiedTier: 'free',
      trialEnd: null,
      subscriptionEnd: null,
      loading: false,
      error: null,
    });
  });

  it('is paid only when subscribed and simplified_tier is paid', () => {
    expect(deriveSubscription(PAID_STATUS)).toMatchObject({
      isSubscribed: true,
      tier: 'wellness_plus',
      simplifiedTier: 'paid',
      subscriptionEnd: '2026-12-21T00:00:00.000Z',
    });
    expect(deriveSubscription({ ...PAID_STATUS, simplifiedTier: 'free' }).isSubscribed).toBe(false);
    expect(deriveSubscription({ ...PAID_STATUS, isSubscribed: false }).tier).toBe('free');
  });

  it('reads a failed lookup as free, and says the status could not be fetched', () => {
    expect(deriveSubscription(PAID_STATUS, { failed: true })).toMatchObject({
      isSubscribed: false,
      error: 'Failed to fetch subscription status',
    });
  });

  it('keeps the plan fresh 5 minutes and cached 10', () => {
    const options = subscriptionQueryOptions('user-1');
    expect(options.staleTime).toBe(5 * 60 * 1000);
    expect(options.gcTime).toBe(10 * 60 * 1000);
    expect(options.queryKey).toEqual(['subscription', 'user-1']);
  });

  it('formats the renewal date in UTC', () => {
    expect(formatRenewalDate('2026-12-21T00:00:00.000Z')).toBe('December 21, 2026');
  });
});

describe('useSubscription', () => {
  it('does not look anything up for a signed-out user', () => {
    renderWithProviders(<Probe />, { api: subscriptionApi(PAID_STATUS) });
    expect(read()).toMatchObject({ isSubscribed: false, loading: false, error: null });
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('answers paid for a paid user', async () => {
    renderWithProviders(<Probe />, {
      auth: 'signed-in',
      api: subscriptionApi(PAID_STATUS),
    });
    expect(read()).toMatchObject({ loading: true, isSubscribed: false });
    await waitFor(() =>
      expect(read()).toMatchObject({ isSubscribed: true, simplifiedTier: 'paid', loading: false }),
    );
  });

  it('answers free for a free user', async () => {
    renderWithProviders(<Probe />, {
      auth: 'signed-in',
      api: subscriptionApi(FREE_STATUS),
    });
    await waitFor(() => expect(read()).toMatchObject({ loading: false }));
    expect(read()).toMatchObject({ isSubscribed: false, tier: 'free', error: null });
  });

  it('treats a failed lookup as free and says so', async () => {
    renderWithProviders(<Probe />, { auth: 'signed-in', api: subscriptionApi('error') });
    await waitFor(() =>
      expect(read()).toMatchObject({
        loading: false,
        error: 'Failed to fetch subscription status',
      }),
    );
    expect(read()).toMatchObject({ isSubscribed: false, tier: 'free' });
  });
});

describe('billing error messages', () => {
  it('maps each checkout failure code to its sentence', () => {
    expect(checkoutErrorMessage(new ApiError(503, 'PROVIDER_NOT_CONFIGURED', 'x'))).toBe(
      'Payment system not configured. Please contact support.',
    );
    expect(checkoutErrorMessage(new ApiError(503, 'MODE_MISMATCH', 'x'))).toBe(
      'Configuration error. Please contact support.',
    );
    expect(checkoutErrorMessage(new ApiError(502, 'CHECKOUT_FAILED', 'Stripe said no'))).toBe(
      'Failed to create checkout session',
    );
    expect(checkoutErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(
      'Failed to create checkout session',
    );
    expect(checkoutErrorMessage(new Error('anything'))).toBe('Failed to create checkout session');
    expect(checkoutErrorMessage(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe(
      'Please sign in to subscribe',
    );
  });

  it('maps portal failures', () => {
    expect(portalErrorMessage(new ApiError(502, 'PORTAL_FAILED', 'x'))).toBe(
      'Failed to open customer portal',
    );
    expect(portalErrorMessage(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe(
      'Please sign in to manage subscription',
    );
    expect(portalErrorMessage(new ApiError(503, 'PROVIDER_NOT_CONFIGURED', 'x'))).toBe(
      'Payment system not configured. Please contact support.',
    );
  });
});
