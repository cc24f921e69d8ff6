import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeReply } from '../../../../../tests/setup/fake-fetch';
import LandingPage from './landing';

const ADA_SESSION = {
  user: {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    emailVerified: true,
    firstName: 'Ada',
    first_name: 'Ada',
  },
  session: { id: 's1', expiresAt: '2030-01-01' },
};

type AuthState = 'signed-in' | 'signed-out' | 'loading';

function Probe({ label }: { label: string }): ReactElement {
  const location = useLocation();
  return (
    <p data-testid="probe">
      {label} {JSON.stringify(location.state)}
    </p>
  );
}

function renderLanding(auth: AuthState) {
  const api = fakeFetch(() =>
    auth === 'loading' ? new Promise<FakeReply>(() => undefined) : { body: {} },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  if (auth !== 'loading')
    queryClient.setQueryData(['auth', 'session'], auth === 'signed-in' ? ADA_SESSION : null);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/dashboard" element={<Probe label="dashboard" />} />
          <Route path="/login" element={<Probe label="login" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, api };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LandingPage', () => {
  it('has exactly one h1', () => {
    renderLanding('signed-out');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('signed out: the primary button starts the journey at /register, with the extra buttons', () => {
    renderLanding('signed-out');
    expect(
      screen.getByRole('link', { name: 'Start Your Personalized Wellness Journey' }),
    ).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'View Demo Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard?demo=true',
    );
    expect(screen.getByRole('link', { name: 'See a Sample Report' })).toHaveAttribute(
      'href',
      '/sample-report',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('shows the four feature cards with their links', () => {
    renderLanding('signed-out');
    const features = screen.getByRole('region', { name: /everything in one calm, private place/i });
    const hrefs = within(features)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/interaction-analyzer',
        '/wellness/biomarkers',
        '/symptoms/tracker',
        '/analytics',
      ]),
    );
  });

  it('shows the educational statement, emergency numbers and the FAQ, without unbacked figures', () => {
    renderLanding('signed-out');
    expect(screen.getAllByText('Educational only — not medical advice.').length).toBeGreaterThan(0);
    for (const number of ['911', '999', '112']) {
      expect(screen.getAllByRole('link', { name: new RegExp(number) })[0]).toHaveAttribute(
        'href',
        `tel:${number}`,
      );
    }
    expect(screen.getByText('Is Wellnest a medical device?')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/3\.4M/);
  });

  it('renders the signed-out variant while the session is loading (matches the prerendered HTML)', () => {
    renderLanding('loading');
    expect(
      screen.getByRole('link', { name: 'Start Your Personalized Wellness Journey' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });

  it('signed in: welcomes the user and goes to the dashboard with the home-page flags', async () => {
    const user = userEvent.setup();
    renderLanding('signed-in');
    expect(screen.getByText('Welcome back, Ada!')).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Start Your Personalized Wellness Journey' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('dashboard {"fromHomePage":true}');
    expect(window.sessionStorage.getItem('navigatedFromHome')).toBe('true');
  });

  it('signed in: Sign Out signs out everywhere, clears the session and goes to /login', async () => {
    const user = userEvent.setup();
    const { queryClient, api } = renderLanding('signed-in');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('login'));
    expect(queryClient.getQueryData(['auth', 'session'])).toBeNull();
    const urls = api.calls.map((call) => call.url);
    expect(urls).toContain('/api/auth/sign-out');
  });
});
