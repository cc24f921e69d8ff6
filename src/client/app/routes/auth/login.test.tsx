import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '#client/lib/auth';
import { renderRoute, signedInSession } from '#client/features/auth/test-utils';
import { fakeFetch, type FakeRoutes } from '../../../../../tests/setup/fake-fetch';
import LoginPage from './login';
import RegisterPage from './register';

afterEach(() => {
  vi.unstubAllGlobals();
});

const signedOut: FakeRoutes = { 'GET /api/auth/get-session': { body: null } };
const landingPages = [
  { path: '/dashboard', element: <p>Dashboard page</p> },
  { path: '/pricing', element: <p>Pricing page</p> },
  { path: '/mood', element: <p>Mood page</p> },
];

type User = ReturnType<typeof userEvent.setup>;

async function signInWith(user: User, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/login tabs', () => {
  it('opens the login tab by default and the register tab with ?tab=register', () => {
    fakeFetch(signedOut);
    const first = renderRoute(<LoginPage />, { entry: '/login' });
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    first.unmount();

    renderRoute(<LoginPage />, { entry: '/login?tab=register' });
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("switches to the register tab from 'Don't have an account? Sign up'", async () => {
    fakeFetch(signedOut);
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { entry: '/login' });
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
  });

  it('/register without a plan shows the same tabs with Register selected', () => {
    fakeFetch(signedOut);
    renderRoute(<RegisterPage />, { entry: '/register' });
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });

  it('/register?plan=wellness_plus&cycle=yearly skips plan picking and shows the plan summary', () => {
    fakeFetch(signedOut);
    renderRoute(<RegisterPage />, { entry: '/register?plan=wellness_plus&cycle=yearly' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose your plan' })).not.toBeInTheDocument();
    expect(screen.getByText('Wellness Pro · $190/year')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Plan' })).toBeInTheDocument();
  });

  it('after a free sign-up on the register tab, returns to the login tab with Check your email still shown', async () => {
    fakeFetch({ ...signedOut, 'POST /api/auth/sign-up/email': { body: {} } });
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { entry: '/login?tab=register' });
    await user.click(screen.getByRole('radio', { name: 'Free Wellness' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name'), 'Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Sunny-Day-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Sunny-Day-42');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(
      () =>
        expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true'),
      {
        timeout: 2500,
      },
    );
    expect(screen.getByRole('status', { name: 'Check your email' })).toHaveTextContent(
      'jane@example.com',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('/login form', () => {
  it('toggles the password between hidden and shown', async () => {
    fakeFetch(signedOut);
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { entry: '/login' });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it("shows the route guard's message from router state", () => {
    fakeFetch(signedOut);
    renderRoute(<LoginPage />, {
      entry: {
        pathname: '/login',
        state: { message: 'You must be logged in to access this page', from: '/mood' },
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You must be logged in to access this page',
    );
  });

  it('shows Email confirmed after verification', () => {
    fakeFetch(signedOut);
    renderRoute(<LoginPage />, { entry: '/login?verified=true' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Email confirmed');
    expect(status).toHaveTextContent('Your email is verified. Please sign in.');
  });

  it('says which field is missing before calling the API', async () => {
    const fetchStub = fakeFetch(signedOut);
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { entry: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(fetchStub.callsTo('POST /api/auth/sign-in/email')).toHaveLength(0);
  });

  it('shows the invalid-credentials message for a wrong email or password', async () => {
    const fetchStub = fakeFetch({
      ...signedOut,
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      },
    });
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { entry: '/login', routes: landingPages });
    await signInWith(user, ' Jane@Example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(fetchStub.callsTo('POST /api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'jane@example.com',
      password: 'wrong-password',
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('asks an unverified user to check their email', async () => {
    fakeFetch({
      ...signedOut,
      'POST /api/auth/sign-in/email': {
        status: 403,
        body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
      },
    });
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { entry: '/login' });
    await signInWith(user, 'jane@example.com', 'Sunny-Day-42');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check your email and click the verification link before logging in.',
    );
  });

  it('tells a rate-limited user how long to wait', async () => {
    fakeFetch({
      ...signedOut,
      'POST /api/auth/sign-in/email': {
        status: 429,
        body: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests' },
        headers: { 'retry-after': '150' },
      },
    });
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { entry: '/login' });
    await signInWith(user, 'jane@example.com', 'Sunny-Day-42');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
    expect(alert).toHaveTextContent('Try again in 3 minutes.');
  });

  it('signs in, refreshes the session and goes to the dashboard after 500 ms', async () => {
    let signedIn = false;
    const fetchStub = fakeFetch({
      'GET /api/auth/get-session': () => ({ body: signedIn ? signedInSession() : null }),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { user: signedInSession().user } };
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderRoute(<LoginPage />, { entry: '/login', routes: landingPages });
    await signInWith(user, 'jane@example.com', 'Sunny-Day-42');
    await screen.findByText(/Signed in/);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/), {
      timeout: 1500,
    });
    expect(queryClient.getQueryData(sessionQueryKey)).toMatchObject({
      user: { email: 'jane@example.com' },
    });
    expect(fetchStub.callsTo('POST /api/auth/sign-out')).toHaveLength(0);
  });

  it('returns to the page the guard came from', async () => {
    fakeFetch({
      ...signedOut,
      'POST /api/auth/sign-in/email': { body: { user: signedInSession().user } },
    });
    const user = userEvent.setup();
    renderRoute(<LoginPage />, {
      entry: {
        pathname: '/login',
        state: { message: 'You must be logged in to access this page', from: '/mood' },
      },
      routes: landingPages,
    });
    await signInWith(user, 'jane@example.com', 'Sunny-Day-42');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/mood$/), {
      timeout: 1500,
    });
  });

  it('goes to /pricing with ?returnTo=pricing', async () => {
    fakeFetch({
      ...signedOut,
      'POST /api/auth/sign-in/email': { body: { user: signedInSession().user } },
    });
    const user = userEvent.setup();
    renderRoute(<LoginPage />, {
      entry: { pathname: '/login', search: '?returnTo=pricing', state: { from: '/mood' } },
      routes: landingPages,
    });
    await signInWith(user, 'jane@example.com', 'Sunny-Day-42');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/), {
      timeout: 1500,
    });
  });

  // A user who arrives signed in goes on to the dashboard (signed-in-redirect.test.tsx); these two
  // are signed in elsewhere (another tab) after the page opened, before the form is sent.
  it('says Already logged in for the account already signed in, without signing in again', async () => {
    let sessionReads = 0;
    const fetchStub = fakeFetch({
      'GET /api/auth/get-session': () => ({
        body: sessionReads++ === 0 ? null : signedInSession('jane@example.com'),
      }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderRoute(<LoginPage />, { entry: '/login', routes: landingPages });
    await waitFor(() =>
      expect(fetchStub.callsTo('GET /api/auth/get-session').length).toBeGreaterThan(0),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The app learns of the other tab's sign-in (a refetch on focus).
    await act(() => queryClient.refetchQueries({ queryKey: sessionQueryKey }));
    await signInWith(user, 'JANE@example.com', 'Sunny-Day-42');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Already logged in');
    await user.click(within(status).getByRole('link', { name: 'Go to Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(fetchStub.callsTo('POST /api/auth/sign-in/email')).toHaveLength(0);
  });

  it('signs another account out globally before signing in', async () => {
    let current: unknown = null;
    let sessionReads = 0;
    const fetchStub = fakeFetch({
      'GET /api/auth/get-session': () => {
        if (sessionReads++ === 0) {
          const first = current;
          current = signedInSession('someone@example.com');
          return { body: first };
        }
        return { body: current };
      },
      'POST /api/auth/revoke-sessions': () => ({ body: { status: true } }),
      'POST /api/auth/sign-out': () => {
        current = null;
        return { body: { success: true } };
      },
      'POST /api/auth/sign-in/email': () => {
        current = signedInSession('jane@example.com');
        return { body: { user: signedInSession('jane@example.com').user } };
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderRoute(<LoginPage />, { entry: '/login', routes: landingPages });
    await waitFor(() =>
      expect(fetchStub.callsTo('GET /api/auth/get-session').length).toBeGreaterThan(0),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The app learns of the other tab's sign-in (a refetch on focus).
    await act(() => queryClient.refetchQueries({ queryKey: sessionQueryKey }));
    await signInWith(user, 'jane@example.com', 'Sunny-Day-42');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/), {
      timeout: 2500,
    });
    const order = fetchStub.calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(order).toEqual([
      '/api/auth/revoke-sessions',
      '/api/auth/sign-out',
      '/api/auth/sign-in/email',
    ]);
  });
});
