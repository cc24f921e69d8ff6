/**
 * The client's route table for readers that run outside Vite (the browser tests under Playwright,
 * the page bench under tsx), where route-table.tsx's import.meta.glob does not exist: the same
 * areas' routes files, found by the same folder rule and imported here, collected by the same
 * function (area-files.ts), so both tables are one.
 */
import type { AppRoute } from '../../src/client/app/app-route';
import { appRoutesOf, findRouteIn } from '../../src/client/app/area-files';
import { foldersHolding } from '../../src/server/lib/folders-holding';
import type { NavEntry } from '../../src/client/app/nav-spec';
import { resolveNavIn, withMenuPlaces } from '../../src/client/app/resolve-nav';
import { SIGNED_IN_NAV_SPEC } from '../../src/client/app/signed-in-nav-spec';

const ROUTES_DIR = new URL('../../src/client/app/routes/', import.meta.url);

const routesFileOf = (area: string) => `${area}/${area}-routes.ts`;
const areas = foldersHolding(ROUTES_DIR, routesFileOf);

const routeFiles: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    areas.map(async (area) => [
      `./routes/${routesFileOf(area)}`,
      (await import(new URL(routesFileOf(area), ROUTES_DIR).href)) as Record<string, unknown>,
    ]),
  ),
);

export type { AppRoute };

export const APP_ROUTES: AppRoute[] = appRoutesOf(routeFiles);

export function findRoute(pathname: string): AppRoute | undefined {
  return findRouteIn(APP_ROUTES, pathname);
}

/** The signed-in header's entries, as signed-in-navigation.ts resolves them. */
export const SIGNED_IN_NAV: readonly NavEntry[] = resolveNavIn(
  withMenuPlaces(SIGNED_IN_NAV_SPEC, APP_ROUTES),
  APP_ROUTES,
);
