import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, signedInSession } from '#client/features/auth/test-utils';
import { fakeFetch } from '../../../../../tests/setup/fake-fetch';
import LoginPage from './login';
import RegisterPage from './register';
import { signedInDestination } from './signed-in-redirect';
import VerifyEmailPage from './verify';

afterEach(() => vi.unstubAllGlobals());

const landing = [
  { path: '/dashboard', element: <p>Dashboard page</p> },
  { path: '/pricing', element: <p>Pricing page</p> },
  { path: '/mood', element: <p>Mood page</p> },
];

describe('signed-in users on the auth pages', () => {
  it.each([
    ['/login', <LoginPage key="login" />],
    ['/register', <RegisterPage key="register" />],
    ['/register?plan=wellness_plus&cycle=yearly', <RegisterPage key="register-plan" />],
    ['/auth?error=INVALID_TOKEN', <VerifyEmailPage key="auth-error" />],
  ])('%s goes to /dashboard', async (entry, page) => {
    fakeFetch({ 'GET /api/auth/get-session': { body: signedInSession() } });
    renderRoute(page, { entry, routes: landing });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('/auth goes to /login, which sends a signed-in user on to /dashboard', async () => {
    fakeFetch({ 'GET /api/auth/get-session': { body: signedInSession() } });
    renderRoute(<VerifyEmailPage />, {
      entry: '/auth',
      routes: [...landing, { path: '/login', element: <LoginPage /> }],
    });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('follows a same-site returnTo, never another origin or an auth page', async () => {
    fakeFetch({ 'GET /api/auth/get-session': { body: signedInSession() } });
    renderRoute(<LoginPage />, { entry: '/login?returnTo=%2Fmood', routes: landing });
    expect(await screen.findByText('Mood page')).toBeInTheDocument();

    const search = (query: string) => new URLSearchParams(query);
    expect(signedInDestination(search('returnTo=pricing'))).toBe('/pricing');
    expect(signedInDestination(search('returnTo=/mood?x=1'))).toBe('/mood?x=1');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil', '/login', '/auth?x'])
      expect(signedInDestination(search(`returnTo=${encodeURIComponent(bad)}`))).toBe('/dashboard');
  });

  it('visitors keep the forms', async () => {
    fakeFetch({ 'GET /api/auth/get-session': { body: null } });
    renderRoute(<LoginPage />, { entry: '/login', routes: landing });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Login' })).toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
