import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '#client/lib/auth';
import { renderRoute, signedInSession } from '#client/features/auth/test-utils';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import AccountPage from './account';

const PREFERENCES = {
  onboarding_completed: true,
  health_journey_level: 'maintain',
  updated_at: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/account', () => {
  it('shows the account, the plan chosen at sign-up, the journey level and honest data-rights wording', async () => {
    fakeFetch({
      'GET /api/auth/get-session': {
        body: signedInSession('jane@example.com', {
          selected_plan: 'wellness_plus',
          billing_cycle: 'yearly',
        }),
      },
      'GET /api/preferences': { body: PREFERENCES },
    });
    renderRoute(<AccountPage />, { entry: '/account' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account settings' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByText('Wellness Pro ($190/year)')).toBeInTheDocument();
    expect(await screen.findByText('Maintain')).toBeInTheDocument();
    expect(
      screen.getByText(/Self-service export and deletion tools are not built yet/),
    ).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === '/privacy-policy#your-rights'),
    ).toBe(true);
    expect(screen.getByText('Educational only — not medical advice.')).toBeInTheDocument();
  });

  it('signs out everywhere, forgets the session and goes to /login', async () => {
    localStorage.setItem('onboarding_step', '3');
    const fetchStub = fakeFetch({
      'GET /api/auth/get-session': { body: signedInSession() },
      'GET /api/preferences': { body: PREFERENCES },
      'POST /api/auth/revoke-sessions': { body: { status: true } },
      'POST /api/auth/sign-out': { body: { success: true } },
    });
    const user = userEvent.setup();
    const { queryClient } = renderRoute(<AccountPage />, {
      entry: '/account',
      routes: [{ path: '/login', element: <p>Login page</p> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(fetchStub.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(localStorage.getItem('onboarding_step')).toBeNull();
  });
});
