/**
 * The page table the app hands to shared code (usePageMeta, the chat's in-app links).
 *
 * usePageMeta runs on every page load and needs one path's meta. The table of every page's meta
 * (page-meta.ts) is large (every area's entries and what their structured data imports: the FAQ,
 * the plans), so only the meta of the area the path belongs to is loaded, after render; a
 * prerendered page already carries its tags. Whether a path is a page (the chat links only those)
 * is answered from the route lists the router already has, with nothing to load.
 */
import type { PageMeta } from '#client/config/page-meta-types';
import { metaKeysOf, normalizePath } from '#client/config/page-path';
import type { PageTable } from '#client/lib/page-table';
import type { AppRoute } from './app-route';

type AreaMeta = Readonly<Record<string, PageMeta>>;
type AreaMetaLoader = () => Promise<AreaMeta>;

/**
 * Each area is a folder under routes/ with `<area>-routes.ts` (already loaded with the router)
 * and `<area>-page-meta.ts`, which lists exactly its routes' paths (page-table-source.test.ts
 * checks every route). The meta files are lazy: each is a chunk of its own, so a page loads only
 * its area's (/dashboard: the dashboard's two entries, not the whole table). A new area needs
 * nothing here.
 */
const ROUTE_FILES = import.meta.glob<Record<string, unknown>>('./routes/*/*-routes.ts', {
  eager: true,
});
const META_FILES = import.meta.glob<Record<string, unknown>>('./routes/*/*-page-meta.ts');

const areaOf = (file: string) => file.split('/')[2]!;

/** The one export of a module whose name ends with `suffix` (`BILLING_ROUTES`, `LAB_PAGE_META`). */
function exportEndingWith<T>(module: Record<string, unknown>, suffix: string, file: string): T {
  const names = Object.keys(module).filter((name) => name.endsWith(suffix));
  if (names.length !== 1) throw new Error(`${file} must export one *${suffix}`);
  return module[names[0]!] as T;
}

const META_LOADER_OF_AREA = new Map(
  Object.entries(META_FILES).map(([file, load]): [string, AreaMetaLoader] => [
    areaOf(file),
    () => load().then((module) => exportEndingWith<AreaMeta>(module, '_PAGE_META', file)),
  ]),
);

/** Each route path's area loader. */
const AREA_OF_PATH = new Map(
  Object.entries(ROUTE_FILES).flatMap(([file, module]) => {
    const load = META_LOADER_OF_AREA.get(areaOf(file));
    if (!load) throw new Error(`${file} has no page meta beside it`);
    return exportEndingWith<AppRoute[]>(module, '_ROUTES', file).map(
      (route) => [route.path, load] as const,
    );
  }),
);

/**
 * The key a path's meta is found under and the loader of the area that lists it, following the
 * whole table's lookup (metaKeysOf); undefined when no area does: the default meta.
 */
export function areaMetaOf(path: string): { key: string; load: AreaMetaLoader } | undefined {
  for (const key of metaKeysOf(path)) {
    const load = AREA_OF_PATH.get(key);
    if (load) return { key, load };
  }
  return undefined;
}

/** A path's meta, the same as page-meta.ts's metaFor gives, from its area's chunk alone. */
export async function loadPageMeta(path: string): Promise<PageMeta> {
  const area = areaMetaOf(path);
  const meta = area && (await area.load())[area.key];
  // The default is in the chunk the head builder (apply-page-meta) loads anyway.
  return meta ?? (await import('#client/config/default-page-meta')).DEFAULT_META;
}

export const PAGE_TABLE: PageTable = {
  metaFor: loadPageMeta,
  // Each page's meta is listed under its route's path (page-table-source.test.ts checks it).
  isAppPath: (path) => AREA_OF_PATH.has(normalizePath(path)),
};
