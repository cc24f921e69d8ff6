/**
 * The site's navigation as data: what a signed-in user and a visitor see in the header, and the
 * footer's links. Every link is resolved against APP_ROUTES, so a link whose page does not exist
 * is never shown: an area that lands later (Nutrition, Oils & remedies, Product checks, Community,
 * Providers) is one entry here, and an item whose page is not built yet stays hidden until its
 * route is added. ADR 023. The signed-in header's entries are in
 * signed-in-navigation.ts, loaded when someone is signed in: a visitor's first load carries only
 * the visitor's links (the landing page's JavaScript budget).
 */
import { APP_ROUTES, findRoute, type AppRoute } from './route-table';
import type { NavEntry, NavEntrySpec, NavLinkSpec } from './nav-spec';
import { isRoutedPathIn, resolveNavIn } from './resolve-nav';

export const SIGNED_OUT_NAV_SPEC: readonly NavEntrySpec[] = [
  { kind: 'link', path: '/', label: 'Home' },
  { kind: 'link', path: '/how-it-works', label: 'How It Works' },
  { kind: 'link', path: '/about', label: 'About' },
  { kind: 'link', path: '/pricing', label: 'Pricing' },
];

interface FooterGroupSpec {
  title: string;
  links: readonly NavLinkSpec[];
}

/** The footer's twelve links in three groups; /community shows once it is a route. */
export const FOOTER_SPEC: readonly FooterGroupSpec[] = [
  {
    title: 'Product',
    links: [
      { path: '/', label: 'Home' },
      { path: '/features', label: 'Features' },
      { path: '/how-it-works', label: 'How It Works' },
      { path: '/sample-report', label: 'Sample Report' },
      { path: '/pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Company',
    links: [
      { path: '/about', label: 'About' },
      { path: '/contact', label: 'Contact' },
      { path: '/community', label: 'Community' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { path: '/terms-of-service', label: 'Terms of Service' },
      { path: '/privacy-policy', label: 'Privacy Policy' },
      { path: '/legal', label: 'Legal' },
      { path: '/compliance-center', label: 'Compliance Center' },
    ],
  },
];

/** Whether `path` (no query, no :param) is a page of the route table. */
export function isRoutedPath(path: string, routes: readonly AppRoute[] = APP_ROUTES): boolean {
  return isRoutedPathIn(path, routes);
}

/** The entries whose pages exist in the app's route table (resolve-nav.ts). */
export function resolveNav(
  spec: readonly NavEntrySpec[],
  routes: readonly AppRoute[] = APP_ROUTES,
): NavEntry[] {
  return resolveNavIn(spec, routes);
}

export function resolveFooter(
  spec: readonly FooterGroupSpec[] = FOOTER_SPEC,
  routes: readonly AppRoute[] = APP_ROUTES,
): { title: string; links: NavLinkSpec[] }[] {
  return spec
    .map((group) => ({
      title: group.title,
      links: group.links.filter((link) => isRoutedPath(link.path, routes)),
    }))
    .filter((group) => group.links.length > 0);
}

export const SIGNED_OUT_NAV: readonly NavEntry[] = resolveNav(SIGNED_OUT_NAV_SPEC);
export const FOOTER_GROUPS = resolveFooter();

/**
 * Whether a nav link stands for the page at `pathname`: the same page, reached by the link's path
 * or one of its aliases (/mood-tracking and /dashboard/mood-tracker are the Mood link's page).
 */
export function isCurrentPage(linkPath: string, pathname: string): boolean {
  const here = findRoute(pathname);
  const target = findRoute(linkPath);
  return here !== undefined && target !== undefined && here.page === target.page;
}
