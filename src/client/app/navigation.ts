/**
 * The site's navigation as data: what a signed-in user and a visitor see in the header, and the
 * footer's links. Every link is resolved against APP_ROUTES, so a link whose page does not exist
 * is never shown: an area that lands later (Nutrition, Oils & remedies, Product checks, Community,
 * Providers) is one entry here, and a spec item whose page is not built yet (Community) stays
 * hidden until its route is added. ADR 023.
 */
import { APP_ROUTES, findRoute, type AppRoute } from './route-table';

export interface NavLinkSpec {
  path: string;
  label: string;
}

/** A top-bar item: one link, or a group of links opened by a disclosure button. */
export type NavEntrySpec =
  | { kind: 'link'; path: string; label: string }
  | { kind: 'group'; id: string; label: string; links: readonly NavLinkSpec[] };

export type NavEntry =
  | { kind: 'link'; path: string; label: string }
  | { kind: 'group'; id: string; label: string; links: NavLinkSpec[] };

/**
 * Signed in: the spec's Home, Dashboard and Community, then one group per area of tools, so every
 * tool is one click (a link) or two (a group, then its link) away; the mobile menu lists the groups
 * open, so there too it is the menu button, then the link.
 */
export const SIGNED_IN_NAV_SPEC: readonly NavEntrySpec[] = [
  { kind: 'link', path: '/', label: 'Home' },
  { kind: 'link', path: '/dashboard', label: 'Dashboard' },
  {
    kind: 'group',
    id: 'track',
    label: 'Track',
    links: [
      { path: '/log', label: 'Daily log' },
      { path: '/mood', label: 'Mood' },
      { path: '/symptoms', label: 'Symptoms' },
      { path: '/habits', label: 'Habits' },
      { path: '/wellness-goals', label: 'Goals' },
      { path: '/dashboard/achievements', label: 'Achievements' },
    ],
  },
  {
    kind: 'group',
    id: 'safety',
    label: 'Safety',
    links: [
      { path: '/safety/cabinet', label: 'Medicine cabinet' },
      { path: '/safety/checks', label: 'Safety checks' },
      { path: '/dashboard/medication-safety', label: 'Medication safety' },
      { path: '/interaction-analyzer', label: 'Interaction checker' },
      { path: '/supplement-interactions', label: 'Supplement interactions' },
      // Product and ingredient checks sit here too (ADR 036): the bar has no room for a group.
      { path: '/ingredient-analyzer', label: 'Ingredient analyzer' },
      { path: '/product-fact-checker', label: 'Product fact-checker' },
      { path: '/fact-check', label: 'Health claim fact-check' },
      { path: '/safety/timing', label: 'Food and medicine timing' },
      // Oils and remedies sit here: a group of their own made the paid user's bar about 105 px
      // wider than 1280 px, where the groups first show (ADR 031).
      { path: '/essential-oils', label: 'Essential oils library' },
      { path: '/aromatherapy', label: 'Oil blend calculator' },
      { path: '/dashboard/essential-oils', label: 'My oils and blends' },
      { path: '/natural-remedies', label: 'Natural remedies' },
    ],
  },
  {
    kind: 'group',
    id: 'nutrition',
    label: 'Nutrition',
    links: [
      { path: '/meal-planning', label: 'Meal planning' },
      { path: '/diet', label: 'Food log' },
      { path: '/dashboard/nutrition', label: 'Nutrition targets' },
      { path: '/dashboard/supplements', label: 'Supplements' },
    ],
  },
  {
    kind: 'group',
    id: 'labs',
    label: 'Labs',
    links: [
      { path: '/upload', label: 'Upload lab results' },
      { path: '/wellness/biomarkers', label: 'Biomarkers and history' },
      { path: '/markers-education', label: 'Lab markers explained' },
      { path: '/blood-test-guide', label: 'Blood test guide' },
    ],
  },
  {
    kind: 'group',
    id: 'insights',
    label: 'Insights',
    links: [
      { path: '/trends', label: 'Trends' },
      { path: '/dashboard/patterns', label: 'Patterns' },
      { path: '/reports', label: 'Weekly report' },
      { path: '/dashboard/progress', label: 'Goals and streaks' },
      { path: '/ai-insights', label: 'AI insights' },
      { path: '/dashboard/overview', label: 'Overview' },
      { path: '/dashboard/diet-progress', label: 'Diet progress' },
      { path: '/dashboard/reminders', label: 'Reminders' },
    ],
  },
  {
    kind: 'group',
    id: 'account',
    label: 'Account',
    links: [
      { path: '/wellness', label: 'Wellness tools' },
      { path: '/profile', label: 'Health profile' },
      { path: '/health/journey-selector', label: 'Health journey' },
      { path: '/account', label: 'Account settings' },
      { path: '/subscription', label: 'Subscription' },
    ],
  },
  // The spec's top-bar item; hidden while /community is not a route.
  { kind: 'link', path: '/community', label: 'Community' },
];

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

/** The spec's twelve footer links; /community shows once it is a route. */
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
  return routes.some((route) => route.path === path);
}

/** The entries whose pages exist; a group keeps its existing links and is dropped when none do. */
export function resolveNav(
  spec: readonly NavEntrySpec[],
  routes: readonly AppRoute[] = APP_ROUTES,
): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const entry of spec) {
    if (entry.kind === 'link') {
      if (isRoutedPath(entry.path, routes)) entries.push({ ...entry });
      continue;
    }
    const links = entry.links.filter((link) => isRoutedPath(link.path, routes));
    if (links.length > 0) entries.push({ ...entry, links });
  }
  return entries;
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

export const SIGNED_IN_NAV: readonly NavEntry[] = resolveNav(SIGNED_IN_NAV_SPEC);
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
