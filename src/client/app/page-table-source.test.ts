import { describe, expect, it } from 'vitest';
import { DEFAULT_META } from '#client/config/default-page-meta';
import { metaFor, PAGE_META } from './page-meta';
import { normalizePath } from '#client/config/page-path';
import { areaMetaOf, loadPageMeta, PAGE_TABLE } from './page-table-source';
import { APP_ROUTES } from './route-table';
import { DASHBOARD_PAGE_META } from './routes/dashboard/dashboard-page-meta';

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

describe("one area's page meta", () => {
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

  it("loads /dashboard's meta from the dashboard's own table, and so for an unlisted /dashboard/ page", async () => {
    for (const path of ['/dashboard', '/dashboard/no-such-page']) {
      const area = areaMetaOf(path);
      expect(area?.key).toBe('/dashboard');
      expect(await area?.load()).toBe(DASHBOARD_PAGE_META);
    }
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
