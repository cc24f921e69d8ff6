import { screen } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '#shared/contracts/billing.contract';
import {
  FREE_STATUS,
  PAID_STATUS,
  subscriptionApi,
} from '../../../../../tests/setup/billing-fixtures';
import { renderWithProviders } from '../../../../../tests/setup/render-with-providers';
import { healthEditionUrl } from './edition-notice';
import { PlanBadge } from './plan-badge';
import { PremiumFeatureGate } from './premium-feature-gate';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="wellnest-edition"]')?.remove();
});

type Who = 'paid' | 'free' | 'signed-out';

function renderAs(who: Who, ui: ReactNode, status?: SubscriptionStatus) {
  return renderWithProviders(ui, {
    auth: who === 'signed-out' ? 'signed-out' : 'signed-in',
    api: subscriptionApi(status ?? (who === 'paid' ? PAID_STATUS : FREE_STATUS)),
  });
}

function useWellnessEdition(): void {
  const meta = document.createElement('meta');
  meta.name = 'wellnest-edition';
  meta.content = 'wellness';
  document.head.appendChild(meta);
}

const Secret = (): ReactElement => <p>Lab upload form</p>;

describe('PremiumFeatureGate', () => {
  it('shows a free user the prompt naming the feature and the plan it needs, never the feature', async () => {
    renderAs(
      'free',
      <PremiumFeatureGate feature="lab_uploads">
        <Secret />
      </PremiumFeatureGate>,
    );
    expect(screen.getByText('Checking your plan...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        name: 'Blood and urine test uploads needs Wellness Pro',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Lab upload form')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Upgrade for Blood and urine test uploads' }),
    ).toHaveAttribute('href', '/upgrade/lab_uploads');
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText(/\$19 a month or \$190 a year/)).toBeInTheDocument();
    expect(await axeViolations(document.body, { withShell: true })).toEqual([]);
  });

  it('shows a signed-out visitor the prompt too', async () => {
    renderAs(
      'signed-out',
      <PremiumFeatureGate feature="pattern_insights">
        <Secret />
      </PremiumFeatureGate>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Pattern insights needs Wellness Pro' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Lab upload form')).not.toBeInTheDocument();
  });

  it('shows a paid user the feature', async () => {
    renderAs(
      'paid',
      <PremiumFeatureGate feature="lab_uploads">
        <Secret />
      </PremiumFeatureGate>,
    );
    expect(await screen.findByText('Lab upload form')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /needs Wellness Pro/ })).not.toBeInTheDocument();
  });

  it('treats a failed plan lookup as free', async () => {
    renderWithProviders(
      <PremiumFeatureGate feature="lab_uploads">
        <Secret />
      </PremiumFeatureGate>,
      {
        auth: 'signed-in',
        api: subscriptionApi('error'),
      },
    );
    expect(await screen.findByRole('heading', { name: /needs Wellness Pro/ })).toBeInTheDocument();
    expect(screen.queryByText('Lab upload form')).not.toBeInTheDocument();
  });
});

describe('PremiumFeatureGate: plans and editions', () => {
  it('opens free features to everyone at once', () => {
    renderAs(
      'signed-out',
      <PremiumFeatureGate feature="habit_tracker">
        <p>Habits</p>
      </PremiumFeatureGate>,
    );
    expect(screen.getByText('Habits')).toBeInTheDocument();
  });

  it('opens a paid feature to a paid user', async () => {
    renderAs(
      'paid',
      <PremiumFeatureGate feature="pdf_reports">
        <p>Report builder</p>
      </PremiumFeatureGate>,
    );
    expect(await screen.findByText('Report builder')).toBeInTheDocument();
  });

  it('counts a legacy paid tier name as paid', async () => {
    renderAs(
      'paid',
      <PremiumFeatureGate feature="pdf_reports">
        <p>Report builder</p>
      </PremiumFeatureGate>,
      { ...PAID_STATUS, tier: 'premium' },
    );
    expect(await screen.findByText('Report builder')).toBeInTheDocument();
  });

  it('keeps features the Wellness edition lacks closed even to paid users', async () => {
    useWellnessEdition();
    renderAs(
      'paid',
      <>
        <PremiumFeatureGate feature="lab_uploads">
          <p>Lab upload form</p>
        </PremiumFeatureGate>
        <PremiumFeatureGate feature="pattern_insights">
          <p>Patterns</p>
        </PremiumFeatureGate>
      </>,
    );
    expect(await screen.findByText('Patterns')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        name: 'Blood and urine test uploads is part of the Health edition',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Lab upload form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Health edition plans' })).toHaveAttribute(
      'href',
      'http://health.localhost:3000/pricing',
    );
  });

  it('sends the Health edition link to the health host', () => {
    expect(
      healthEditionUrl('/pricing', {
        protocol: 'https:',
        hostname: 'wellness.example.com',
        port: '',
      }),
    ).toBe('https://health.example.com/pricing');
    expect(
      healthEditionUrl('/pricing', { protocol: 'https:', hostname: 'example.com', port: '' }),
    ).toBe('https://health.example.com/pricing');
  });

  it('opens edition features in the Health edition', async () => {
    renderAs(
      'paid',
      <PremiumFeatureGate feature="lab_uploads">
        <p>Lab upload form</p>
      </PremiumFeatureGate>,
    );
    expect(await screen.findByText('Lab upload form')).toBeInTheDocument();
  });
});

describe('PlanBadge', () => {
  it('links a paid user to their subscription', async () => {
    renderAs('paid', <PlanBadge />);
    const badge = await screen.findByRole('link', { name: 'Your plan: Wellness Pro' });
    expect(badge).toHaveAttribute('href', '/subscription');
    expect(badge).toHaveTextContent('Wellness Pro');
  });

  it('shows nothing on the free plan', async () => {
    renderAs(
      'free',
      <>
        <PlanBadge />
        <PremiumFeatureGate feature="lab_uploads" />
      </>,
    );
    // The gate's prompt appears once the plan is known, when the badge would have too.
    expect(
      await screen.findByRole('heading', {
        name: 'Blood and urine test uploads needs Wellness Pro',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Your plan/ })).not.toBeInTheDocument();
  });
});
