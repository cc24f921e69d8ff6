import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/setup/axe-in-jsdom';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type {
  AdminOverview,
  AuthHealth,
  Diagnostics,
} from '#shared/contracts/diagnostics.contract';
import { renderWithProviders } from '../../../../../tests/setup/render-with-providers';
import AdminPage from './admin';
import AuthHealthPage from './auth-health';
import DiagnosticsPage from './diagnostics';
import OnboardingTestingPage from './onboarding-testing';

/** Every request the page made, as [url, init]. */
const fetchCalls = () =>
  (globalThis.fetch as unknown as { mock: { calls: [string, RequestInit?][] } }).mock.calls;

const violations = () => axeViolations();

const NOW = '2026-11-22T10:00:00.000Z';
const DIAGNOSTICS: Diagnostics = {
  generated_at: NOW,
  errors: {
    window_hours: 24,
    total_reports: 3,
    groups: [
      {
        error_type: 'TypeError',
        error_message: 'x is undefined',
        severity: 'low',
        count: 5,
        reports: 3,
        users: 1,
        first_seen: NOW,
        last_seen: NOW,
        last_url: '/trends?range=',
        last_stack: 'TypeError: x is undefined\n    at f (a.js:1:2)',
      },
    ],
  },
  health: {
    database: { ok: true, kind: 'pglite', latency_ms: 1.2 },
    knowledge: [{ kind: 'substances', version: '2026.11.3', loaded_at: NOW }],
    queues: { mail_transport: 'outbox', mail_outbox_last_hour: 2, reminders_due: 0 },
    scheduler: { poll_interval_seconds: 30, last_delivery_at: null, oldest_due_at: null },
  },
};
const OVERVIEW: AdminOverview = {
  users: { total: 12, verified: 10 },
  plans: { free: 9, paid: 3 },
  knowledge: { foods: 300, recipes: 80 },
  moderation_queue: 2,
};
const AUTH: AuthHealth = {
  generated_at: NOW,
  auth_reachable: true,
  auth_latency_ms: 2,
  sessions_active: 4,
  users_signed_in_last_day: 3,
  sign_in_failures_last_hour: 1,
  verifications_pending: 0,
  users_unverified: 2,
  mail_transport: 'outbox',
  verification_emails_last_hour: 1,
};

const API = {
  'GET /api/admin/diagnostics': { body: DIAGNOSTICS },
  'GET /api/admin/overview': { body: OVERVIEW },
  'GET /api/admin/auth-health': { body: AUTH },
};

const PAGES: [string, () => ReactElement, string][] = [
  ['/diagnostics', () => <DiagnosticsPage />, 'Diagnostics'],
  ['/admin', () => <AdminPage />, 'Administration'],
  ['/auth/health', () => <AuthHealthPage />, 'Auth health'],
  ['/onboarding-testing', () => <OnboardingTestingPage />, 'Onboarding testing'],
];

describe('admin pages', () => {
  it.each(PAGES)(
    '%s shows its content to an admin, with no axe violations',
    async (path, page, title) => {
      renderWithProviders(page(), { auth: 'signed-in', path, api: API });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(await violations()).toEqual([]);
    },
  );

  it.each(PAGES)('%s is the 404 page for a non-admin (the API says 404)', async (path, page) => {
    renderWithProviders(page(), { auth: 'signed-in', path, api: {} });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it.each(PAGES)('%s is the 404 page signed out, without asking the API', async (path, page) => {
    renderWithProviders(page(), {
      auth: 'signed-out',
      path,
      api: () => {
        throw new Error('asked');
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(fetchCalls().filter(([url]) => url.startsWith('/api/admin'))).toEqual([]);
  });

  it('diagnostics groups errors with counts and last seen, and shows system health', async () => {
    renderWithProviders(<DiagnosticsPage />, { auth: 'signed-in', path: '/diagnostics', api: API });
    expect(await screen.findByText('x is undefined')).toBeInTheDocument();
    expect(screen.getByText(/5 times in 3 reports, 1 signed-in user/)).toBeInTheDocument();
    expect(screen.getByText(/on \/trends\?range=/)).toBeInTheDocument();
    expect(screen.getByText('OK, 1.2 ms')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2026.11.3' })).toBeInTheDocument();
  });

  it('the admin page counts the moderation queue, links it and recipe population', async () => {
    renderWithProviders(<AdminPage />, { auth: 'signed-in', path: '/admin', api: API });
    expect(await screen.findByText(/2 items waiting/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the moderation queue' })).toHaveAttribute(
      'href',
      '/community/moderation',
    );
    expect(screen.getByRole('link', { name: 'Recipe population' })).toHaveAttribute(
      'href',
      '/admin/populate-recipes',
    );
    expect(screen.getByText(/80 recipes/)).toBeInTheDocument();
  });

  it('onboarding testing walks all seven steps and never writes anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OnboardingTestingPage />, {
      auth: 'signed-in',
      path: '/onboarding-testing',
      api: (call) => (call.path === '/api/admin/overview' ? { body: OVERVIEW } : { body: null }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Onboarding testing' });
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Finish/ }));
    expect(screen.getByRole('heading', { name: /nothing was saved/ })).toBeInTheDocument();
    const writes = fetchCalls().filter(([, init]) => init?.method && init.method !== 'GET');
    expect(writes).toEqual([]);
  });
});
