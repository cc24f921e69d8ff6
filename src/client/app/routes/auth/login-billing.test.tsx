import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '#client/components/ui/toast';
import { renderRoute, signedInSession } from '#client/features/auth/test-utils';
import { fakeFetch, type FakeRoutes } from '../../../../../tests/setup/fake-fetch';
import {
  buildSubscriptionIntent,
  readSubscriptionIntent,
  saveSubscriptionIntent,
} from '#client/lib/subscription-intent';
import { stubBillingNavigationPerTest } from '../../../../../tests/setup/billing-fixtures';
import LoginPage from './login';

const navigation = stubBillingNavigationPerTest();

/** Signed out until the sign-in call succeeds, then signed in as `user`. */
function signInFlow(user: Record<string, unknown> = {}): FakeRoutes {
  let signedIn = false;
  return {
    'GET /api/auth/get-session': () => ({
      body: signedIn ? signedInSession('jane@example.com', user) : null,
    }),
    'POST /api/auth/sign-in/email': () => {
      signedIn = true;
      return { body: { user: signedInSession('jane@example.com', user).user } };
    },
  };
}

const landingPages = ['/dashboard', '/pricing', '/subscription-setup'].map((path) => ({
  path,
  element: <p>Landed on {path}</p>,
}));

async function signIn(): Promise<void> {
  const user = userEvent.setup();
  renderRoute(
    <ToastProvider>
      <LoginPage />
    </ToastProvider>,
    { entry: '/login', routes: landingPages },
  );
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Password'), 'Sunny-Day-42');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('first sign-in after a paid sign-up (stored intent starts checkout)', () => {
  it('starts the stored checkout, clears the intent and goes to the checkout page', async () => {
    saveSubscriptionIntent(buildSubscriptionIntent('wellness_plus', 'yearly'));
    const api = fakeFetch({
      ...signInFlow({ selected_plan: 'wellness_plus' }),
      'POST /api/billing/checkout': { body: { url: '/billing/demo-checkout?session=first' } },
    });
    await signIn();
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith('/billing/demo-checkout?session=first'),
    );
    expect(api.callsTo('POST /api/billing/checkout')[0]?.body).toEqual({
      lookup_key: 'wellness_plus_yearly',
      success_url: '/subscription-success?pending=true',
      cancel_url: '/subscription-cancel',
    });
    expect(readSubscriptionIntent()).toBeNull();
    expect(window.localStorage.getItem('subscription_intent')).toBeNull();
    expect(screen.getByText(/Starting your subscription checkout/)).toBeInTheDocument();
  });

  it("on failure says 'Account created, payment pending' and goes to /pricing after 2 s", async () => {
    saveSubscriptionIntent(buildSubscriptionIntent('wellness_plus', 'monthly'));
    fakeFetch({
      ...signInFlow(),
      'POST /api/billing/checkout': {
        status: 503,
        body: {
          code: 'PROVIDER_NOT_CONFIGURED',
          message: 'Payment system not configured. Please contact support.',
        },
      },
    });
    await signIn();
    expect(await screen.findByText('Account created, payment pending')).toBeInTheDocument();
    expect(
      screen.getByText('Payment system not configured. Please contact support.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/), {
      timeout: 1500,
    });
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(readSubscriptionIntent()).toBeNull();
  });

  it('without an intent, a premium or pro sign-up goes to the subscription setup screen', async () => {
    const api = fakeFetch(signInFlow({ selected_plan: 'premium' }));
    await signIn();
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscription-setup$/),
      { timeout: 1500 },
    );
    expect(api.callsTo('POST /api/billing/checkout')).toHaveLength(0);
  });

  it('without an intent, a free sign-up goes to the dashboard as before', async () => {
    const api = fakeFetch(signInFlow({ selected_plan: 'wellness' }));
    await signIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/), {
      timeout: 1500,
    });
    expect(api.callsTo('POST /api/billing/checkout')).toHaveLength(0);
  });
});
