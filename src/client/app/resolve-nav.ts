/**
 * Navigation entries resolved against a route table (ADR 023): a link whose page is not a route
 * is not shown. Apart from navigation.ts, which resolves against the app's own table, so that a
 * reader with its own table (the browser tests, which run outside Vite) resolves the same way.
 */
import type { AppRoute } from './app-route';
import type { NavEntry, NavEntrySpec, NavLinkSpec } from './nav-spec';

/** Whether `path` (no query, no :param) is a page of `routes`. */
export function isRoutedPathIn(path: string, routes: readonly AppRoute[]): boolean {
  return routes.some((route) => route.path === path);
}

/** The entries whose pages exist; a group keeps its existing links and is dropped when none do. */
export function resolveNavIn(
  spec: readonly NavEntrySpec[],
  routes: readonly AppRoute[],
): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const entry of spec) {
    if (entry.kind === 'link') {
      if (isRoutedPathIn(entry.path, routes)) entries.push({ ...entry });
      continue;
    }
    const links = entry.links.filter((link) => isRoutedPathIn(link.path, routes));
    if (links.length > 0) entries.push({ ...entry, links });
  }
  return entries;
}

/**
 * The menu spec with the links routes declare for themselves (`AppRoute.menu`): each in its
 * group, after the link it names (or last), unless the spec already links that path. A route
 * naming a group the spec lacks is left out here; navigation.test.ts fails on it.
 */
export function withMenuPlaces(
  spec: readonly NavEntrySpec[],
  routes: readonly AppRoute[],
): NavEntrySpec[] {
  const placed = routes.filter((route) => route.menu !== undefined);
  return spec.map((entry) => {
    if (entry.kind === 'link') return entry;
    const links: NavLinkSpec[] = [...entry.links];
    for (const route of placed) {
      const place = route.menu;
      if (place?.group !== entry.id || links.some((link) => link.path === route.path)) continue;
      const after = links.findIndex((link) => link.path === place.after);
      const link = { path: route.path, label: place.label };
      if (after >= 0) links.splice(after + 1, 0, link);
      else links.push(link);
    }
    return { ...entry, links };
  });
}
