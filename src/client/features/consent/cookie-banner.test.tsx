import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-with-providers';
import { CookieBanner } from './cookie-banner';

afterEach(() => vi.unstubAllGlobals());

const storedConsent = () =>
  JSON.parse(window.localStorage.getItem('cookie-consent') ?? 'null') as Record<string, unknown>;

describe('CookieBanner', () => {
  it('Accept All stores every category with a timestamp and hides the banner', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CookieBanner />);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    await user.click(within(banner).getByRole('button', { name: 'Accept All' }));

    const consent = storedConsent();
    expect(consent).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(new Date(String(consent.timestamp)).toISOString()).toBe(consent.timestamp);
    expect(window.localStorage.getItem('cookie-consent-timestamp')).toBe(consent.timestamp);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('Reject All stores only the necessary category', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Reject All' }));

    expect(storedConsent()).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('Customize then Save Preferences stores the chosen toggles', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Customize' }));

    const necessary = screen.getByRole('checkbox', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Analytics' }));
    await user.click(screen.getByRole('checkbox', { name: 'Functional' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(storedConsent()).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
    expect(window.localStorage.getItem('cookie-consent-timestamp')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('stays hidden on a later visit once a choice is stored', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    first.unmount();

    renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('asks again when the stored value is not a valid choice', () => {
    window.localStorage.setItem('cookie-consent', '{"analytics":true}');
    renderWithProviders(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('is in the prerendered HTML hidden, for the boot loader to reveal (ADR 049)', () => {
    const html = renderToString(
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>,
    );
    expect(html).toContain('data-cookie-banner=""');
    expect(html).not.toContain('data-open');
    expect(html).toContain('Accept All');
  });

  it('shows itself once hydrated when no choice is stored, whatever the page class says', () => {
    renderWithProviders(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toHaveAttribute('data-open', '');
  });
});
