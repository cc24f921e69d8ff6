import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '#client/components/ui/toast';
import { renderRoute, signedInSession } from '#client/features/auth/test-utils';
import { fakeFetch, type FakeRoutes } from '../../../../../tests/setup/fake-fetch';
import {
  FREE_STATUS,
  PAID_STATUS,
  stubBillingNavigationPerTest,
} from '../../../../../tests/setup/billing-fixtures';
import PricingPage from './pricing';

const navigation = stubBillingNavigationPerTest();

const signedIn = (status: unknown): FakeRoutes => ({
  'GET /api/auth/get-session': { body: signedInSession() },
  'GET /api/subscription': { body: status },
});

const renderPricing = () =>
  renderRoute(
    <ToastProvider>
      <main>
        <PricingPage />
      </main>
    </ToastProvider>,
    { entry: '/pricing' },
  );
const card = (name: string) => screen.getByRole('article', { name });

describe('/pricing', () => {
  it('keeps the visitor page: plans link to registration with the chosen cycle', async () => {
    fakeFetch({ 'GET /api/auth/get-session': { body: null } });
    const user = userEvent.setup();
    renderPricing();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByRole('link', { name: 'Choose Wellness Pro yearly' })).toHaveAttribute(
      'href',
      '/register?plan=wellness_plus&cycle=yearly',
    );
    expect(screen.queryByText('Your current plan')).not.toBeInTheDocument();
    expect(screen.getByText(/Educational only — not medical advice\./)).toBeInTheDocument();
  });

  it('lists as included only what works; the rest says Coming soon, and Health Pro has no price', () => {
    fakeFetch({ 'GET /api/auth/get-session': { body: null } });
    renderPricing();
    const free = card('Free Wellness');
    const included = within(free).getByRole('list', { name: 'Free Wellness includes' });
    expect(included).not.toHaveTextContent(/meditation/i);
    // Built: sold as included, never as coming soon.
    for (const built of [
      /Meal plans of 1 to 3 days/,
      /Essential oils library/,
      /Natural remedies/,
      /Community/,
      /Self-service data export and account deletion/,
      /Product, label and claim checks/,
    ])
      expect(included).toHaveTextContent(built);
    const soon = within(free).getByRole('list', { name: 'Coming soon to Free Wellness' });
    expect(soon).not.toHaveTextContent('Community');
    expect(soon).not.toHaveTextContent(/export|fact-check/i);
    expect(soon).toHaveTextContent('Basic meditation timer');
    expect(card('Wellness Pro')).not.toHaveTextContent(/priority support/i);
    const healthPro = card('Health Pro');
    expect(healthPro).not.toHaveTextContent('$');
    expect(healthPro).toHaveTextContent('Coming soon');
  });

  it('marks Free as the current plan and starts yearly checkout for a free user', async () => {
    const api = fakeFetch({
      ...signedIn(FREE_STATUS),
      'POST /api/billing/checkout': { body: { url: '/billing/demo-checkout?session=abc' } },
    });
    const user = userEvent.setup();
    renderPricing();
    expect(await within(card('Free Wellness')).findByText('Your current plan')).toBeInTheDocument();
    expect(within(card('Wellness Pro')).queryByText('Your current plan')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    await user.click(
      within(card('Wellness Pro')).getByRole('button', { name: 'Choose Wellness Pro yearly' }),
    );
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith('/billing/demo-checkout?session=abc'),
    );
    expect(api.callsTo('POST /api/billing/checkout')[0]?.body).toEqual({
      lookup_key: 'wellness_plus_yearly',
      success_url: '/subscription-success?pending=true',
      cancel_url: '/subscription-cancel',
    });
    const result = await axe.run(screen.getByRole('main'), {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
      ),
    ).toEqual([]);
  });

  it('shows the not-configured message when checkout fails for want of a payment provider', async () => {
    fakeFetch({
      ...signedIn(FREE_STATUS),
      'POST /api/billing/checkout': {
        status: 503,
        body: {
          code: 'PROVIDER_NOT_CONFIGURED',
          message: 'Payment system not configured. Please contact support.',
        },
      },
    });
    const user = userEvent.setup();
    renderPricing();
    await user.click(
      await within(card('Wellness Pro')).findByRole('button', {
        name: 'Choose Wellness Pro monthly',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment system not configured. Please contact support.',
    );
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('marks Wellness Pro for a paid user and offers Manage subscription through the portal', async () => {
    const api = fakeFetch({
      ...signedIn(PAID_STATUS),
      'POST /api/billing/portal': { body: { url: '/billing/demo-portal' } },
    });
    const user = userEvent.setup();
    renderPricing();
    const pro = card('Wellness Pro');
    expect(await within(pro).findByText('Your current plan')).toBeInTheDocument();
    expect(within(card('Free Wellness')).queryByText('Your current plan')).not.toBeInTheDocument();
    await user.click(within(pro).getByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/billing/demo-portal'));
    expect(api.callsTo('POST /api/billing/checkout')).toHaveLength(0);
  });
});
