import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeProfileApi,
  renderWithProfileApi,
} from '../../../../../tests/setup/fake-profile-api';
import AccountPage from '../account/account';
import DashboardPage from './dashboard';
import ProfilePage from '../account/profile';
import WellnessPage from './wellness';

const violations = () => axeViolations();

const PROFILE = {
  personal_info: {
    age: 40,
    gender: 'female' as const,
    height: 170,
    heightUnit: 'cm' as const,
    weight: 65,
    weightUnit: 'kg' as const,
  },
  medical_history: { noConditions: true },
  symptoms: { noSymptoms: true, completed: true },
  medications: { none: true },
  dietary_info: { dietType: 'vegetarian' as const },
  onboarding_progress: { interactionsCompleted: true },
  health_goals: { primary: ['Better sleep'] },
};

function renderPage(page: ReactElement, path: string) {
  const api = createFakeProfileApi(PROFILE, { onboarding_completed: true });
  api.on({
    'POST /api/system-check': {
      body: {
        checks: {
          authentication: 'good',
          dataRetrieval: 'good',
          featureGating: 'good',
          dataSaving: 'good',
          crossMigration: 'warning',
        },
        profileScore: 33,
        subscriptionTier: 'free',
        hasRecoverableData: true,
        lastSystemCheck: '2026-11-20T10:00:00.000Z',
      },
    },
  });
  return renderWithProfileApi(page, api, { path });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard pages accessibility (axe)', () => {
  it('main dashboard with the recovery card, the performance panel and the edit dialog', async () => {
    const user = userEvent.setup();
    renderPage(<DashboardPage />, '/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Previous Data Found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Performance' }));
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Health Profile' });
    expect(within(dialog).getByText('33% filled in')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('/profile', async () => {
    renderPage(<ProfilePage />, '/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Health Profile' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('6 of 7 sections completed')).toBeInTheDocument();
    expect(screen.getByText('Educational only — not medical advice.')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('/wellness', async () => {
    renderPage(<WellnessPage />, '/wellness');
    expect(await screen.findByText('6/6 steps')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });

  it('/account', async () => {
    renderPage(<AccountPage />, '/account');
    expect(await screen.findByText('Improve')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });
});
