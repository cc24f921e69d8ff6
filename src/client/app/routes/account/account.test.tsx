import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '#client/lib/auth';
import { renderRoute, signedInSession } from '#client/features/auth/test-utils';
import { fakeFetch, type FakeRoutes } from '../../../../../tests/setup/fake-fetch';
import AccountPage from './account';

const PREFERENCES = {
  onboarding_completed: true,
  health_journey_level: 'maintain',
  updated_at: null,
};

const SETTINGS = {
  email: 'jane@example.com',
  first_name: 'Jane',
  last_name: 'Doe',
  display_name: 'Jane D',
  pending_email: null,
};

const SESSIONS = {
  sessions: [
    {
      id: 's1',
      device: 'Chrome on macOS',
      created_at: '2026-11-20T10:00:00.000Z',
      last_active_at: '2026-11-22T10:00:00.000Z',
      expires_at: '2026-11-29T10:00:00.000Z',
      current: true,
    },
    {
      id: 's2',
      device: 'Safari on iOS',
      created_at: '2026-11-18T10:00:00.000Z',
      last_active_at: '2026-11-19T10:00:00.000Z',
      expires_at: '2026-11-25T10:00:00.000Z',
      current: false,
    },
  ],
};

function account(extra: FakeRoutes = {}, sessionExtra: Record<string, unknown> = {}) {
  return fakeFetch({
    'GET /api/auth/get-session': { body: signedInSession('jane@example.com', sessionExtra) },
    'GET /api/preferences': { body: PREFERENCES },
    'GET /api/account/settings': { body: SETTINGS },
    'GET /api/account/sessions': { body: SESSIONS },
    ...extra,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/account', () => {
  it('shows every setting in one place, with the data tools instead of a support address', async () => {
    account({}, { selected_plan: 'wellness_plus', billing_cycle: 'yearly' });
    renderRoute(<AccountPage />, { entry: '/account' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account settings' }),
    ).toBeInTheDocument();
    for (const name of [
      'Name',
      'Email',
      'Password',
      'Where you are signed in',
      'Plan and billing',
      'Reminders and notifications',
      'Cookies',
      'Units and time zone',
      'Health journey',
      'Your data',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(await screen.findByLabelText('Display name')).toHaveValue('Jane D');
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(screen.getByText('Wellness Pro ($190/year)')).toBeInTheDocument();
    expect(await screen.findByText('Maintain')).toBeInTheDocument();
    expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download my data/ })).toHaveAttribute(
      'href',
      '/api/account/export',
    );
    expect(screen.getByRole('link', { name: 'Manage subscription and billing' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.getByRole('link', { name: 'Manage reminders' })).toHaveAttribute(
      'href',
      '/dashboard/reminders',
    );
    expect(screen.queryByText(/not built yet/)).toBeNull();
    expect(screen.getByText('Educational only — not medical advice.')).toBeInTheDocument();
  });

  it('saves names through the contract, refusing a blank one before any request', async () => {
    const fetchStub = account({
      'PATCH /api/account/settings': ({ body }) => ({
        body: { ...SETTINGS, ...(body as object) },
      }),
    });
    const user = userEvent.setup();
    renderRoute(<AccountPage />, { entry: '/account' });
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save names' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(fetchStub.callsTo('PATCH /api/account/settings')).toHaveLength(0);
    await user.type(first, 'Janet');
    await user.click(screen.getByRole('button', { name: 'Save names' }));
    expect(await screen.findByText('Names saved.')).toBeInTheDocument();
    expect(fetchStub.callsTo('PATCH /api/account/settings')[0]!.body).toEqual({
      first_name: 'Janet',
      last_name: 'Doe',
      display_name: 'Jane D',
    });
  });

  it('signs out another session, and all others', async () => {
    const fetchStub = account({
      'DELETE /api/account/sessions/:id': { body: { revoked: 1 } },
      'POST /api/account/sessions/revoke-others': { body: { revoked: 1 } },
    });
    const user = userEvent.setup();
    renderRoute(<AccountPage />, { entry: '/account' });
    await user.click(await screen.findByRole('button', { name: /Sign out Safari on iOS/ }));
    await waitFor(() =>
      expect(fetchStub.callsTo('DELETE /api/account/sessions/s2')).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('1 other session signed out.')).toBeInTheDocument();
  });

  it('changes the password under the sign-up password rules and says other sessions ended', async () => {
    const fetchStub = account({
      'POST /api/auth/change-password': { body: { token: null, user: {} } },
    });
    const user = userEvent.setup();
    renderRoute(<AccountPage />, { entry: '/account' });
    const region = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(region).getByLabelText('Current password'), 'Calm-River-42!');
    await user.type(within(region).getByLabelText('New password'), 'short');
    await user.click(within(region).getByRole('button', { name: 'Change password' }));
    expect(fetchStub.callsTo('POST /api/auth/change-password')).toHaveLength(0);
    await user.clear(within(region).getByLabelText('New password'));
    await user.type(within(region).getByLabelText('New password'), 'Quiet-Lake-77?');
    await user.click(within(region).getByRole('button', { name: 'Change password' }));
    expect(await within(region).findByText(/Every other session was signed out/)).toBeVisible();
  });

  it('asks for the new address and the password, then confirms from the link', async () => {
    const fetchStub = account({
      'POST /api/account/email-change': { body: { pending_email: 'new@example.com' } },
      'POST /api/account/email-change/confirm': {
        body: { ...SETTINGS, email: 'new@example.com' },
      },
    });
    const user = userEvent.setup();
    renderRoute(<AccountPage />, { entry: '/account?email-token=abc123' });
    const region = await screen.findByRole('region', { name: 'Email' });
    await user.type(within(region).getByLabelText('New email'), 'new@example.com');
    await user.type(within(region).getByLabelText('Current password'), 'Calm-River-42!');
    await user.click(within(region).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(region).findByText(/We sent a link to new@example.com/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
    expect(await screen.findByText('Your email is now new@example.com.')).toBeInTheDocument();
    expect(fetchStub.callsTo('POST /api/account/email-change/confirm')[0]!.body).toEqual({
      token: 'abc123',
    });
  });

  it('deletes the account after the password, says a wrong one, and leaves signed out', async () => {
    localStorage.setItem('onboarding_step', '3');
    let attempts = 0;
    const fetchStub = account({
      'DELETE /api/account': () =>
        ++attempts === 1
          ? {
              status: 403,
              body: { code: 'INVALID_PASSWORD', message: 'Your current password is not correct.' },
            }
          : { body: { deleted: true } },
    });
    const user = userEvent.setup();
    const { queryClient } = renderRoute(<AccountPage />, {
      entry: '/account',
      routes: [{ path: '/', element: <p>Home page</p> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Permanently delete my account' }));
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
    expect(fetchStub.callsTo('DELETE /api/account')).toHaveLength(0);

    await user.type(screen.getByLabelText('Enter your password to confirm'), 'Wrong-1!');
    await user.click(screen.getByRole('button', { name: 'Permanently delete my account' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Enter your password to confirm'));
    await user.type(screen.getByLabelText('Enter your password to confirm'), 'Calm-River-42!');
    await user.click(screen.getByRole('button', { name: 'Permanently delete my account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    // Removing the community posts is the default, sent as such.
    expect(fetchStub.callsTo('DELETE /api/account')[1]!.body).toEqual({
      password: 'Calm-River-42!',
      community: 'remove',
    });
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(localStorage.getItem('onboarding_step')).toBeNull();
  });

  it('says what happens to the community posts and sends the choice to keep them anonymised', async () => {
    const fetchStub = account({ 'DELETE /api/account': { body: { deleted: true } } });
    const user = userEvent.setup();
    renderRoute(<AccountPage />, {
      entry: '/account',
      routes: [{ path: '/', element: <p>Home page</p> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const group = screen.getByRole('group', { name: 'Your community threads and replies' });
    const remove = within(group).getByRole('radio', { name: /Remove them/ });
    const keep = within(group).getByRole('radio', { name: /Keep them, signed “Former member”/ });
    expect(remove).toBeChecked();
    expect(keep).not.toBeChecked();
    expect(remove).toHaveAccessibleDescription(/Every thread and reply you wrote is deleted/);
    expect(keep).toHaveAccessibleDescription(/Your display name and your account are deleted/);
    // The page no longer says everything goes without saying what happens to the posts.
    expect(screen.getByText(/Your community threads and replies are removed too/)).toBeVisible();

    await user.click(keep);
    await user.type(screen.getByLabelText('Enter your password to confirm'), 'Calm-River-42!');
    await user.click(screen.getByRole('button', { name: 'Permanently delete my account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(fetchStub.callsTo('DELETE /api/account')[0]!.body).toEqual({
      password: 'Calm-River-42!',
      community: 'anonymise',
    });
  });

  it('re-opens the cookie choices', async () => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        necessary: true,
        analytics: true,
        marketing: false,
        functional: false,
        timestamp: '2026-11-01T00:00:00.000Z',
      }),
    );
    account();
    const user = userEvent.setup();
    renderRoute(<AccountPage />, { entry: '/account' });
    expect(
      await screen.findByText(
        'You allowed necessary cookies and analytics cookies on this browser.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change cookie choices' }));
    expect(await screen.findByText(/cookie choices are open/)).toBeInTheDocument();
    expect(localStorage.getItem('cookie-consent')).toBe('');
  });

  it('signs out everywhere, forgets the session and goes to /login', async () => {
    localStorage.setItem('onboarding_step', '3');
    const fetchStub = account({
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
