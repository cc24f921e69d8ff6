/**
 * A page's declared first data (its declaration's `data`, ADR 119) is exactly what its hooks ask first: the
 * server answers the declared URLs into the page, and the app takes an answer only for the exact
 * path and query it asks (client/lib/first-answers.ts), so a declaration that drifts from the
 * hooks is wasted work on the server and a round trip in the browser.
 *
 * Each app page (every route that is not prerendered) is rendered signed in through the whole
 * app, with every request held unanswered: what it asks then is what it asks before any answer,
 * the requests known at load. They must be the frame's and its declaration's, no more, no fewer.
 *
 * The same render holds a declaration's `views`: the write map's roots (QUERY_ROOTS) of the cached
 * queries the page's first screen creates, beyond the frame's bell, are all among the ones it
 * names (a page that shows more once its first answers are in, the reminders', names those too),
 * so the writes that refresh a page (writesRefreshing) are read from its declaration. Prerendered
 * pages are rendered signed in for that alone.
 *
 * Both are matrices (ADR 169, ADR 171): `npm test` renders one half of the pages, the half the
 * commit picks, and `npm run test:full` renders them all; the checks of the whole table below (every
 * entry named by a route, the daily pages declared) run on every run.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ANSWER_PATH } from '#shared/contracts/page-boot.contract';
import { FRAME_REQUESTS, firstRequestsOf } from '#shared/contracts/page-data.contract';
import { notificationsKey, QUERY_ROOTS } from '#client/lib/invalidation';
import { localDateOf } from '#client/lib/use-today';
import { fakeFetch, type FakeReply } from '../../../tests/setup/fake-fetch';
import { rotatingPart } from '../../../tests/setup/rotating-sample';
import {
  createTestQueryClient,
  LocationProbe,
  TEST_SESSION,
} from '../../../tests/setup/render-with-providers';
import { App } from './app';
import type { AppRoute } from './app-route';
import { DECLARATION_OF_PATH, PAGE_DATA } from './page-declarations';
import { APP_ROUTES } from './route-table';

/** A route's first data, from its page's declaration. */
const dataOf = (route: AppRoute) => DECLARATION_OF_PATH.get(route.path)?.data;

afterEach(() => {
  vi.unstubAllGlobals();
});

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, index) => key[index] === part);

/** The bell's list: the frame's, on every signed-in page. */
const FRAME_VIEW = notificationsKey(TEST_SESSION.user.id);

/** The write map's roots of the queries in the cache, the frame's bell left out. */
function viewsShown(queryClient: QueryClient): string[] {
  const keys = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey)
    .filter((key) => !startsWith(key, FRAME_VIEW));
  return Object.entries(QUERY_ROOTS)
    .filter(([, root]) => keys.some((key) => startsWith(key, root)))
    .map(([name]) => name)
    .sort();
}

/** A route's declared views, sorted. */
const viewsOf = (route: AppRoute) => [...(DECLARATION_OF_PATH.get(route.path)?.views ?? [])].sort();

/** A concrete path for a route: each `:name` segment stands for '<name>-1'. */
function samplePath(routePath: string): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const path = routePath.replace(/:(\w+)/g, (_, name: string) => {
    params[name] = `${name}-1`;
    return params[name];
  });
  return { path, params };
}

/** One route per page and declaration: the other paths of the same page ask the same. */
function onePerPage(routes: AppRoute[]): AppRoute[] {
  const seen = new Map<AppRoute['page'], Set<string | undefined>>();
  return routes.filter((route) => {
    const declarations = seen.get(route.page) ?? new Set();
    seen.set(route.page, declarations);
    if (declarations.has(dataOf(route)?.name)) return false;
    declarations.add(dataOf(route)?.name);
    return true;
  });
}

const APP_PAGES = rotatingPart(
  'page-data: app pages',
  onePerPage(APP_ROUTES.filter((route) => !route.prerender)),
  2,
).items;
const PRERENDERED_PAGES = rotatingPart(
  'page-data: prerendered pages',
  onePerPage(APP_ROUTES.filter((route) => route.prerender)),
  2,
).items;

describe("each app page's declared first data", () => {
  it.each(APP_PAGES.map((route) => [route.path, route] as const))(
    '%s: the declared requests are the ones its first screen makes',
    async (_path, route) => {
      window.scrollTo = vi.fn() as unknown as typeof window.scrollTo; // jsdom has no layout
      const fake = fakeFetch(() => new Promise<FakeReply>(() => undefined));
      const { path, params } = samplePath(route.path);
      await route.page.preload();
      const queryClient = createTestQueryClient('signed-in');
      render(
        <MemoryRouter initialEntries={[path]}>
          <App queryClient={queryClient} />
          <LocationProbe />
        </MemoryRouter>,
      );
      const asked = () =>
        [
          ...new Set(
            fake.calls
              .filter((call) => call.method === 'GET' && call.path !== SESSION_ANSWER_PATH)
              .map((call) => call.url),
          ),
        ].sort();
      // The frame's requests are asked on every page (a page whose answers carry them, the
      // dashboard's summary, still has its frame ask when nothing answers).
      const declared = [
        ...new Set([
          ...FRAME_REQUESTS,
          ...firstRequestsOf(dataOf(route), { params, date: localDateOf() }),
        ]),
      ].sort();
      const location = () => screen.getByTestId('location').textContent;
      await waitFor(
        () => {
          if (location() === path) expect(asked()).toEqual(declared);
        },
        { timeout: 5_000 },
      ).catch(() => undefined);
      // Nothing more comes once the page has settled.
      await new Promise((resolve) => setTimeout(resolve, 200));
      // A page that sends a signed-in member on (/login) declares nothing of its own.
      if (location() !== path) expect(dataOf(route)).toBeUndefined();
      else {
        expect(asked()).toEqual(declared);
        expect(viewsOf(route), 'views').toEqual(expect.arrayContaining(viewsShown(queryClient)));
      }
    },
  );

  it.each(PRERENDERED_PAGES.map((route) => [route.path, route] as const))(
    '%s (prerendered): the declared views are the ones it shows signed in',
    async (path, route) => {
      window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
      fakeFetch(() => new Promise<FakeReply>(() => undefined));
      await route.page.preload();
      const queryClient = createTestQueryClient('signed-in');
      render(
        <MemoryRouter initialEntries={[path]}>
          <App queryClient={queryClient} />
          <LocationProbe />
        </MemoryRouter>,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      // A page that sends a signed-in member on (/register) shows the next page's views.
      if (screen.getByTestId('location').textContent === path)
        expect(viewsOf(route)).toEqual(expect.arrayContaining(viewsShown(queryClient)));
    },
  );

  it('are each named by a route: no entry is left that no page asks for', () => {
    const named = new Set(APP_ROUTES.map((route) => dataOf(route)?.name));
    expect(Object.keys(PAGE_DATA).filter((name) => !named.has(name))).toEqual([]);
  });

  it('are declared for the pages a member opens every day, and /medications shares the cabinet page', () => {
    const declared = new Map(APP_ROUTES.map((route) => [route.path, dataOf(route)?.name]));
    expect(
      Object.fromEntries(
        [
          '/dashboard',
          '/log',
          '/meal-planning',
          '/labs/:id',
          '/trends',
          '/notifications',
          '/medications',
          '/safety/cabinet',
        ].map((path) => [path, declared.get(path)]),
      ),
    ).toEqual({
      '/dashboard': 'dashboard',
      '/log': 'dailyLog',
      '/meal-planning': 'mealPlanning',
      '/labs/:id': 'labReport',
      '/trends': 'trends',
      '/notifications': 'notifications',
      '/medications': 'medicineCabinet',
      '/safety/cabinet': 'medicineCabinet',
    });
  });
});
