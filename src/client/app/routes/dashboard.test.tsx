import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '#client/lib/auth';
import { renderRoute, signedInSession, stubFetch } from '#client/features/auth/test-utils';
import DashboardPage from './dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/dashboard', () => {
  it('greets the user and shows their email, plan choice and the disclaimer', async () => {
    stubFetch({
      'GET /api/auth/get-session': {
        body: signedInSession('jane@example.com', { selected_plan: 'wellness_plus', billing_cycle: 'yearly' }),
      },
    });
    renderRoute(<DashboardPage />, { entry: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' })).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByText('Wellness Pro ($190/year)')).toBeInTheDocument();
    expect(screen.getByText('Educational only — not medical advice.')).toBeInTheDocument();
    for (const href of ['/features', '/pricing', '/contact']) {
      expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === href)).toBe(true);
    }
    expect(document.body).not.toHaveTextContent(/coming soon/i);
  });

  it("shows 'Free Wellness' for the free plan", async () => {
    stubFetch({ 'GET /api/auth/get-session': { body: signedInSession('jane@example.com', { selected_plan: 'wellness' }) } });
    renderRoute(<DashboardPage />, { entry: '/dashboard' });
    expect(await screen.findByText('Free Wellness')).toBeInTheDocument();
  });

  it('signs out everywhere, forgets the session and goes to /login', async () => {
    localStorage.setItem('onboarding_step', '3');
    const fetchStub = stubFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'POST /api/auth/revoke-sessions': { body: { status: true } },
      'POST /api/auth/sign-out': { body: { success: true } },
    });
    const user = userEvent.setup();
    const { queryClient } = renderRoute(<DashboardPage />, {
      entry: '/dashboard',
      routes: [{ path: '/login', element: <p>Login page</p> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(fetchStub.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(localStorage.getItem('onboarding_step')).toBeNull();
  });
});
