import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '#shared/contracts/billing.contract';
import {
  FREE_STATUS,
  PAID_STATUS,
  subscriptionApi,
} from '../../../../../tests/setup/billing-fixtures';
import { renderWithProviders } from '../../../../../tests/setup/render-with-providers';
import { BillingGuard } from './billing-guard';
import { healthEditionUrl } from './edition-notice';
import { FeatureGate } from './feature-gate';
import { PlanBadge } from './plan-badge';
import { PremiumFeatureGate } from './premium-feature-gate';
import { StrategicUpgradePrompt } from './strategic-upgrade-prompt';
import { UsageLimitNotification } from './usage-limit-notification';

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
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
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

describe('FeatureGate', () => {
  it('opens free features to everyone at once', () => {
    renderAs(
      'signed-out',
      <FeatureGate feature="habit_tracker">
        <p>Habits</p>
      </FeatureGate>,
    );
    expect(screen.getByText('Habits')).toBeInTheDocument();
  });

  it('shows the fallback instead of a paid feature to a free user', async () => {
    renderAs(
      'free',
      <FeatureGate feature="pdf_reports" fallback={<p>Reports are a Pro feature</p>}>
        <p>Report builder</p>
      </FeatureGate>,
    );
    expect(await screen.findByText('Reports are a Pro feature')).toBeInTheDocument();
    expect(screen.queryByText('Report builder')).not.toBeInTheDocument();
  });

  it('opens a paid feature to a paid user', async () => {
    renderAs(
      'paid',
      <FeatureGate feature="pdf_reports">
        <p>Report builder</p>
      </FeatureGate>,
    );
    expect(await screen.findByText('Report builder')).toBeInTheDocument();
  });

  it('counts a legacy paid tier name as paid', async () => {
    renderAs(
      'paid',
      <FeatureGate feature="pdf_reports">
        <p>Report builder</p>
      </FeatureGate>,
      { ...PAID_STATUS, tier: 'premium' },
    );
    expect(await screen.findByText('Report builder')).toBeInTheDocument();
  });

  it('keeps features the Wellness edition lacks closed even to paid users', async () => {
    useWellnessEdition();
    renderAs(
      'paid',
      <>
        <FeatureGate feature="lab_uploads">
          <p>Lab upload form</p>
        </FeatureGate>
        <FeatureGate feature="pattern_insights">
          <p>Patterns</p>
        </FeatureGate>
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
      <FeatureGate feature="lab_uploads">
        <p>Lab upload form</p>
      </FeatureGate>,
    );
    expect(await screen.findByText('Lab upload form')).toBeInTheDocument();
  });
});

describe('BillingGuard', () => {
  it('shows children to paid users only', async () => {
    const first = renderAs(
      'paid',
      <BillingGuard>
        <p>Real dashboard</p>
      </BillingGuard>,
    );
    expect(await screen.findByText('Real dashboard')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();

    renderAs(
      'free',
      <BillingGuard>
        <p>Real dashboard</p>
      </BillingGuard>,
    );
    expect(
      await screen.findByRole('heading', { name: 'This needs Wellness Pro' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Real dashboard')).not.toBeInTheDocument();
  });

  it('names the feature when given one', async () => {
    renderAs(
      'free',
      <BillingGuard feature="biomarker_tracking">
        <p>Markers</p>
      </BillingGuard>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Biomarker tracking needs Wellness Pro' }),
    ).toBeInTheDocument();
  });
});

describe('UsageLimitNotification', () => {
  it('counts down the free chats', async () => {
    renderAs('free', <UsageLimitNotification used={5} />);
    expect(await screen.findByText('15 free chats remaining today')).toBeInTheDocument();
  });

  it('says when the daily limit is reached', async () => {
    renderAs('free', <UsageLimitNotification used={20} />);
    expect(
      await screen.findByText(
        "You've reached your daily limit of 20 free chats. Upgrade to continue.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Wellness Pro' })).toHaveAttribute(
      'href',
      '/upgrade/unlimited_queries',
    );
  });

  it('uses the limit it is given and the singular for one chat', async () => {
    renderAs(
      'free',
      <>
        <UsageLimitNotification used={9} limit={10} />
        <UsageLimitNotification used={12} limit={10} />
      </>,
    );
    expect(await screen.findByText('1 free chat remaining today')).toBeInTheDocument();
    expect(
      screen.getByText("You've reached your daily limit of 10 free chats. Upgrade to continue."),
    ).toBeInTheDocument();
  });

  it('shows nothing to paid users', async () => {
    renderAs(
      'paid',
      <>
        <UsageLimitNotification used={20} />
        <PlanBadge />
      </>,
    );
    expect(
      await screen.findByRole('link', { name: 'Your plan: Wellness Pro' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/free chat/)).not.toBeInTheDocument();
  });
});

describe('StrategicUpgradePrompt', () => {
  it('suggests Wellness Pro to a free user with its real price, and can be dismissed', async () => {
    const user = userEvent.setup();
    renderAs('free', <StrategicUpgradePrompt id="reports" feature="pdf_reports" />);
    const prompt = await screen.findByRole('complementary', { name: 'About Wellness Pro' });
    expect(prompt).toHaveTextContent('PDF reports comes with Wellness Pro.');
    expect(prompt).toHaveTextContent(
      '$19/month or $190/year, cancel any time; Free Wellness stays free.',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss this suggestion' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('upgrade_prompt_dismissed:reports')).toBe('true');
  });

  it('stays hidden for paid users and visitors', async () => {
    renderAs(
      'paid',
      <>
        <StrategicUpgradePrompt id="a" />
        <PlanBadge />
      </>,
    );
    expect(
      await screen.findByRole('link', { name: 'Your plan: Wellness Pro' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
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
        <UsageLimitNotification used={0} />
      </>,
    );
    expect(await screen.findByText('20 free chats remaining today')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
