import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoutes } from '../../../../tests/setup/fake-fetch';
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

const PATH = '/api/disclaimer/acknowledgement';
const notYet = { acknowledged: false, acknowledged_at: null };
const done = { acknowledged: true, acknowledged_at: '2026-11-01T10:00:00.000Z' };

/** The account's answer: not acknowledged yet (a new account), unless told otherwise. */
function accountApi(answer: FakeRoutes[string] = { body: notYet }): FakeRoutes {
  return {
    [`GET ${PATH}`]: answer,
    [`PUT ${PATH}`]: { body: done },
  };
}

/** Lets the account's answer arrive (react-query schedules through timers, which are fake). */
async function settle(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('WelcomeDisclaimerPopup', () => {
  it('opens 500 ms after a signed-in user arrives, when the account has not acknowledged it', async () => {
    expect(WELCOME_POPUP_DELAY_MS).toBe(500);
    renderWithProviders(<WelcomeDisclaimerPopup />, {
      auth: 'signed-in',
      path: '/dashboard',
      api: accountApi(),
    });
    await settle();
    advance(499);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('dialog', { name: 'Welcome to Wellnest' })).toBeInTheDocument();
  });

  it('keeps Get Started disabled until the acknowledgement is ticked, then stores it on the account', async () => {
    const { queryClient } = renderWithProviders(<WelcomeDisclaimerPopup />, {
      auth: 'signed-in',
      path: '/dashboard',
      api: accountApi(),
    });
    await settle();
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
    const puts = vi
      .mocked(fetch)
      .mock.calls.filter(([url, init]) => String(url) === PATH && init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0]?.[1]?.body))).toEqual({ acknowledged: true });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['disclaimer-acknowledgement', 'user-1'])).toEqual(done),
    );
  });

  it('has a detailed view with the safety facts and the support contact', async () => {
    const meta = document.createElement('meta');
    meta.name = 'wellnest-support-email';
    meta.content = 'help@example.org';
    document.head.append(meta);
    renderWithProviders(<WelcomeDisclaimerPopup />, {
      auth: 'signed-in',
      path: '/dashboard',
      api: accountApi(),
    });
    await settle();
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

  it('stays closed in a new browser once the account has acknowledged it', async () => {
    expect(window.localStorage.getItem('hideDisclaimerPopup')).toBeNull();
    renderWithProviders(<WelcomeDisclaimerPopup />, {
      auth: 'signed-in',
      path: '/dashboard',
      api: accountApi({ body: done }),
    });
    await settle();
    advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // This browser now remembers it too.
    expect(window.localStorage.getItem('hideDisclaimerPopup')).toBe('true');
  });

  it('stays closed in a browser that remembers it (the local-storage flag), without asking the account to change', async () => {
    window.localStorage.setItem('hideDisclaimerPopup', 'true');
    renderWithProviders(<WelcomeDisclaimerPopup />, {
      auth: 'signed-in',
      path: '/dashboard',
      api: accountApi(),
    });
    await settle();
    advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // One browser may hold several accounts: its flag is not copied onto this one.
    expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('falls back to this browser when the account cannot be read', async () => {
    window.localStorage.setItem('hideDisclaimerPopup', 'true');
    const unreadable = renderWithProviders(<WelcomeDisclaimerPopup />, {
      auth: 'signed-in',
      path: '/dashboard',
      api: accountApi({ status: 503, body: { code: 'UNAVAILABLE', message: 'Down' } }),
    });
    await settle();
    advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unreadable.unmount();

    window.localStorage.removeItem('hideDisclaimerPopup');
    renderWithProviders(<WelcomeDisclaimerPopup />, {
      auth: 'signed-in',
      path: '/dashboard',
      api: accountApi({ status: 503, body: { code: 'UNAVAILABLE', message: 'Down' } }),
    });
    await settle();
    advance(WELCOME_POPUP_DELAY_MS);
    expect(screen.getByRole('dialog', { name: 'Welcome to Wellnest' })).toBeInTheDocument();
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
