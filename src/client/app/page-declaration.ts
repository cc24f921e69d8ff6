/**
 * A page is declared once (ADR 119). Each area (a folder under routes/) has two files:
 *
 * - `<area>-routes.ts`, loaded with the router: each route's path, access, component and the key
 *   of its page's declaration (`declaration: 'dailyLog'`, checked against the area's keys);
 * - `<area>-declarations.ts`, loaded lazily, one chunk per area: each page's declaration under its key,
 *   its head tags (`meta`), the GET requests its first screen makes (`data`, which the server
 *   answers into its HTML) and the kinds of cached view it shows (`views`, the write map's roots:
 *   a write whose kind names one of them refreshes the page).
 *
 * Everything else reads these two files: the app's head tags (page-table-source.ts), the whole
 * table for the prerenderer, the site search and the server (page-declarations.ts, exported by the
 * client's server entry). Nothing here imports React or zod.
 */
import type { PageMeta } from '#client/config/page-meta-types';
import type { ShellWhen } from './app-route';
import type { QueryRoot } from '#client/lib/invalidation';
import type { PageData } from '#shared/contracts/page-data.contract';

/** A page's first data before it is named: named after its page's key by declarePages. */
export type PageDataSpec = Omit<PageData, 'name'>;

interface Declared {
  meta: PageMeta;
  /** What its first screen asks; a PageData of its own name when pages share it (sharedPageData). */
  data?: PageDataSpec | PageData;
  /** The write map's roots (QUERY_ROOTS) of the cached views it shows; none by default. */
  views?: readonly QueryRoot[];
}

export interface PageDeclaration {
  readonly key: string;
  readonly meta: PageMeta;
  readonly data?: PageData;
  readonly views: readonly QueryRoot[];
}

/** An area's pages, each named by its key (its first data too, unless it shares another's). */
export function declarePages<Key extends string>(
  pages: Record<Key, Declared>,
): Record<Key, PageDeclaration> {
  return Object.fromEntries(
    Object.entries<Declared>(pages).map(([key, page]): [string, PageDeclaration] => {
      const data = page.data && ('name' in page.data ? page.data : { name: key, ...page.data });
      return [key, { key, meta: page.meta, views: page.views ?? [], ...(data ? { data } : {}) }];
    }),
  ) as Record<Key, PageDeclaration>;
}

/** First data several pages ask alike (the profile's), under one name in routes.json. */
export function sharedPageData(name: string, spec: PageDataSpec): PageData {
  return { name, ...spec };
}

/** What the collectors read of a route entry. */
export interface DeclaredRoute {
  path: string;
  declaration: string;
  prerender?: boolean;
  /** A prerendered page a signed-in visitor is sent the shell of (AppRoute.shellWhen). */
  shellWhen?: ShellWhen;
}

/** One folder under routes/: its routes and its pages' declarations. */
export interface PageArea {
  name: string;
  routes: readonly DeclaredRoute[];
  pages: Readonly<Record<string, PageDeclaration>>;
}
