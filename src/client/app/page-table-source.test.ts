import { describe, expect, it } from 'vitest';
import { DEFAULT_META } from '#client/config/default-page-meta';
import { metaFor, PAGE_META } from './page-declarations';
import { normalizePath } from '#client/config/page-path';
import { areaMetaOf, loadPageMeta, metaIn, PAGE_TABLE } from './page-table-source';
import { APP_ROUTES } from './route-table';
import { AROMATHERAPY_DECLARATIONS } from './routes/aromatherapy/aromatherapy-declarations';
import { DASHBOARD_DECLARATIONS } from './routes/dashboard/dashboard-declarations';
import { PROVIDERS_DECLARATIONS } from './routes/providers/providers-declarations';

/** Paths no route serves, written the ways a location can hold them. */
const UNKNOWN_PATHS = [
  '/no-such-page',
  '/about/?ref=x',
  '/dashboard/',
  '/dashboard/no-such-page',
  '/dashboard/goals/extra',
  '/dashboards',
  '/Dashboard',
  '/essential-oils/lavender',
  '/upgrade/lab_uploads',
  '/labs/42#marker',
  '/wellness-providers/7/',
  '',
  'about',
];

describe("one area's page declarations", () => {
  it('gives every route, and every path the table lists, the meta the whole table gives', async () => {
    const paths = new Set([
      ...APP_ROUTES.map((route) => route.path),
      ...Object.keys(PAGE_META),
      ...UNKNOWN_PATHS,
    ]);
    for (const path of paths) expect(await loadPageMeta(path), path).toBe(metaFor(path));
  });

  it('finds an area for every route, under the route path itself', () => {
    for (const route of APP_ROUTES)
      expect(areaMetaOf(route.path)?.key, route.path).toBe(route.path);
  });

  it("loads /dashboard's meta from the dashboard's own declarations, and so for an unlisted /dashboard/ page", async () => {
    for (const path of ['/dashboard', '/dashboard/no-such-page']) {
      const area = areaMetaOf(path);
      expect(area?.key).toBe('/dashboard');
      expect(area?.declaration).toBe('dashboard');
      expect(await area?.load()).toBe(DASHBOARD_DECLARATIONS);
    }
  });

  it("gives a layout its page's meta from the address, a `:name` route's included", () => {
    const oil = AROMATHERAPY_DECLARATIONS.essentialOil.meta;
    expect(metaIn(AROMATHERAPY_DECLARATIONS, '/essential-oils/lavender')).toBe(oil);
    expect(metaIn(AROMATHERAPY_DECLARATIONS, '/essential-oils/')).toBe(
      AROMATHERAPY_DECLARATIONS.essentialOils.meta,
    );
    expect(metaIn(PROVIDERS_DECLARATIONS, '/wellness-providers/join')).toBe(
      PROVIDERS_DECLARATIONS.joinAsProvider.meta,
    );
    expect(metaIn(PROVIDERS_DECLARATIONS, '/shared/abc')).toBe(
      PROVIDERS_DECLARATIONS.sharedSummary.meta,
    );
    // Another area's page, or no page: none.
    expect(metaIn(PROVIDERS_DECLARATIONS, '/essential-oils/lavender')).toBeUndefined();
    expect(metaIn(PROVIDERS_DECLARATIONS, '/no-such-page')).toBeUndefined();
  });

  it('loads no area for a path no area lists: the default meta', async () => {
    expect(areaMetaOf('/no-such-page')).toBeUndefined();
    expect(await loadPageMeta('/no-such-page')).toBe(DEFAULT_META);
  });
});

describe("the app's pages", () => {
  it('are the paths the page table lists, without loading it (the chat links only those)', () => {
    const paths = new Set([
      ...APP_ROUTES.map((route) => route.path),
      ...Object.keys(PAGE_META),
      ...UNKNOWN_PATHS,
      '/about/',
      '/community?topic=sleep',
    ]);
    for (const path of paths)
      expect(PAGE_TABLE.isAppPath(path), path).toBe(Object.hasOwn(PAGE_META, normalizePath(path)));
    expect(PAGE_TABLE.isAppPath('/about/')).toBe(true);
    expect(PAGE_TABLE.isAppPath('/no-such-page')).toBe(false);
  });
});
