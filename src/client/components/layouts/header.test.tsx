import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '#client/lib/auth';
import { renderWithProviders } from '../../../../tests/setup/render-with-providers';
import { CHAT_TOGGLE_EVENT, Header } from './header';

afterEach(() => vi.unstubAllGlobals());

const primaryNav = () => screen.getByRole('navigation', { name: 'Primary' });
const linkNames = () =>
  within(primaryNav())
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('Header', () => {
  it('signed out: public links and Login, no member items', () => {
    renderWithProviders(<Header />, { auth: 'signed-out' });
    expect(linkNames()).toEqual(['Home', 'How It Works', 'About', 'Pricing', 'Login']);
    expect(within(primaryNav()).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Open AI chat assistant' }),
    ).not.toBeInTheDocument();
  });

  it('signed in: Dashboard, Community, AI chat and Sign Out; public links hidden', () => {
    renderWithProviders(<Header />, { auth: 'signed-in' });
    expect(linkNames()).toEqual(['Home', 'Dashboard', 'Community']);
    expect(screen.queryByRole('link', { name: 'How It Works' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open AI chat assistant' })).toBeInTheDocument();
  });

  it('while the session is loading shows the signed-out variant (matches prerendered HTML)', () => {
    renderWithProviders(<Header />, { auth: 'loading' });
    expect(linkNames()).toEqual(['Home', 'How It Works', 'About', 'Pricing', 'Login']);
  });

  it('shows the logo link home and the edition subtitle', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Wellnest home' })).toHaveAttribute('href', '/');
    // jsdom runs on localhost, which is the Health edition.
    expect(screen.getByText('Advanced Health Insights')).toHaveAttribute('data-edition-subtitle');
    expect(screen.getByRole('link', { name: '911 (US)' })).toHaveAttribute('href', 'tel:911');
  });

  it('the AI chat button asks the chat panel to toggle', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    window.addEventListener(CHAT_TOGGLE_EVENT, onToggle);
    renderWithProviders(<Header />, { auth: 'signed-in' });
    await user.click(screen.getByRole('button', { name: 'Open AI chat assistant' }));
    window.removeEventListener(CHAT_TOGGLE_EVENT, onToggle);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('the mobile menu button reports and toggles its state', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    const controlled = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(controlled).not.toBeNull();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(controlled).toHaveClass('hidden');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(controlled).not.toHaveClass('hidden');
    await user.click(within(primaryNav()).getByRole('link', { name: 'About' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('Sign Out ends the session and goes to /login', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<Header />, {
      auth: 'signed-in',
      path: '/dashboard',
    });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    const calls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(calls).toContain('/api/auth/sign-out');
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(within(primaryNav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
