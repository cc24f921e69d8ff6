/**
 * Every page's declaration at once (ADR 119), collected from each area's two files
 * (routes/<area>/<area>-routes.ts and <area>-declarations.ts, found by folder: there is no list of areas
 * or pages to keep). Read by the prerenderer (static <head> for public pages, routes.json's
 * `firstData`) and by the server (`PAGE_DATA`), both through the client's server entry, and by the
 * site search's 'Pages' group. The app itself does not load it: usePageMeta loads only the current
 * path's area (page-table-source.ts, ADR 070).
 */
import { DEFAULT_META } from '#client/config/default-page-meta';
import type { PageMeta } from '#client/config/page-meta-types';
import { metaKeysOf } from '#client/config/page-path';
import type { PageData, PageDataTable } from '#shared/contracts/page-data.contract';
import type { DeclaredRoute, PageArea, PageDeclaration } from './page-declaration';
import { areaOfFile, exportEndingWith } from './area-files';

/** The areas from their modules by file (import.meta.glob's answers): every routes file needs its pages file. */
export function areasOf(
  routeFiles: Readonly<Record<string, Record<string, unknown>>>,
  pageFiles: Readonly<Record<string, Record<string, unknown>>>,
): PageArea[] {
  const pagesOfArea = new Map(
    Object.entries(pageFiles).map(([file, module]) => [
      areaOfFile(file),
      exportEndingWith<Record<string, PageDeclaration>>(module, '_DECLARATIONS', file),
    ]),
  );
  return Object.entries(routeFiles).map(([file, module]) => {
    const name = areaOfFile(file);
    const pages = pagesOfArea.get(name);
    if (!pages) throw new Error(`${file} has no <area>-declarations.ts beside it`);
    return { name, routes: exportEndingWith<DeclaredRoute[]>(module, '_ROUTES', file), pages };
  });
}

/** Every page's declaration, read the ways the prerenderer, the site search and the server need. */
export interface PageCollection {
  /** Each route path's declaration. */
  ofPath: ReadonlyMap<string, PageDeclaration>;
  /** Each first data by its name (the server's table: routes.json names them). */
  data: Record<string, PageData>;
  /** Each app path's first data name, for routes.json (prerendered pages are not answered). */
  firstData: Record<string, string>;
}

/**
 * Reads the areas, and refuses what would make a page's declaration ambiguous or dead: a route
 * naming a key its area does not declare, a declaration no route of its area names, one key in two
 * areas, two first data under one name.
 */
export function collectPages(areas: readonly PageArea[]): PageCollection {
  const ofPath = new Map<string, PageDeclaration>();
  const data: Record<string, PageData> = {};
  const firstData: Record<string, string> = {};
  const areaOfKey = new Map<string, string>();
  for (const area of areas) {
    for (const route of area.routes) {
      const page = Object.hasOwn(area.pages, route.declaration)
        ? area.pages[route.declaration]
        : undefined;
      if (!page)
        throw new Error(`${route.path}: ${area.name} declares no page '${route.declaration}'`);
      ofPath.set(route.path, page);
      if (!page.data) continue;
      const named = data[page.data.name];
      if (named && named !== page.data)
        throw new Error(`two first data are named '${page.data.name}'`);
      data[page.data.name] = page.data;
      // A prerendered page has none, unless a signed-in visitor is sent the shell (shellWhen):
      // the server renders it for them from its first data.
      if (!route.prerender || route.shellWhen?.signedIn) firstData[route.path] = page.data.name;
    }
    for (const key of Object.keys(area.pages)) {
      const other = areaOfKey.get(key);
      if (other) throw new Error(`the page '${key}' is declared in ${other} and ${area.name}`);
      areaOfKey.set(key, area.name);
      if (!area.routes.some((route) => route.declaration === key))
        throw new Error(`${area.name}: no route names the page '${key}'`);
    }
  }
  return { ofPath, data, firstData };
}

const PAGES = collectPages(
  areasOf(
    import.meta.glob<Record<string, unknown>>('./routes/*/*-routes.ts', { eager: true }),
    import.meta.glob<Record<string, unknown>>('./routes/*/*-declarations.ts', { eager: true }),
  ),
);

/** Each route path's page declaration. */
export const DECLARATION_OF_PATH: ReadonlyMap<string, PageDeclaration> = PAGES.ofPath;

/** Each route path's head tags, area by area in each area's route order. */
export const PAGE_META: Readonly<Record<string, PageMeta>> = Object.fromEntries(
  [...PAGES.ofPath].map(([path, page]) => [path, page.meta]),
);

/** Each page's first data by name: what the server answers into a signed-in page (ADR 066). */
export const PAGE_DATA: PageDataTable = PAGES.data;

/** Each app path's first data name ('/log' → 'dailyLog'), for routes.json. */
export const FIRST_DATA: Readonly<Record<string, string>> = PAGES.firstData;

export function metaFor(path: string): PageMeta {
  for (const key of metaKeysOf(path)) {
    const meta = PAGE_META[key];
    if (meta) return meta;
  }
  return DEFAULT_META;
}
