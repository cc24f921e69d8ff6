import { screen, waitFor, within } from '@testing-library/react';
import { axeViolations } from '../../../../tests/setup/axe-in-jsdom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '#client/lib/auth';
import { renderWithProviders } from '../../../../tests/setup/render-with-providers';
import { SIGNED_IN_NAV } from '#client/app/signed-in-navigation';
import { CHAT_TOGGLE_EVENT } from '#client/lib/app-events';
import { OPENS_BEFORE_APP } from '#shared/contracts/page-boot.contract';
import { Header } from './header';

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

  it('signed in: Home, Dashboard, Community, the groups, AI chat and Sign Out; public links hidden', async () => {
    renderWithProviders(<Header />, { auth: 'signed-in' });
    const nav = within(primaryNav());
    // The signed-in entries are their own module, loaded once someone is signed in.
    expect(await nav.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(
      nav.getAllByRole('button', { expanded: false }).map((button) => button.textContent),
    ).toEqual(['Menu', 'Today', 'Safety', 'Records', 'Insights', 'Nutrition', 'Account']);
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    // The Community item, now that its page exists.
    expect(nav.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
    expect(screen.queryByRole('link', { name: 'How It Works' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open AI chat assistant' })).toBeInTheDocument();
  });

  it('every signed-in nav link is one click from the bar or from its group button', () => {
    renderWithProviders(<Header />, { auth: 'signed-in' });
    const nav = primaryNav();
    for (const entry of SIGNED_IN_NAV) {
      if (entry.kind === 'link') {
        expect(within(nav).getByRole('link', { name: entry.label })).toHaveAttribute(
          'href',
          entry.path,
        );
        continue;
      }
      const button = within(nav).getByRole('button', { name: entry.barLabel ?? entry.label });
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel, entry.label).not.toBeNull();
      expect(
        within(panel as HTMLElement)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(entry.links.map((link) => link.path));
    }
    const tools = [
      '/log',
      '/mood',
      '/symptoms',
      '/habits',
      '/safety/cabinet',
      '/upload',
      '/trends',
      '/reports',
    ];
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const tool of tools) expect(hrefs).toContain(tool);
  });

  it('a group is a disclosure: the button opens it, Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { auth: 'signed-in' });
    const track = screen.getByRole('button', { name: 'Today' });
    const panel = document.getElementById(track.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toHaveClass('xl:hidden');
    expect(panel).not.toHaveAttribute('role');

    await user.click(track);
    expect(track).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('xl:grid');
    expect(panel).not.toHaveClass('xl:hidden');

    // Tab goes from the button into its links (links, not menu items).
    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Daily log' })).toHaveFocus();
    // The list is named by the group's full name, the phone menu's heading.
    expect(panel).toHaveAccessibleName('Today');

    await user.keyboard('{Escape}');
    expect(track).toHaveAttribute('aria-expanded', 'false');
    expect(track).toHaveFocus();

    // Opening one group closes the other.
    const safety = screen.getByRole('button', { name: 'Safety' });
    await user.click(track);
    await user.click(safety);
    expect(track).toHaveAttribute('aria-expanded', 'false');
    expect(safety).toHaveAttribute('aria-expanded', 'true');

    // A click outside closes it.
    await user.click(screen.getByText('Advanced Health Insights'));
    expect(safety).toHaveAttribute('aria-expanded', 'false');
  });

  it('following a link in a group closes it and marks the new page current', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { auth: 'signed-in', path: '/dashboard' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const insights = screen.getByRole('button', { name: 'Insights' });
    await user.click(insights);
    await user.click(screen.getByRole('link', { name: 'Trends' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/trends');
    expect(insights).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Trends' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('marks the current page on an alias path, and only that link', () => {
    renderWithProviders(<Header />, { auth: 'signed-in', path: '/dashboard/mood-tracker' });
    const current = within(primaryNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Mood']);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveClass('bg-teal-50');
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

  it('signed in, search, the bell and the assistant sit in the bar, outside the menu, and the Menu button carries its badge', async () => {
    renderWithProviders(
      <Header
        barExtras={<a href="/notifications">Notifications, 2 unread, 2 major safety alerts</a>}
        menuBadge={<span>, 2 major safety alerts</span>}
      />,
      { auth: 'signed-in' },
    );
    const menu = document.getElementById('primary-navigation-menu')!;
    const bar = screen.getByRole('banner');
    const inBar = (element: HTMLElement) => bar.contains(element) && !menu.contains(element);
    expect(inBar(screen.getByRole('button', { name: 'Site search' }))).toBe(true);
    expect(inBar(screen.getByRole('button', { name: 'Open AI chat assistant' }))).toBe(true);
    expect(inBar(screen.getByRole('link', { name: /^Notifications, 2 unread/ }))).toBe(true);
    // One tap each: none waits in the (closed) menu.
    expect(menu).toHaveClass('hidden');
    expect(
      await screen.findByRole('button', { name: 'Menu, 2 major safety alerts' }),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  it("the menu's Notifications link carries the mark the Menu button's badge points to", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Header
        menuBadge={<span>, 2 major safety alerts</span>}
        linkBadges={{ '/notifications': <span>, 2 major safety alerts</span> }}
      />,
      { auth: 'signed-in' },
    );
    await user.click(await screen.findByRole('button', { name: 'Menu, 2 major safety alerts' }));
    const today = within(primaryNav()).getByRole('list', { name: 'Today' });
    expect(
      within(today).getByRole('link', { name: 'Notifications, 2 major safety alerts' }),
    ).toHaveAttribute('href', '/notifications');
    // No other link is marked.
    expect(within(primaryNav()).getAllByRole('link', { name: /safety alert/ })).toHaveLength(1);
  });

  it('signed in, Tab from the Menu button goes through the top links, then each group in order', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { auth: 'signed-in' });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Community' })).toHaveFocus();
    // Then the groups' links, group by group (jsdom has no layout: the xl-only buttons count too).
    const order = Array.from(
      document.querySelectorAll<HTMLElement>('#primary-navigation-menu a'),
    ).map((link) => link.getAttribute('href'));
    expect(order).toEqual(
      SIGNED_IN_NAV.flatMap((entry) =>
        entry.kind === 'link' ? [entry.path] : entry.links.map((link) => link.path),
      ),
    );
  });

  it('signed out, the bar has no bell, no assistant and no Menu badge', () => {
    renderWithProviders(
      <Header barExtras={<a href="/notifications">Bell</a>} menuBadge={<span>, 1 alert</span>} />,
      { auth: 'signed-out' },
    );
    expect(screen.queryByRole('link', { name: 'Bell' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
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
    // The boot loader of prerendered pages may open it before the app runs (page-boot.contract).
    expect(menu).toHaveAttribute(OPENS_BEFORE_APP);
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(controlled).not.toHaveClass('hidden');
    await user.click(within(primaryNav()).getByRole('link', { name: 'About' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('signed in, the mobile menu lists every group open, so each tool is the menu button, then the link', () => {
    renderWithProviders(<Header />, { auth: 'signed-in' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    const controlled = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    for (const entry of SIGNED_IN_NAV) {
      if (entry.kind !== 'group') continue;
      const list = within(controlled as HTMLElement).getByRole('list', { name: entry.label });
      // Named by the text shown above it in the menu, not by a hidden copy.
      const name = document.getElementById(list.getAttribute('aria-labelledby') ?? '');
      expect(name).toHaveTextContent(entry.label);
      expect(name).not.toHaveAttribute('aria-hidden');
      // Below xl the list has no hiding class: it shows whenever the menu does.
      expect(list.className).not.toMatch(/(^|\s)hidden/);
      expect(within(list).getAllByRole('link')).toHaveLength(entry.links.length);
    }
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

  it('has no axe violations signed in, with the menu and a group open on a tool page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { auth: 'signed-in', path: '/safety/cabinet' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Safety' }));
    // jsdom has no layout: colour contrast is left to the browser tests.
    expect(await axeViolations(document.body, { withShell: true })).toEqual([]);
  });
});
