/**
 * Every client route in one table: path, the name shown while it loads, who may see it, and
 * whether the Back to Dashboard bar shows. The router, the prerender script and the server's
 * known-path list (for real 404s) all read it.
 */
import type { AppRoute } from './app-route';
import { lazyPage } from './lazy-page';
import { ACCOUNT_ROUTES } from './routes/account/account-routes';
import { ADMIN_ROUTES } from './routes/admin/admin-routes';
import { AROMATHERAPY_ROUTES } from './routes/aromatherapy/aromatherapy-routes';
import { AUTH_ROUTES } from './routes/auth/auth-routes';
import { BILLING_ROUTES } from './routes/billing/billing-routes';
import { COMMUNITY_ROUTES } from './routes/community/community-routes';
import { DASHBOARD_ROUTES } from './routes/dashboard/dashboard-routes';
import { AI_INSIGHTS_ROUTES } from './routes/ai-insights/ai-insights-routes';
import { INTERACTIONS_ROUTES } from './routes/interactions/interactions-routes';
import { INGREDIENTS_ROUTES } from './routes/ingredients/ingredients-routes';
import { LAB_ROUTES } from './routes/labs/labs-routes';
import { LEGAL_ROUTES } from './routes/legal/legal-routes';
import { MARKETING_ROUTES } from './routes/marketing/marketing-routes';
import { NUTRITION_ROUTES } from './routes/nutrition/nutrition-routes';
import { PROGRESS_ROUTES } from './routes/progress/progress-routes';
import { PROVIDERS_ROUTES } from './routes/providers/providers-routes';
import { SAFETY_ROUTES } from './routes/safety/safety-routes';
import { SEARCH_ROUTES } from './routes/search/search-routes';
import { TRACKING_ROUTES } from './routes/tracking/tracking-routes';

export type { AppRoute, RouteAccess } from './app-route';

const notFound = lazyPage('Not Found', () => import('./routes/not-found'));

/** Each area (a folder under routes/) lists its own pages; this order is the sitemap's. */
export const APP_ROUTES: AppRoute[] = [
  ...MARKETING_ROUTES,
  ...BILLING_ROUTES,
  ...LEGAL_ROUTES,
  ...AUTH_ROUTES,
  ...DASHBOARD_ROUTES,
  ...ACCOUNT_ROUTES,
  ...INTERACTIONS_ROUTES,
  ...INGREDIENTS_ROUTES,
  ...AI_INSIGHTS_ROUTES,
  ...SAFETY_ROUTES,
  ...LAB_ROUTES,
  ...TRACKING_ROUTES,
  ...PROGRESS_ROUTES,
  ...NUTRITION_ROUTES,
  ...AROMATHERAPY_ROUTES,
  ...SEARCH_ROUTES,
  ...PROVIDERS_ROUTES,
  ...COMMUNITY_ROUTES,
  ...ADMIN_ROUTES,
];

export const NOT_FOUND_PAGE = notFound;

/** Paths where signed-in users see the Back to Dashboard bar; /dashboard/* too. */
export const BACK_TO_DASHBOARD_PATHS = [
  '/aromatherapy',
  '/essential-oils',
  '/ingredient-analyzer',
  '/supplement-interactions',
  '/meal-planning',
  '/community',
  '/profile',
];

export function showsBackToDashboard(pathname: string): boolean {
  return BACK_TO_DASHBOARD_PATHS.includes(pathname) || pathname.startsWith('/dashboard/');
}

/**
 * Whether `pathname` matches a route path: exactly, or with each `:param` segment standing for one
 * non-empty segment ('/upgrade/:feature' matches '/upgrade/lab_uploads', not '/upgrade/a/b').
 */
export function matchesRoutePath(routePath: string, pathname: string): boolean {
  if (!routePath.includes('/:')) return routePath === pathname;
  const pattern = routePath.split('/');
  const parts = pathname.split('/');
  return (
    pattern.length === parts.length &&
    pattern.every((segment, index) =>
      segment.startsWith(':') ? parts[index] !== '' : segment === parts[index],
    )
  );
}

export function findRoute(pathname: string): AppRoute | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Exact paths win; a path with a `:param` segment is tried only when none matches.
  const withParam = APP_ROUTES.find(
    (route) => route.path.includes('/:') && matchesRoutePath(route.path, clean),
  );
  if (withParam && !APP_ROUTES.some((route) => route.path === clean)) return withParam;
  return APP_ROUTES.find((route) => route.path === clean);
}
