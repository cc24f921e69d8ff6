import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#client/components/ui/toast';
import { renderRoute, signedInSession } from '#client/features/auth/test-utils';
import { fakeFetch, type FakeRoutes } from '../../../../../tests/setup/fake-fetch';
import {
  FREE_STATUS,
  PAID_STATUS,
  stubBillingNavigationPerTest,
} from '../../../../../tests/setup/billing-fixtures';
import ProFeaturesPage from './pro-features';
import SubscriptionPage from './subscription';
import SubscriptionCancelPage from './subscription-cancel';
import SubscriptionSetupPage from './subscription-setup';
import SubscriptionSuccessPage from './subscription-success';
import UpgradePage from './upgrade';

const navigation = stubBillingNavigationPerTest();
afterEach(() => {
  vi.useRealTimers();
});

const signedIn = (status: unknown, user: Record<string, unknown> = {}): FakeRoutes => ({
  'GET /api/auth/get-session': { body: signedInSession('jane@example.com', user) },
  'GET /api/subscription': { body: status },
});

function renderPage(ui: ReactElement, entry: string, path?: string) {
  return renderRoute(
    <ToastProvider>
      <main>{ui}</main>
    </ToastProvider>,
    { entry, path, routes: [{ path: '/dashboard', element: <p>Dashboard page</p> }] },
  );
}

/** One h1, the disclaimer, and no axe violations (jsdom has no layout: contrast is left to the browser tests). */
async function expectAccessiblePage(): Promise<void> {
  const main = screen.getByRole('main');
  expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(within(main).getByText(/Educational only — not medical advice\./)).toBeInTheDocument();
  const result = await axe.run(main, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
    ),
  ).toEqual([]);
}

describe('/subscription', () => {
  it('shows a paid user the plan, its renewal date and Manage subscription', async () => {
    fakeFetch({
      ...signedIn(PAID_STATUS),
      'POST /api/billing/portal': { body: { url: '/billing/demo-portal' } },
    });
    const user = userEvent.setup();
    renderPage(<SubscriptionPage />, '/subscription');
    expect(await screen.findByText('December 21, 2026')).toBeInTheDocument();
    expect(screen.getByText('Wellness Pro')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    await expectAccessiblePage();
    await user.click(screen.getByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/billing/demo-portal'));
  });

  it('offers a free user the upgrade', async () => {
    fakeFetch(signedIn(FREE_STATUS));
    renderPage(<SubscriptionPage />, '/subscription');
    expect(await screen.findByText('Free plan, no subscription')).toBeInTheDocument();
    expect(screen.getByText('Free Wellness')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Wellness Pro monthly' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).not.toBeInTheDocument();
    await expectAccessiblePage();
  });

  it('says when the status could not be fetched, and shows free', async () => {
    fakeFetch({
      ...signedIn(null),
      'GET /api/subscription': { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
    });
    renderPage(<SubscriptionPage />, '/subscription');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch subscription status',
    );
    expect(screen.getByText('Free plan, no subscription')).toBeInTheDocument();
  });

  it("says 'Failed to open customer portal' when the portal fails", async () => {
    fakeFetch({
      ...signedIn(PAID_STATUS),
      'POST /api/billing/portal': { status: 502, body: { code: 'PORTAL_FAILED', message: 'x' } },
    });
    const user = userEvent.setup();
    renderPage(<SubscriptionPage />, '/subscription');
    await user.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to open customer portal');
  });
});

describe('/subscription-success', () => {
  async function tick(ms: number): Promise<void> {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  it('with ?pending=true asks every 2 s until the plan is paid, then welcomes the user', async () => {
    vi.useFakeTimers();
    let answers = 0;
    const api = fakeFetch({
      ...signedIn(null),
      'GET /api/subscription': () => {
        answers += 1;
        return { body: answers >= 3 ? PAID_STATUS : FREE_STATUS };
      },
    });
    renderPage(<SubscriptionSuccessPage />, '/subscription-success?pending=true');
    await tick(10);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirming your subscription…',
    );
    expect(api.callsTo('GET /api/subscription')).toHaveLength(1);
    await tick(2000);
    expect(api.callsTo('GET /api/subscription')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirming your subscription…',
    );
    await tick(2000);
    expect(api.callsTo('GET /api/subscription')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Wellness Pro');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await tick(20_000);
    expect(api.callsTo('GET /api/subscription')).toHaveLength(3);
    vi.useRealTimers();
    await expectAccessiblePage();
  });

  it('stops after 60 s and lets the user check again', async () => {
    vi.useFakeTimers();
    const api = fakeFetch(signedIn(FREE_STATUS));
    renderPage(<SubscriptionSuccessPage />, '/subscription-success?pending=true');
    await tick(60_010);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Still confirming your subscription',
    );
    const calls = api.callsTo('GET /api/subscription').length;
    expect(calls).toBeGreaterThanOrEqual(30);
    expect(calls).toBeLessThanOrEqual(31);
    await tick(10_000);
    expect(api.callsTo('GET /api/subscription')).toHaveLength(calls);
    act(() => screen.getByRole('button', { name: 'Check again' }).click());
    await tick(10);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirming your subscription…',
    );
    expect(api.callsTo('GET /api/subscription').length).toBeGreaterThan(calls);
  });

  it('without pending shows the plan', async () => {
    fakeFetch(signedIn(PAID_STATUS));
    renderPage(<SubscriptionSuccessPage />, '/subscription-success');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Wellness Pro' }),
    ).toBeInTheDocument();
  });
});

describe('/subscription-cancel', () => {
  it('says no charge was made and goes back to pricing', async () => {
    fakeFetch({ 'GET /api/auth/get-session': { body: null } });
    renderPage(<SubscriptionCancelPage />, '/subscription-cancel');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Checkout cancelled — no charge was made',
    );
    expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expectAccessiblePage();
  });
});

describe('/upgrade/{feature}', () => {
  it('names the feature and the plan it needs, and notes Health Pro is coming soon', async () => {
    const api = fakeFetch({
      ...signedIn(FREE_STATUS),
      'POST /api/billing/checkout': { body: { url: '/billing/demo-checkout?session=s1' } },
    });
    const user = userEvent.setup();
    renderPage(<UpgradePage />, '/upgrade/lab_uploads', '/upgrade/:feature');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Blood and urine test uploads needs Wellness Pro',
    );
    expect(screen.getByText('Plan it needs').nextElementSibling).toHaveTextContent('Wellness Pro');
    expect(
      screen.getByText(
        /Health Pro, a plan for people managing complex routines with their care team, is coming soon/,
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Choose Wellness Pro monthly' }));
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith('/billing/demo-checkout?session=s1'),
    );
    expect(api.callsTo('POST /api/billing/checkout')[0]?.body).toMatchObject({
      lookup_key: 'wellness_plus_monthly',
    });
    await expectAccessiblePage();
  });

  it('says a free feature needs no upgrade, and handles an unknown name', async () => {
    fakeFetch({ 'GET /api/auth/get-session': { body: null } });
    const first = renderPage(<UpgradePage />, '/upgrade/habit_tracker', '/upgrade/:feature');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Habit tracker is free');
    first.unmount();
    renderPage(<UpgradePage />, '/upgrade/teleportation', '/upgrade/:feature');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Upgrade to Wellness Pro');
    expect(screen.getByText('teleportation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Wellness Pro monthly' })).toHaveAttribute(
      'href',
      '/register?plan=wellness_plus&cycle=monthly',
    );
    await expectAccessiblePage();
  });

  it('speaks to a visitor as a visitor: no plan of theirs, sign in or create an account', async () => {
    fakeFetch({ 'GET /api/auth/get-session': { body: null } });
    renderPage(<UpgradePage />, '/upgrade/lab_uploads', '/upgrade/:feature');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login'),
    );
    expect(screen.queryByText(/Your plan is/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Wellness Pro monthly' })).toHaveAttribute(
      'href',
      '/register?plan=wellness_plus&cycle=monthly',
    );
  });

  it('sells nothing for a feature that is not built yet', async () => {
    fakeFetch(signedIn(FREE_STATUS));
    renderPage(<UpgradePage />, '/upgrade/priority_support', '/upgrade/:feature');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Priority support is coming soon',
    );
    expect(screen.queryByRole('button', { name: /Choose Wellness Pro/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Choose Wellness Pro/ })).not.toBeInTheDocument();
  });

  it('tells a paid user they already have it', async () => {
    fakeFetch(signedIn(PAID_STATUS));
    renderPage(<UpgradePage />, '/upgrade/pdf_reports', '/upgrade/:feature');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You already have PDF reports' }),
    ).toBeInTheDocument();
  });
});

describe('/pro-features', () => {
  it('lists the Wellness Pro features in groups', async () => {
    fakeFetch({ 'GET /api/auth/get-session': { body: null } });
    renderPage(<ProFeaturesPage />, '/pro-features');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('What Wellness Pro adds');
    const labs = screen.getByRole('region', { name: 'Lab results and biomarkers' });
    expect(within(labs).getByText('Blood and urine test uploads')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Interactions and product safety' }),
    ).toHaveTextContent('Drug interaction database');
    // What is not built yet is listed as coming soon, never as included; priority support not at all.
    const safety = within(screen.getByRole('region', { name: 'Interactions and product safety' }));
    // Product checks and the community are built: included, not coming soon.
    expect(safety.getByRole('list', { name: 'Included in Wellness Pro' })).toHaveTextContent(
      'Barcode scanning',
    );
    const comingSoon = screen
      .getAllByRole('list', { name: 'Coming soon' })
      .map((list) => list.textContent)
      .join(' ');
    expect(comingSoon).not.toContain('Unlimited community');
    expect(comingSoon).not.toContain('Barcode scanning');
    expect(document.body).not.toHaveTextContent(/priority support/i);
    await expectAccessiblePage();
  });
});

describe('/subscription-setup', () => {
  it('offers a premium sign-up Wellness Pro: Start subscription checks out monthly', async () => {
    const api = fakeFetch({
      ...signedIn(FREE_STATUS, { selected_plan: 'premium' }),
      'POST /api/billing/checkout': { body: { url: '/billing/demo-checkout?session=s2' } },
    });
    const user = userEvent.setup();
    renderPage(<SubscriptionSetupPage />, '/subscription-setup');
    expect(
      await screen.findByText(/You chose the Premium plan \(\$29\/month\)/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Start subscription' })).toBeEnabled(),
    );
    await expectAccessiblePage();
    await user.click(screen.getByRole('button', { name: 'Start subscription' }));
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith('/billing/demo-checkout?session=s2'),
    );
    expect(api.callsTo('POST /api/billing/checkout')[0]?.body).toMatchObject({
      lookup_key: 'wellness_plus_monthly',
    });
  });

  it('Skip for now keeps the free plan and goes to the dashboard', async () => {
    const api = fakeFetch(signedIn(FREE_STATUS, { selected_plan: 'pro' }));
    const user = userEvent.setup();
    renderPage(<SubscriptionSetupPage />, '/subscription-setup');
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(api.callsTo('POST /api/billing/checkout')).toHaveLength(0);
  });
});
