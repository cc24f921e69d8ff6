/**
 * The page table the app hands to shared code (usePageMeta, the chat's in-app links).
 *
 * usePageMeta runs on every page load and needs one path's meta. The table of every page's meta
 * (page-declarations.ts) is large (every area's entries and what their structured data imports: the FAQ,
 * the plans), so only the meta of the area the path belongs to is loaded, after render; a
 * prerendered page already carries its tags. Whether a path is a page (the chat links only those)
 * is answered from the route lists the router already has, with nothing to load.
 */
import type { PageMeta } from '#client/config/page-meta-types';
import { metaKeysOf, normalizePath } from '#client/config/page-path';
import type { PageTable } from '#client/lib/page-table';
import type { AppRoute } from './app-route';
import { routeParamsOf } from '#shared/contracts/page-data.contract';
import type { PageDeclaration } from './page-declaration';
import { areaOfFile, exportEndingWith } from './area-files';

type AreaPages = Readonly<Record<string, PageDeclaration>>;
type AreaPagesLoader = () => Promise<AreaPages>;

/**
 * Each area is a folder under routes/ with `<area>-routes.ts` (already loaded with the router),
 * whose entries name their page's declaration, and `<area>-declarations.ts`, which declares them (ADR
 * 119). The declaration files are lazy: each is a chunk of its own, so a page loads only its
 * area's (/dashboard: the dashboard's two pages, not the whole table). A new area needs nothing
 * here.
 */
const ROUTE_FILES = import.meta.glob<Record<string, unknown>>('./routes/*/*-routes.ts', {
  eager: true,
});
const PAGE_FILES = import.meta.glob<Record<string, unknown>>('./routes/*/*-declarations.ts');

const PAGES_LOADER_OF_AREA = new Map(
  Object.entries(PAGE_FILES).map(([file, load]): [string, AreaPagesLoader] => [
    areaOfFile(file),
    () => load().then((module) => exportEndingWith<AreaPages>(module, '_DECLARATIONS', file)),
  ]),
);

/** Each route path's area loader and the key of its page's declaration there. */
const PAGE_OF_PATH = new Map(
  Object.entries(ROUTE_FILES).flatMap(([file, module]) => {
    const load = PAGES_LOADER_OF_AREA.get(areaOfFile(file));
    if (!load) throw new Error(`${file} has no <area>-declarations.ts beside it`);
    return exportEndingWith<AppRoute[]>(module, '_ROUTES', file).map(
      (route) => [route.path, { load, declaration: route.declaration }] as const,
    );
  }),
);

/**
 * The route path a path's meta is found under, the loader of the area that lists it and its
 * page's key, following the whole table's lookup (metaKeysOf); undefined when no area does: the
 * default meta.
 */
export function areaMetaOf(
  path: string,
): { key: string; declaration: string; load: AreaPagesLoader } | undefined {
  for (const key of metaKeysOf(path)) {
    const page = PAGE_OF_PATH.get(key);
    if (page) return { key, ...page };
  }
  return undefined;
}

/** A path's meta, the same as page-declarations.ts's metaFor gives, from its area's chunk alone. */
export async function loadPageMeta(path: string): Promise<PageMeta> {
  const area = areaMetaOf(path);
  const meta = area && (await area.load())[area.declaration]?.meta;
  // The default is in the chunk the head builder (apply-page-meta) loads anyway.
  return meta ?? (await import('#client/config/default-page-meta')).DEFAULT_META;
}

export const PAGE_TABLE: PageTable = {
  metaFor: loadPageMeta,
  // Each page's meta is listed under its route's path (page-table-source.test.ts checks it).
  isAppPath: (path) => PAGE_OF_PATH.has(normalizePath(path)),
};

/**
 * The meta `declarations` (one area's) give the route serving `path`: its exact path, else a route
 * with `:name`s ('/essential-oils/lavender' → '/essential-oils/:id'). For a layout several of an
 * area's pages share, which knows the address, not the page.
 */
export function metaIn(
  declarations: Readonly<Record<string, PageDeclaration>>,
  path: string,
): PageMeta | undefined {
  const clean = normalizePath(path);
  const page =
    PAGE_OF_PATH.get(clean) ??
    [...PAGE_OF_PATH].find(
      ([pattern]) => pattern.includes('/:') && routeParamsOf(pattern, clean) !== null,
    )?.[1];
  return page && Object.hasOwn(declarations, page.declaration)
    ? declarations[page.declaration]!.meta
    : undefined;
}
