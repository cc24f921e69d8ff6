/**
 * Navigation entries resolved against a route table (ADR 023): a link whose page is not a route
 * is not shown. Apart from navigation.ts, which resolves against the app's own table, so that a
 * reader with its own table (the browser tests, which run outside Vite) resolves the same way.
 */
import type { AppRoute } from './app-route';
import type { NavEntry, NavEntrySpec } from './nav-spec';

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
