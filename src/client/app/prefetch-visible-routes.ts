/**
 * Once a prerendered page's app has hydrated and the browser is idle, the pages its visible links
 * lead to are loaded ahead, one after another, so the first tap on the main call to action renders
 * the next page from memory instead of waiting a round trip or two for its module (on slow 4G
 * each is over half a second). Only links on screen, and only a few: a page's other links cost
 * nothing until someone scrolls to them, and a data-saving browser gets none.
 */
import type { AppRoute } from './app-route';

/** How many pages are loaded ahead: the hero's calls to action, not the whole menu. */
export const PREFETCHED_ROUTES_LIMIT = 2;

/** The app paths of the links inside `<main>` that are on screen, in page order, without repeats. */
export function visibleLinkPaths(doc: Document, limit = PREFETCHED_ROUTES_LIMIT): string[] {
  const viewportHeight = doc.defaultView?.innerHeight ?? 0;
  const here = doc.location?.pathname;
  const paths: string[] = [];
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')) {
    const box = link.getBoundingClientRect();
    if (box.width === 0 || box.bottom <= 0 || box.top >= viewportHeight) continue;
    const path = new URL(link.href, 'http://app.invalid').pathname;
    if (path === here || paths.includes(path)) continue;
    paths.push(path);
    if (paths.length === limit) break;
  }
  return paths;
}

/** Loads the page modules of the visible links, one at a time (the first one is likeliest). */
export async function prefetchVisibleRoutes(
  doc: Document,
  findRoute: (path: string) => AppRoute | undefined,
): Promise<void> {
  const connection = (doc.defaultView?.navigator as { connection?: { saveData?: boolean } })
    ?.connection;
  if (connection?.saveData) return;
  for (const path of visibleLinkPaths(doc)) {
    // A page that fails to load here loads (or reports its error) when it is opened.
    await findRoute(path)
      ?.page.preload()
      .catch(() => undefined);
  }
}
