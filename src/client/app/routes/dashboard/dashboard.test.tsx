import { screen, waitFor, within } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemCheck } from '#shared/contracts/profile.contract';
import {
  createFakeProfileApi,
  renderWithProfileApi,
} from '../../../../../tests/setup/fake-profile-api';
import { renderWithProviders } from '../../../../../tests/setup/render-with-providers';
import { renderRoute } from '#client/features/auth/test-utils';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import DashboardPage from './dashboard';

const ALL_GOOD: SystemCheck = {
  checks: {
    authentication: 'good',
    dataRetrieval: 'good',
    featureGating: 'good',
    dataSaving: 'good',
    crossMigration: 'good',
  },
  profileScore: 45,
  subscriptionTier: 'free',
  hasRecoverableData: false,
  lastSystemCheck: '2026-11-20T10:00:00.000Z',
};

const COMPLETE_PROFILE = {
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
  onboarding_progress: { interactionsCompleted: true, lastCompletedStep: 6 },
  health_goals: { primary: ['Better sleep'] },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Parts of the page load their code when shown: the first import in a test takes a while. */
const LAZY = { timeout: 15_000 };

describe('/dashboard', () => {
  it('shows the skeleton while loading, then the onboarding flow when onboarding is incomplete', async () => {
    const api = createFakeProfileApi({}, { onboarding_completed: false });
    api.on({ 'POST /api/system-check': { body: ALL_GOOD } });
    renderWithProfileApi(<DashboardPage />, api, { path: '/dashboard', seedProfile: false });
    expect(screen.getByText('Loading your dashboard...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' }),
    ).toBeInTheDocument();
    // The onboarding flow's code loads when it is needed.
    expect(await screen.findByText('Step 1 of 7', {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByText('System Status')).not.toBeInTheDocument();
    expect(screen.getByText('Educational only — not medical advice.')).toBeInTheDocument();
  });

  it('shows the main dashboard once onboarding is complete, and the journey dialog opens from the header', async () => {
    const api = createFakeProfileApi(COMPLETE_PROFILE, {
      onboarding_completed: true,
      health_journey_level: 'transform',
    });
    api.on({ 'POST /api/system-check': { body: ALL_GOOD } });
    const user = userEvent.setup();
    renderWithProfileApi(<DashboardPage />, api, { path: '/dashboard', seedProfile: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Transform')).toBeInTheDocument();
    // The sections below the first screen load their code of their own.
    expect(
      await screen.findByRole('heading', { name: 'Your Health Profile' }, LAZY),
    ).toBeInTheDocument();
    // The badge and the overview both say it.
    expect(screen.getAllByText('33% filled in').length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'System Status' }, LAZY)).toBeInTheDocument();
    // The system check runs once by itself; all good, so it stays quiet.
    await waitFor(() => expect(screen.getAllByText('Operational')).toHaveLength(5));
    expect(screen.queryByText('All systems operational!')).not.toBeInTheDocument();
    // No recoverable data and no debug: the recovery card stays hidden.
    expect(screen.queryByText('Previous Data Found')).not.toBeInTheDocument();
    expect(screen.queryByText('Step 1 of 7')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change journey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Your Health Journey' }, LAZY);
    expect(within(dialog).getByRole('button', { name: 'Current Selection' })).toBeDisabled();
  });

  it('offers the update dialog for data older than 3 months, and Remind Me Later hides it', async () => {
    const old = new Date(Date.now() - 200 * 24 * 60 * 60 * 1000).toISOString();
    const api = createFakeProfileApi(
      {
        ...COMPLETE_PROFILE,
        last_updated_sections: { dietary_info: old, medications: new Date().toISOString() },
      },
      { onboarding_completed: true },
    );
    api.on({ 'POST /api/system-check': { body: ALL_GOOD } });
    const user = userEvent.setup();
    renderWithProfileApi(<DashboardPage />, api, { path: '/dashboard', seedProfile: false });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Update Your Health Information' },
      LAZY,
    );
    expect(within(dialog).getByRole('link', { name: 'Update Diet' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(
      within(dialog).queryByRole('link', { name: 'Update Medications' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View All Settings' })).toHaveAttribute(
      'href',
      '/account',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remind Me Later' }));
    expect(
      screen.queryByRole('dialog', { name: 'Update Your Health Information' }),
    ).not.toBeInTheDocument();
    expect(Number(localStorage.getItem('dataUpdatePromptDismissed'))).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  it("says 'Error loading dashboard data.' with Retry when the profile cannot be read", async () => {
    const api = createFakeProfileApi();
    api.on({
      'GET /api/profile': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Database unavailable' },
      },
    });
    renderWithProfileApi(<DashboardPage />, api, { path: '/dashboard', seedProfile: false });
    expect(await screen.findByText('Error loading dashboard data.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the labelled demo dashboard to a visitor with ?demo=true', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />, { path: '/dashboard?demo=true', auth: 'signed-out' });
    expect(
      await screen.findByText('Demo dashboard — sample data, not yours', {}, LAZY),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Preview Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Action Center' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Impact: 8/10')).toBeInTheDocument();
    expect(screen.getByText('Effort: 4/5')).toBeInTheDocument(); // time sensitivity 7, halved, rounded up
    expect(screen.getByText('2 pending')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Add leafy greens to one meal a day'));
    expect(screen.getByText('1 pending')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 3 steps' }));
    expect(screen.getByText('Pick one meal (lunch works well)')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Wellness Score' }));
    expect(screen.getByText('78')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sleep Quality (sample)' })).toHaveAttribute(
      'aria-valuenow',
      '68',
    );
    expect(screen.getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
      'href',
      '/register',
    );
    // No shell here, so no landmarks (region); contrast needs a real browser.
    expect(await axeViolations()).toEqual([]);
  });

  it('sends a visitor without ?demo=true to /login', async () => {
    fakeFetch({ 'GET /api/auth/get-session': { body: null } });
    renderRoute(<DashboardPage />, {
      entry: '/dashboard',
      routes: [{ path: '/login', element: <p>Login page</p> }],
    });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });
});
