/**
 * A page's declared first data (AppRoute.data, PAGE_DATA) is exactly what its hooks ask first: the
 * server answers the declared URLs into the page, and the app takes an answer only for the exact
 * path and query it asks (client/lib/first-answers.ts), so a declaration that drifts from the
 * hooks is wasted work on the server and a round trip in the browser.
 *
 * Each app page (every route that is not prerendered) is rendered signed in through the whole
 * app, with every request held unanswered: what it asks then is what it asks before any answer,
 * the requests known at load. They must be the frame's and its declaration's, no more, no fewer.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ANSWER_PATH } from '#shared/contracts/page-boot.contract';
import { FRAME_REQUESTS, PAGE_DATA, firstRequestsOf } from '#shared/contracts/page-data.contract';
import { localDateOf } from '#client/lib/use-today';
import { fakeFetch, type FakeReply } from '../../../tests/setup/fake-fetch';
import { createTestQueryClient, LocationProbe } from '../../../tests/setup/render-with-providers';
import { App } from './app';
import type { AppRoute } from './app-route';
import { APP_ROUTES } from './route-table';

afterEach(() => {
  vi.unstubAllGlobals();
});

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
    if (declarations.has(route.data)) return false;
    declarations.add(route.data);
    return true;
  });
}

const APP_PAGES = onePerPage(APP_ROUTES.filter((route) => !route.prerender));

describe("each app page's declared first data", () => {
  it.each(APP_PAGES.map((route) => [route.path, route] as const))(
    '%s: the declared requests are the ones its first screen makes',
    async (_path, route) => {
      window.scrollTo = vi.fn() as unknown as typeof window.scrollTo; // jsdom has no layout
      const fake = fakeFetch(() => new Promise<FakeReply>(() => undefined));
      const { path, params } = samplePath(route.path);
      await route.page.preload();
      render(
        <MemoryRouter initialEntries={[path]}>
          <App queryClient={createTestQueryClient('signed-in')} />
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
          ...firstRequestsOf(route.data && PAGE_DATA[route.data], { params, date: localDateOf() }),
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
      if (location() !== path) expect(route.data).toBeUndefined();
      else expect(asked()).toEqual(declared);
    },
  );

  it('are each named by a route: no entry is left that no page asks for', () => {
    const named = new Set(APP_ROUTES.map((route) => route.data));
    expect(Object.keys(PAGE_DATA).filter((name) => !named.has(name as never))).toEqual([]);
  });

  it('are declared for the pages a member opens every day, and /medications shares the cabinet page', () => {
    const declared = new Map(APP_ROUTES.map((route) => [route.path, route.data]));
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
