import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '#client/lib/auth';
import { renderRoute, signedInSession } from '#client/features/auth/test-utils';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import VerifyEmailPage from './verify';

afterEach(() => {
  vi.unstubAllGlobals();
});

const targets = [
  { path: '/dashboard', element: <p>Dashboard page</p> },
  { path: '/login', element: <p>Login page</p> },
];

describe('/auth (email verification landing)', () => {
  it('shows Email confirmed, waits 1 s, then goes to the dashboard when signed in', async () => {
    const fetchStub = fakeFetch({ 'GET /api/auth/get-session': { body: signedInSession() } });
    const { queryClient } = renderRoute(<VerifyEmailPage />, {
      entry: '/auth?verified=true',
      routes: targets,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(fetchStub.callsTo('GET /api/auth/get-session')).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/), {
      timeout: 1500,
    });
    expect(queryClient.getQueryData(sessionQueryKey)).toMatchObject({
      user: { email: 'jane@example.com' },
    });
  });

  it('sends a signed-out user to /login?verified=true', async () => {
    fakeFetch({ 'GET /api/auth/get-session': { body: null } });
    renderRoute(<VerifyEmailPage />, { entry: '/auth?verified=true', routes: targets });
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?verified=true$/),
      {
        timeout: 2000,
      },
    );
  });

  it('explains a bad or expired link and links to sign in', () => {
    fakeFetch({});
    renderRoute(<VerifyEmailPage />, { entry: '/auth?error=INVALID_TOKEN', routes: targets });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was an issue with email verification. Please try logging in.',
    );
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('trusts the error over verified=true (the error is appended to the callback URL)', async () => {
    // Signed out: a signed-in user is sent on to the dashboard (signed-in-redirect.test.tsx).
    const fetchStub = fakeFetch({ 'GET /api/auth/get-session': { body: null } });
    renderRoute(<VerifyEmailPage />, {
      entry: '/auth?verified=true&error=TOKEN_EXPIRED',
      routes: targets,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was an issue with email verification.',
    );
    expect(screen.queryByText('Email confirmed')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    // Only the session read: the verification flow's delayed check never runs.
    expect(fetchStub.calls.map((call) => call.path)).toEqual(['/api/auth/get-session']);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/auth?verified=true&error=TOKEN_EXPIRED',
    );
  });

  it('goes straight to /login without a query', () => {
    fakeFetch({});
    renderRoute(<VerifyEmailPage />, { entry: '/auth', routes: targets });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });
});
