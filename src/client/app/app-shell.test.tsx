import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GLOBAL_ERROR_EVENT, UNHANDLED_REJECTION_MESSAGE } from '#client/lib/global-errors';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { AppShell, MENU_LINK_BADGES } from './app-shell';
import { SIGNED_IN_NAV } from './signed-in-navigation';
import { FOOTER_GROUPS } from './layout/footer';

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo; // jsdom has no layout
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function renderShell(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <AppShell>
      <h1>Page body</h1>
      <Link to="/trends">Trends</Link>
    </AppShell>,
    options,
  );
}

describe('AppShell', () => {
  it("marks only links the signed-in menu has (the Menu badge's alerts on Notifications)", () => {
    const menuPaths = SIGNED_IN_NAV.flatMap((entry) =>
      entry.kind === 'link' ? [entry.path] : entry.links.map((link) => link.path),
    );
    expect(Object.keys(MENU_LINK_BADGES)).toEqual(['/notifications']);
    for (const path of Object.keys(MENU_LINK_BADGES)) expect(menuPaths).toContain(path);
  });

  it('has a skip link to the focusable main landmark', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByRole('heading', { name: 'Page body' })).toBeInTheDocument();
  });

  it('has the footer’s links whose pages exist and this year’s copyright', () => {
    renderShell();
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .filter((link) => !link.getAttribute('href')?.startsWith('tel:'));
    expect(hrefs.map((link) => link.getAttribute('href')).sort()).toEqual(
      [
        '/',
        '/contact',
        '/about',
        '/community',
        '/features',
        '/how-it-works',
        '/sample-report',
        '/pricing',
        '/terms-of-service',
        '/privacy-policy',
        '/legal',
        '/compliance-center',
      ].sort(),
    );
    expect(FOOTER_GROUPS.flatMap((group) => group.links)).toHaveLength(12);
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Wellnest. All rights reserved.`,
    );
    expect(footer).toHaveTextContent(/not a medical device/);
  });

  it('shows the cookie banner normally, but not in safe mode', async () => {
    const normal = renderShell();
    // Its code loads after the first paint (lazy), so it appears a moment later.
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    normal.unmount();

    window.localStorage.setItem('SAFE_MODE', '1');
    renderShell();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('shows Back to Dashboard only for signed-in users on tool pages', () => {
    const signedIn = renderShell({ auth: 'signed-in', path: '/dashboard/goals' });
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    signedIn.unmount();

    const elsewhere = renderShell({ auth: 'signed-in', path: '/mood' });
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
    elsewhere.unmount();

    renderShell({ auth: 'signed-out', path: '/community' });
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
  });

  it('scrolls to the top when the path changes', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/mood' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Trends' }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keyboard shortcuts: Alt+m main, Alt+n navigation, Alt+h home', () => {
    renderShell({ path: '/mood' });
    fireEvent.keyDown(window, { key: 'm', code: 'KeyM', altKey: true });
    expect(screen.getByRole('main')).toHaveFocus();
    fireEvent.keyDown(window, { key: 'n', code: 'KeyN', altKey: true });
    expect(screen.getByRole('navigation', { name: 'Primary' })).toHaveFocus();
    fireEvent.keyDown(window, { key: 'h', code: 'KeyH', altKey: true });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('turns a global error into an error toast', () => {
    renderShell();
    act(() => {
      window.dispatchEvent(
        new CustomEvent(GLOBAL_ERROR_EVENT, { detail: { message: UNHANDLED_REJECTION_MESSAGE } }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent(UNHANDLED_REJECTION_MESSAGE);
  });
});
