import { describe, expect, it } from 'vitest';
import { FOOTER_GROUPS, isCurrentPage, resolveNav, SIGNED_OUT_NAV } from './navigation';
import { SIGNED_IN_NAV } from './signed-in-navigation';
import { SIGNED_IN_NAV_SPEC } from './signed-in-nav-spec';
import { APP_ROUTES, type AppRoute } from './route-table';
import { NAV_GROUP_IDS } from './nav-spec';
import { withMenuPlaces } from './resolve-nav';

const linksOf = (entries: typeof SIGNED_IN_NAV) =>
  entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.links));

/** Why a route has no menu link: a member's own tool never has one of these reasons. */
type NotATool =
  'visitor page' | 'legal page' | 'signing in' | 'step of a flow' | 'in the bar' | 'admin';

/**
 * Every route that is not a link of the signed-in menu, and why (ADR 104). A route added without a
 * menu link or a line here fails the test below: a member's new tool cannot be left unreachable.
 */
const NOT_IN_MENU: Readonly<Record<string, NotATool>> = {
  // The footer (on every page) or the pricing pages link them.
  '/about': 'visitor page',
  '/how-it-works': 'visitor page',
  '/features': 'visitor page',
  '/contact': 'visitor page',
  '/pricing': 'visitor page',
  '/pro-features': 'visitor page',
  '/sample-report': 'visitor page',
  '/upgrade/:feature': 'visitor page',
  '/privacy': 'legal page',
  '/privacy-policy': 'legal page',
  '/terms': 'legal page',
  '/terms-of-service': 'legal page',
  '/legal': 'legal page',
  '/compliance-center': 'legal page',
  '/wellness-policy': 'legal page',
  '/login': 'signing in',
  '/register': 'signing in',
  '/auth': 'signing in',
  // Checkout returns to these; the register flow continues to setup.
  '/subscription-success': 'step of a flow',
  '/subscription-cancel': 'step of a flow',
  '/subscription-setup': 'step of a flow',
  // The dashboard and /wellness start onboarding.
  '/onboarding': 'step of a flow',
  '/profile-completion': 'step of a flow',
  '/health/profile-completion': 'step of a flow',
  // A provider opens a member's share link.
  '/shared/:token': 'step of a flow',
  // The bar's Site search button.
  '/search': 'in the bar',
  // A 404 page for everyone not in ADMIN_EMAILS.
  '/admin': 'admin',
  '/admin/populate-recipes': 'admin',
  '/diagnostics': 'admin',
  '/auth/health': 'admin',
  '/onboarding-testing': 'admin',
  '/community/moderation': 'admin',
};

/** Pages one step below a menu page (their route entry's `below`), and that page. */
const BELOW_A_MENU_PAGE: Readonly<Record<string, string>> = Object.fromEntries(
  APP_ROUTES.flatMap((route) => (route.below ? [[route.path, route.below]] : [])),
);

describe('navigation', () => {
  it('links only to paths the route table has', () => {
    for (const link of [...linksOf(SIGNED_IN_NAV), ...linksOf(SIGNED_OUT_NAV)])
      expect(
        APP_ROUTES.map((route) => route.path),
        link.path,
      ).toContain(link.path);
    for (const link of FOOTER_GROUPS.flatMap((group) => group.links))
      expect(
        APP_ROUTES.map((route) => route.path),
        link.path,
      ).toContain(link.path);
  });

  it('reaches every route from the signed-in menu (Menu, then the link), or says why not', () => {
    const menuPages = new Set(
      linksOf(SIGNED_IN_NAV).map((link) => APP_ROUTES.find((r) => r.path === link.path)?.page),
    );
    const routePaths = APP_ROUTES.map((route) => route.path);
    const unexplained = APP_ROUTES.filter(
      (route) =>
        !menuPages.has(route.page) &&
        NOT_IN_MENU[route.path] === undefined &&
        BELOW_A_MENU_PAGE[route.path] === undefined,
    ).map((route) => route.path);
    expect(unexplained, 'routes with no menu link and no reason').toEqual([]);
    // The lists stay true: each names a route, none that the menu reaches, and the page above a
    // sub-page is itself a menu link.
    const excused = [...Object.keys(NOT_IN_MENU), ...Object.keys(BELOW_A_MENU_PAGE)];
    for (const path of excused) {
      expect(routePaths, path).toContain(path);
      const route = APP_ROUTES.find((r) => r.path === path)!;
      expect(menuPages.has(route.page), `${path} is in the menu`).toBe(false);
    }
    const menuPaths = linksOf(SIGNED_IN_NAV).map((link) => link.path);
    for (const [path, above] of Object.entries(BELOW_A_MENU_PAGE))
      expect(menuPaths, `${path} sits below ${above}`).toContain(above);
    // A signed-in-only page is in the menu unless it is a step, an admin page or a sub-page.
    for (const route of APP_ROUTES.filter((r) => r.access === 'protected'))
      if (!menuPages.has(route.page) && BELOW_A_MENU_PAGE[route.path] === undefined)
        expect(['step of a flow', 'admin'], route.path).toContain(NOT_IN_MENU[route.path]);
  });

  it('groups the menu in a few named groups, each tool once, none more than two taps away', () => {
    const groups = SIGNED_IN_NAV.filter((entry) => entry.kind === 'group');
    expect(groups.map((group) => group.label)).toEqual([
      'Today',
      'Safety checks',
      'Health records & care',
      'Progress & insights',
      'Nutrition & wellness',
      'Account',
    ]);
    // The spec's top-bar items stay links of their own.
    expect(
      SIGNED_IN_NAV.filter((entry) => entry.kind === 'link').map((entry) => entry.label),
    ).toEqual(['Home', 'Dashboard', 'Community']);
    for (const group of groups) {
      // Groups hold links only (nothing nested), and few enough to scan on a phone.
      expect(group.links.length, group.label).toBeGreaterThan(0);
      expect(group.links.length, group.label).toBeLessThanOrEqual(10);
      // A bar word, when there is one, is a word of the group's name (what a screen reader hears
      // on the list it opens).
      if (group.barLabel) expect(group.label.toLowerCase()).toContain(group.barLabel.toLowerCase());
    }
    const links = linksOf(SIGNED_IN_NAV);
    const pages = links.map((link) => APP_ROUTES.find((r) => r.path === link.path)?.page);
    expect(new Set(pages).size, 'a page linked twice').toBe(links.length);
    expect(new Set(links.map((link) => link.label)).size, 'two links with one name').toBe(
      links.length,
    );
  });

  it('hides an entry whose page does not exist, and shows it once its route is added', () => {
    // Community is a route: in the top bar and the footer.
    expect(linksOf(SIGNED_IN_NAV).map((link) => link.path)).toContain('/community');
    expect(FOOTER_GROUPS.flatMap((group) => group.links).map((l) => l.path)).toContain(
      '/community',
    );
    const withoutCommunity = resolveNav(
      SIGNED_IN_NAV_SPEC,
      APP_ROUTES.filter((route) => route.path !== '/community'),
    );
    expect(linksOf(withoutCommunity).map((link) => link.path)).not.toContain('/community');
    // A group with no existing page is dropped whole.
    expect(
      resolveNav([
        { kind: 'group', id: 'later', label: 'Later', links: [{ path: '/x', label: 'X' }] },
      ]),
    ).toEqual([]);
  });

  it("puts a route's own menu place in its group, after the link it names, once", () => {
    // The spec's groups are the ones a route can name, in order.
    expect(
      SIGNED_IN_NAV_SPEC.flatMap((entry) => (entry.kind === 'group' ? [entry.id] : [])),
    ).toEqual([...NAV_GROUP_IDS]);
    // The dose history names its place: in Progress & insights, right after Trends.
    const insights = SIGNED_IN_NAV.find(
      (entry) => entry.kind === 'group' && entry.id === 'insights',
    );
    const paths = insights?.kind === 'group' ? insights.links.map((link) => link.path) : [];
    expect(paths.slice(paths.indexOf('/trends'), paths.indexOf('/trends') + 2)).toEqual([
      '/trends',
      '/dose-history',
    ]);
    expect(
      SIGNED_IN_NAV_SPEC.flatMap((e) => (e.kind === 'group' ? e.links : [])),
    ).not.toContainEqual(expect.objectContaining({ path: '/dose-history' }));
    const page = APP_ROUTES[0]!.page;
    const route = (path: string, menu: AppRoute['menu']): AppRoute => ({
      path,
      name: path,
      access: 'protected',
      page,
      declaration: 'x',
      menu,
    });
    const spec = [
      {
        kind: 'group' as const,
        id: 'today',
        label: 'Today',
        links: [
          { path: '/a', label: 'A' },
          { path: '/b', label: 'B' },
        ],
      },
    ];
    const placed = withMenuPlaces(spec, [
      route('/after-a', { group: 'today', label: 'After A', after: '/a' }),
      route('/last', { group: 'today', label: 'Last' }),
      route('/gone', { group: 'today', label: 'After a link not there', after: '/x' }),
      route('/b', { group: 'today', label: 'B again' }),
      route('/elsewhere', { group: 'account', label: 'Another group' }),
    ]);
    expect(placed[0]?.kind === 'group' && placed[0].links.map((link) => link.label)).toEqual([
      'A',
      'After A',
      'B',
      'Last',
      'After a link not there',
    ]);
    // The spec itself is not changed.
    expect(spec[0]?.links).toHaveLength(2);
  });

  it('marks a link current on its own path and on its aliases', () => {
    expect(isCurrentPage('/mood', '/mood')).toBe(true);
    expect(isCurrentPage('/mood', '/dashboard/mood-tracker')).toBe(true);
    expect(isCurrentPage('/symptoms', '/symptoms/tracker')).toBe(true);
    expect(isCurrentPage('/dashboard', '/dashboard/patterns')).toBe(false);
    expect(isCurrentPage('/', '/mood')).toBe(false);
    expect(isCurrentPage('/mood', '/nope')).toBe(false);
  });
});
