/**
 * Reading an area's files (routes/<area>/<area>-routes.ts and <area>-declarations.ts) from their
 * modules by file name, as import.meta.glob gives them. Areas are found by folder: there is no
 * list of areas to keep (ADR 119, ADR 131). Nothing here globs, so a reader that has no glob
 * (the browser tests, the page bench) can hand in modules it imported itself.
 */
import type { AppRoute } from './app-route';

/** The area a glob key names: './routes/<area>/<file>' → '<area>'. */
export const areaOfFile = (file: string) => file.split('/').at(-2)!;

/** The one export of a module whose name ends with `suffix` (`BILLING_ROUTES`, `LAB_DECLARATIONS`). */
export function exportEndingWith<T>(
  module: Record<string, unknown>,
  suffix: string,
  file: string,
): T {
  const names = Object.keys(module).filter((name) => name.endsWith(suffix));
  if (names.length !== 1) throw new Error(`${file} must export one *${suffix}`);
  return module[names[0]!] as T;
}

/** The public site's front page area: its pages head the table, so the sitemap starts with '/'. */
const LEADING_AREA = 'marketing';

/**
 * Every route of every area's routes file: the leading area's first, then area by area by folder
 * name, each in its file's order. Order decides only which of two `:param` routes matching one
 * path wins (the first) and the sitemap's order.
 */
export function appRoutesOf(
  routeFiles: Readonly<Record<string, Record<string, unknown>>>,
): AppRoute[] {
  const rank = (file: string) => (areaOfFile(file) === LEADING_AREA ? 0 : 1);
  // Folder names are ASCII kebab-case, so code-unit order is their order. Not localeCompare: its
  // first call builds an ICU collator, tens of milliseconds of the main chunk's evaluation on a phone.
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return Object.entries(routeFiles)
    .sort(([a], [b]) => rank(a) - rank(b) || byName(areaOfFile(a), areaOfFile(b)))
    .flatMap(([file, module]) => exportEndingWith<AppRoute[]>(module, '_ROUTES', file));
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

/** The route `pathname` shows in `routes`: its exact path first, else the first `:param` match. */
export function findRouteIn(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const withParam = routes.find(
    (route) => route.path.includes('/:') && matchesRoutePath(route.path, clean),
  );
  if (withParam && !routes.some((route) => route.path === clean)) return withParam;
  return routes.find((route) => route.path === clean);
}
