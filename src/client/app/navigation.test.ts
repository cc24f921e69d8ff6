import { describe, expect, it } from 'vitest';
import { FOOTER_GROUPS, isCurrentPage, resolveNav, SIGNED_OUT_NAV } from './navigation';
import { SIGNED_IN_NAV } from './signed-in-navigation';
import { SIGNED_IN_NAV_SPEC } from './signed-in-nav-spec';
import { APP_ROUTES } from './route-table';

const linksOf = (entries: typeof SIGNED_IN_NAV) =>
  entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.links));

/** Signed-in pages that are steps of a flow, not tools: reached from the page that starts them. */
const NOT_IN_NAV = new Set([
  'Onboarding', // the dashboard and /wellness start it
  'Subscription Success', // checkout returns here
  'Subscription Setup', // the register flow continues here
  'Lab Report', // /labs/:id, one report, listed on the biomarker history
  'Recipe', // /recipes/:id, one recipe, linked from the meal plan and the food log
  'Populate Recipes', // /admin/populate-recipes, admins only (a 404 page for everyone else)
  'New Thread', // /community/new, the composer, started from /community
  'My Community', // /dashboard/community, linked from every community page
  'Join as a Provider', // /wellness-providers/join, linked from the provider directory
]);

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

  it('reaches every signed-in page from the top bar (a link, or a group and its link)', () => {
    const navPages = new Set(
      linksOf(SIGNED_IN_NAV).map((link) => APP_ROUTES.find((r) => r.path === link.path)?.page),
    );
    const missing = APP_ROUTES.filter(
      (route) =>
        route.access === 'protected' && !NOT_IN_NAV.has(route.name) && !navPages.has(route.page),
    ).map((route) => route.path);
    expect(missing).toEqual([]);
    // Groups hold links only: nothing is more than two clicks away.
    for (const entry of SIGNED_IN_NAV)
      if (entry.kind === 'group') expect(entry.links.length).toBeGreaterThan(0);
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

  it('marks a link current on its own path and on its aliases', () => {
    expect(isCurrentPage('/mood', '/mood')).toBe(true);
    expect(isCurrentPage('/mood', '/dashboard/mood-tracker')).toBe(true);
    expect(isCurrentPage('/symptoms', '/symptoms/tracker')).toBe(true);
    expect(isCurrentPage('/dashboard', '/dashboard/patterns')).toBe(false);
    expect(isCurrentPage('/', '/mood')).toBe(false);
    expect(isCurrentPage('/mood', '/nope')).toBe(false);
  });
});
