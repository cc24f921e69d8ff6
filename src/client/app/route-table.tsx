/**
 * Every client route in one table, from each area's routes file (found by folder, area-files.ts):
 * path, the name shown while it loads, who may see it, and whether the Back to Dashboard bar shows. The router, the prerender script and the server's
 * known-path list (for real 404s) all read it.
 */
import type { AppRoute } from './app-route';
import { lazyPage } from './lazy-page';
import { appRoutesOf, findRouteIn } from './area-files';

export type { AppRoute, RouteAccess } from './app-route';

const notFound = lazyPage('Not Found', () => import('./routes/not-found'));

/** Each area (a folder under routes/) lists its own pages in its routes file, found by folder. */
export const APP_ROUTES: AppRoute[] = appRoutesOf(
  import.meta.glob<Record<string, unknown>>('./routes/*/*-routes.ts', { eager: true }),
);

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

export function findRoute(pathname: string): AppRoute | undefined {
  return findRouteIn(APP_ROUTES, pathname);
}
