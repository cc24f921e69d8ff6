import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../../../../tests/setup/fake-profile-api';
import { renderWithProviders } from '../../../../../tests/setup/render-with-providers';
import { APP_ROUTES } from '#client/app/route-table';
import { canUseFeature } from '#shared/domain/plan-access';
import { FREE_TOOL_CARDS, PAID_TOOL_CARDS, WellnessDashboard } from './wellness-dashboard';

const ALL_SIX = {
  personal_info: { age: 40, gender: 'male' as const },
  medical_history: { noConditions: true },
  medications: { current: [{ id: 'm1', name: 'Metformin', active: true }] },
  dietary_info: { dietType: 'mediterranean' as const },
  onboarding_progress: { interactionsCompleted: true },
  health_goals: { primary: ['Better sleep'] },
};

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('WellnessDashboard', () => {
  it('welcomes a new user with four short steps and Start Setup', () => {
    renderWithProviders(<WellnessDashboard profile={makeProfile()} />, { auth: 'signed-in' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Your Wellness Dashboard' }),
    ).toBeInTheDocument();
    for (const step of ['Basic Info', 'Health Profile', 'Lifestyle', 'Goals'])
      expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getAllByText('(2 min)')).toHaveLength(2);
    expect(screen.getByText('(3 min)')).toBeInTheDocument();
    expect(screen.getByText('(1 min)')).toBeInTheDocument();
    expect(screen.getByText(/about 8 minutes/)).toBeInTheDocument();
    expect(hrefOf('Start Setup')).toBe('/onboarding');
    expect(screen.queryByText(/\/6 steps/)).not.toBeInTheDocument();
    expect(hrefOf('Get Started Now')).toBe('/onboarding');
    expect(hrefOf('Upgrade to Wellness Pro')).toBe('/pricing');
    expect(screen.getByText('Educational only — not medical advice.')).toBeInTheDocument();
  });

  it("shows a returning user 'N/6 steps' with a bar and Continue Setup", () => {
    const profile = makeProfile({
      personal_info: { age: 40, gender: 'male' },
      dietary_info: { dietType: 'vegan' },
    });
    renderWithProviders(<WellnessDashboard profile={profile} />, { auth: 'signed-in' });
    expect(screen.getByText('2/6 steps')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile setup progress' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(hrefOf('Continue Setup')).toBe('/onboarding?continue=true');
    expect(screen.queryByRole('link', { name: 'Start Setup' })).not.toBeInTheDocument();
    expect(screen.queryByText('Profile Complete')).not.toBeInTheDocument();
  });

  it("shows 'Profile Complete' as of the completion date, with the next steps, when all six are done", () => {
    const profile = makeProfile({ ...ALL_SIX, completed_at: '2026-10-05T12:00:00.000Z' });
    renderWithProviders(<WellnessDashboard profile={profile} />, { auth: 'signed-in' });
    expect(screen.getByRole('heading', { name: 'Profile Complete' })).toBeInTheDocument();
    expect(screen.getByText('6/6 steps')).toBeInTheDocument();
    expect(screen.getByText('as of October 5, 2026')).toBeInTheDocument();
    expect(hrefOf('Upload Test Results')).toBe('/upload');
    expect(hrefOf('Explore Natural Remedies')).toBe('/natural-remedies');
    expect(screen.queryByRole('link', { name: 'Continue Setup' })).not.toBeInTheDocument();
  });

  it('lists the free tools for free users and the paid tools without the upgrade link for paid users', () => {
    const { unmount } = renderWithProviders(<WellnessDashboard profile={makeProfile()} />, {
      auth: 'signed-in',
    });
    const free = within(screen.getByRole('region', { name: 'Free tools' }));
    expect(free.getAllByRole('link')).toHaveLength(11);
    // The fact-checker and ingredient analyzer cards (ADR 036).
    expect(free.getByRole('link', { name: /Product Fact-Checker/ })).toHaveAttribute(
      'href',
      '/product-fact-checker',
    );
    expect(free.getByRole('link', { name: /Ingredient Analyzer/ })).toHaveAttribute(
      'href',
      '/ingredient-analyzer',
    );
    // The community is free: its card links to it, and nothing is 'coming soon'.
    expect(free.getByRole('link', { name: /Community/ })).toHaveAttribute('href', '/community');
    expect(screen.queryByText(/Coming soon/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <WellnessDashboard
        profile={makeProfile()}
        access={{ plan: 'wellness_plus', canUse: (feature) => canUseFeature('health', 1, feature) }}
      />,
      {
        auth: 'signed-in',
      },
    );
    const paid = within(screen.getByRole('region', { name: 'Your tools' }));
    expect(paid.getAllByRole('link')).toHaveLength(15);
    expect(paid.getByRole('link', { name: /Natural Remedies/ })).toHaveAttribute(
      'href',
      '/natural-remedies',
    );
    expect(paid.getByRole('link', { name: /Blood Test Upload/ })).toHaveAttribute(
      'href',
      '/blood-test-upload',
    );
    expect(screen.queryByRole('link', { name: 'Upgrade to Wellness Pro' })).not.toBeInTheDocument();
  });

  it('links every tool card to a page of the route table, and lists the trackers, trends, reports and checker', () => {
    const paths = new Set(APP_ROUTES.map((route) => route.path));
    for (const card of [...FREE_TOOL_CARDS, ...PAID_TOOL_CARDS])
      expect(paths.has(card.to), card.to).toBe(true);
    for (const cards of [FREE_TOOL_CARDS, PAID_TOOL_CARDS])
      expect(cards.map((card) => card.to)).toEqual(
        expect.arrayContaining([
          '/mood',
          '/habits',
          '/symptoms',
          '/log',
          '/trends',
          '/reports',
          '/interaction-analyzer',
        ]),
      );
  });
});
