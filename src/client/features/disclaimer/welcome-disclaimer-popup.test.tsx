import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-with-providers';
import {
  ACKNOWLEDGEMENT,
  WELCOME_POPUP_DELAY_MS,
  WelcomeDisclaimerPopup,
} from './welcome-disclaimer-popup';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="wellnest-support-email"]')?.remove();
});

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('WelcomeDisclaimerPopup', () => {
  it('opens 500 ms after a signed-in user arrives', () => {
    expect(WELCOME_POPUP_DELAY_MS).toBe(500);
    renderWithProviders(<WelcomeDisclaimerPopup />, { auth: 'signed-in', path: '/dashboard' });
    advance(499);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('dialog', { name: 'Welcome to Wellnest' })).toBeInTheDocument();
  });

  it('keeps Get Started disabled until the acknowledgement is ticked, then remembers it', async () => {
    renderWithProviders(<WelcomeDisclaimerPopup />, { auth: 'signed-in', path: '/dashboard' });
    advance(WELCOME_POPUP_DELAY_MS);
    vi.useRealTimers();
    const user = userEvent.setup();

    const getStarted = screen.getByRole('button', { name: 'Get Started' });
    expect(getStarted).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: ACKNOWLEDGEMENT }));
    expect(getStarted).toBeEnabled();
    await user.click(getStarted);

    expect(window.localStorage.getItem('hideDisclaimerPopup')).toBe('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has a detailed view with the safety facts and the support contact', async () => {
    const meta = document.createElement('meta');
    meta.name = 'wellnest-support-email';
    meta.content = 'help@example.org';
    document.head.append(meta);
    renderWithProviders(<WelcomeDisclaimerPopup />, { auth: 'signed-in', path: '/dashboard' });
    advance(WELCOME_POPUP_DELAY_MS);
    vi.useRealTimers();
    const user = userEvent.setup();

    expect(screen.getByRole('link', { name: 'help@example.org' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
    expect(
      screen.queryByText(/not for diagnosis, treatment or emergencies/),
    ).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show detailed information' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/not for diagnosis, treatment or emergencies/)).toBeInTheDocument();
    expect(screen.getByText(/The AI may be wrong/)).toBeInTheDocument();
    expect(screen.getByText(/Professional consultation is required/)).toBeInTheDocument();
  });

  it('stays closed once acknowledged', () => {
    window.localStorage.setItem('hideDisclaimerPopup', 'true');
    renderWithProviders(<WelcomeDisclaimerPopup />, { auth: 'signed-in', path: '/dashboard' });
    advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open for signed-out visitors or on the sign-in pages', () => {
    const signedOut = renderWithProviders(<WelcomeDisclaimerPopup />, {
      auth: 'signed-out',
      path: '/dashboard',
    });
    advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    signedOut.unmount();

    renderWithProviders(<WelcomeDisclaimerPopup />, { auth: 'signed-in', path: '/login' });
    advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
