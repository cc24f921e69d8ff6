/**
 * The IDOR matrix (another user's ids answer 404) over every route the app registers, and the
 * access declarations (ADR 062) read from the app itself (`app.routeAccess`): every 'user' route
 * answers 401 and every 'admin' route 404 without a session, and the routes declared 'public' are
 * exactly those the modules' fixtures list as public. A new route with an id parameter fails until
 * it has a fixture, so ownership is never forgotten; a route made public fails until its module
 * says so in its fixture.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createTestApp, get, type TestApp } from '../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../tests/setup/billing';
import type { Fixture } from '../../../tests/setup/access/access-fixture';
import { MODULE_ACCESS } from '../../../tests/setup/access/all-access';
import type { RouteAccess } from '#server/plugins/actor';
import { ADMIN_NOT_FOUND_BODY } from '#server/plugins/admin-guard';
import { UNAUTHORIZED_BODY } from '#server/plugins/session';

interface Route {
  method: string;
  url: string;
}
const routes: Route[] = [];
let t: TestApp;
let owner: { cookie: string; id: string };
let intruder: { cookie: string; id: string };

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
      },
    },
  );
  owner = await newUserWithId(t.app, 'owner');
  intruder = await newUserWithId(t.app, 'intruder');
  // Both paid, so the plan gate lets the intruder through to the ownership check.
  await makePaid(t.testDb.database, owner.id);
  await makePaid(t.testDb.database, intruder.id);
});
afterAll(async () => {
  await t?.close();
});

/** Route parameters that are not owned ids, and why. */
const NOT_OWNED_PARAMS: Record<string, string> = Object.assign(
  {},
  ...MODULE_ACCESS.map((m) => m.notOwnedParams),
);

const fixtures: Record<string, Fixture> = {
  ...Object.assign(
    {},
    // Getters: the fixtures are declared before beforeAll has built the app and the owner.
    ...MODULE_ACCESS.map((m) =>
      m.fixtures({
        get app() {
          return t.app;
        },
        get owner() {
          return owner;
        },
      }),
    ),
  ),
};

/** Routes anyone may call without a session (the 401 rule does not apply). */
const PUBLIC_ROUTES = new Set(MODULE_ACCESS.flatMap((m) => m.publicRoutes));

/**
 * A `:date` parameter is a calendar day of the caller's own records (the route reads the actor's
 * rows for that day): a day is no one's id, so a route whose only parameter it is has nothing to
 * guess. Any other parameter needs a fixture or a stated reason.
 */
const paramsOf = (url: string) => [...url.matchAll(/\/:(\w+)/g)].map(([, name]) => name);
const idRoutes = () =>
  routes.filter(
    (r) => /^\/(api|billing)\//.test(r.url) && paramsOf(r.url).some((name) => name !== 'date'),
  );

describe('IDOR matrix: another user\u2019s ids answer 404', () => {
  it('has a fixture (or a stated reason) for every route with an id parameter', () => {
    const missing = idRoutes().filter((r) => !fixtures[r.url] && !NOT_OWNED_PARAMS[r.url]);
    expect(missing).toEqual([]);
    expect(idRoutes().length).toBeGreaterThan(0);
  });

  it('refuses read, update and delete of the owner\u2019s rows and keeps them unchanged', async () => {
    for (const [pattern, fixture] of Object.entries(fixtures)) {
      const created = await fixture.create();
      const before = (await get(t.app, created.ownerView, owner.cookie)).body;
      expect(before, pattern).toContain(created.id);
      for (const { method } of routes.filter((r) => r.url === pattern)) {
        const response = await t.app.inject({
          method: method as 'GET',
          url: created.url,
          payload:
            method === 'GET' || method === 'DELETE'
              ? undefined
              : (fixture.payload ?? { active: false }),
          headers: { origin: TEST_ORIGIN, cookie: intruder.cookie },
        });
        expect(response.statusCode, `${method} ${pattern}`).toBe(404);
        expect(response.body).not.toContain('warfarin');
      }
      expect((await get(t.app, fixture.list, intruder.cookie)).body).not.toContain(created.id);
      expect((await get(t.app, created.ownerView, owner.cookie)).body, pattern).toBe(before);
    }
  });
});

/** A declared route's URL with every parameter filled in (no row has these ids). */
function concreteUrl(url: string): string {
  return url.replace(/:[a-z_]+/gi, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
}

const NO_SESSION_COOKIES = [
  undefined,
  'wellnest.session_token=forged.value',
  'wellnest.session_token=',
];

function callWithout(route: { method: string; url: string }, cookie: string | undefined) {
  return t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const declared = (): readonly RouteAccess[] => t.app.routeAccess;
const declaredAs = (access: RouteAccess['access']) =>
  declared().filter((route) => route.access === access);

describe('declared access: no valid session means 401 (user) or 404 (admin), and no data', () => {
  it('answers 401 on every route declared user, without a cookie and with a forged one', async () => {
    const users = declaredAs('user');
    expect(users.length).toBeGreaterThan(10);
    for (const route of users)
      for (const cookie of NO_SESSION_COOKIES) {
        const response = await callWithout(route, cookie);
        expect(response.statusCode, key(route)).toBe(401);
        expect(response.json().code, key(route)).toBe(UNAUTHORIZED_BODY.code);
        expect(response.body).not.toMatch(/warfarin|@example\.com/);
      }
  });

  it('answers 404 on every route declared admin, signed out or signed in without ADMIN_EMAILS', async () => {
    const admins = declaredAs('admin');
    expect(admins.length).toBeGreaterThan(0);
    for (const route of admins)
      for (const cookie of [...NO_SESSION_COOKIES, owner.cookie]) {
        const response = await callWithout(route, cookie);
        expect(response.statusCode, key(route)).toBe(404);
        expect(response.json(), key(route)).toEqual(ADMIN_NOT_FOUND_BODY);
      }
  });

  it('declares public exactly the routes the modules list as public', () => {
    // A route registered only under some settings (the webhook, with STRIPE_WEBHOOK_SECRET)
    // counts when this app has it.
    const registered = new Set(routes.map(key));
    const listed = [...PUBLIC_ROUTES].filter((route) => registered.has(route)).sort();
    expect(declaredAs('public').map(key).sort()).toEqual(listed);
  });

  it('declares every API route (the app does not start otherwise)', () => {
    const known = new Set(declared().map(key));
    expect(routes.filter((r) => r.url.startsWith('/api/') && !known.has(key(r)))).toEqual([]);
    // A feature needs a signed-in caller: the plan gate never meets a visitor.
    for (const route of declared())
      if (route.feature) expect(route.access, key(route)).not.toBe('public');
  });
});
