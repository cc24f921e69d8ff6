/**
 * A signed-in page's first answers (ADR 066), on the site routes with a stand-in reader whose
 * session and reads answer per cookie as the real ones do: who gets answers, which, and how the
 * page is sent. No route of the app is asked: each answer is a read, the one its route declared
 * (ADR 130).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_ANSWERS_ID,
  PAGE_FRAME_SLOT,
  SESSION_ANSWER_PATH,
  TIME_ZONE_COOKIE,
} from '#shared/contracts/page-boot.contract';
import type { PageDataTable } from '#shared/contracts/page-data.contract';
import { AppError } from '#server/lib/app-error';
import type { Actor, RouteAccess } from '#server/plugins/actor';
import type { RouteRead } from '#server/plugins/first-read-registry';
import { SESSION_COOKIE_NAME, type SessionInfo } from '#server/plugins/session';
import { testActor } from '../../../../tests/setup/actor';
import { pageDataOf, visitorToday, type FirstReader } from './first-answers';
import { loadSiteFiles } from './site-files';
import { registerSite } from './site.routes';

const USERS: Record<string, { id: string; email: string }> = {
  'token-a.sig': { id: 'user-a', email: 'a@example.com' },
  'token-b.sig': { id: 'user-b', email: 'b@example.com' },
};

function userOf(cookieHeader: string | undefined) {
  const match = /wellnest\.session_token=([^;]+)/.exec(cookieHeader ?? '');
  return match ? USERS[decodeURIComponent(match[1]!)] : undefined;
}

function answersIn(html: string): Record<string, unknown> | null {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as { answers: Record<string, unknown> }).answers : null;
}

/**
 * The first data of the pages here, as the client's server entry gives them (their pages'
 * declarations, ADR 119): the server reads them by the name routes.json gives.
 */
const PAGE_DATA: PageDataTable = {
  dashboard: {
    name: 'dashboard',
    carriesFrame: ({ search }) => search !== '?demo=true',
    firstRequests: ({ date }) => [`/api/dashboard/summary?date=${encodeURIComponent(date)}`],
  },
  medicineCabinet: {
    name: 'medicineCabinet',
    // A request no read covers ('/api/unread') is left to the page, never asked of a route.
    firstRequests: () => ['/api/medications', '/api/medications/safety', '/api/unread'],
  },
  labReport: {
    name: 'labReport',
    firstRequests: ({ params }) => [`/api/labs/${encodeURIComponent(params.id ?? '')}`],
  },
  dailyLog: { name: 'dailyLog', firstRequests: ({ date }) => [`/api/daily-log/${date}`] },
};

/** The reads' routes as they declare themselves (`app.routeAccess`). */
const DECLARED: RouteAccess[] = [
  '/api/dashboard/summary',
  '/api/medications',
  '/api/medications/safety',
  '/api/labs/:id',
  '/api/notifications',
  '/api/subscription',
  '/api/disclaimer/acknowledgement',
].map((url) => ({ method: 'GET', url, access: 'user' }));

/**
 * The reads the routes declared where they were registered (`app.firstReads`): what each answers,
 * and who asked it.
 */
function readsInto(asked: string[]): FirstReader['routeReads'] {
  const read =
    (answer: (actor: Actor, visit: Parameters<RouteRead>[0]) => unknown): RouteRead =>
    async (visit) => {
      asked.push(`${visit.actor.id} ${visit.actor.sessionId}`);
      return JSON.stringify(answer(visit.actor, visit));
    };
  const reads = new Map<string, RouteRead>(
    Object.entries({
      '/api/dashboard/summary': read((actor, { query }) => ({
        owner: actor.id,
        date: query.date,
        note: '</script>',
      })),
      '/api/medications': read((actor) => ({ owner: actor.id })),
      // The cabinet's safety fails here: a part that is not a 200 is left to the page.
      '/api/medications/safety': read(() => {
        throw new AppError(503, 'UNAVAILABLE', 'Not now');
      }),
      // A lab report answers its owner only: anyone else's id is a 404, as the real route does.
      '/api/labs/:id': read((actor, { params }) => {
        if (params.id !== `lab of ${actor.id}`) throw new AppError(404, 'NOT_FOUND', 'Not found');
        return { id: params.id, owner: actor.id };
      }),
      '/api/notifications': read(() => ({ notifications: [] })),
      '/api/subscription': read(() => ({ plan: 'free' })),
      '/api/disclaimer/acknowledgement': read(() => ({ acknowledged: true })),
    }),
  );
  return { get: (path) => reads.get(path), paths: () => reads.keys() };
}

/** The member as the actor gate reads them from the cookie, the session kept on the request. */
async function actorOf(request: FastifyRequest): Promise<Actor | null> {
  const user = userOf(request.headers.cookie);
  if (!user) return null;
  request.sessionInfo = { user, session: { id: `s-${user.id}` } } as SessionInfo;
  request.sessionSetCookies = [`${SESSION_COOKIE_NAME}=renewed; Path=/; HttpOnly`];
  return testActor(user.id, { email: user.email, sessionId: `s-${user.id}` });
}

const CABINET_FRAME = '<div><h1>Your medicine cabinet</h1><p>Keep the medicines…</p></div>';

describe('a signed-in page carries its first answers', () => {
  let dir: string;
  let app: FastifyInstance;
  const asked: string[] = [];
  const routesAsked: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wellnest-first-answers-'));
    writeFileSync(
      join(dir, 'routes.json'),
      JSON.stringify({
        known: ['/', '/dashboard', '/safety/cabinet', '/settings', '/labs/:id'],
        knownPrefixes: ['/labs/'],
        prerendered: {},
        sitemap: [],
        frames: { '/safety/cabinet': CABINET_FRAME },
        // As the prerenderer writes it from the pages' declarations.
        firstData: {
          '/dashboard': 'dashboard',
          '/safety/cabinet': 'medicineCabinet',
          '/labs/:id': 'labReport',
          '/settings': 'noLongerDeclared',
        },
      }),
    );
    writeFileSync(
      join(dir, 'spa.html'),
      `<!doctype html><html><head></head><body><div id="root"><main>${PAGE_FRAME_SLOT}</main></div></body></html>`,
    );
    app = Fastify({ trustProxy: true });
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) routesAsked.push(request.url);
    });
    const reader: FirstReader = {
      actorOf,
      routeAccess: () => DECLARED,
      routeReads: readsInto(asked),
    };
    await registerSite(app, {
      files: loadSiteFiles(dir),
      appUrl: 'http://localhost:3000',
      emailDelivery: 'outbox',
      supportEmail: 'support@example.com',
      pageData: async () => PAGE_DATA,
      firstReader: reader,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const open = (url: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: '10.0.0.1',
    });

  it("puts the session and the dashboard's summary for the visitor's own day in the page", async () => {
    asked.length = 0;
    const response = await open(
      '/dashboard',
      `${SESSION_COOKIE_NAME}=token-a.sig; ${TIME_ZONE_COOKIE}=${encodeURIComponent('Pacific/Kiritimati')}`,
    );
    expect(response.statusCode).toBe(200);
    const answers = answersIn(response.body);
    const date = visitorToday(`${TIME_ZONE_COOKIE}=Pacific/Kiritimati`, new Date());
    expect(answers).toEqual({
      [SESSION_ANSWER_PATH]: { user: USERS['token-a.sig'], session: { id: 's-user-a' } },
      [`/api/dashboard/summary?date=${date}`]: { owner: 'user-a', date, note: '</script>' },
    });
    // Made for this visitor alone: never kept by a shared cache.
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    // A renewed session cookie is sent on with the page.
    expect(String(response.headers['set-cookie'])).toContain(`${SESSION_COOKIE_NAME}=renewed`);
    // The answers cannot end their script tag early.
    expect(response.body).not.toContain('"</script>"');
    // Each answer was read for the visitor's own session, and no route of the app was asked.
    expect(asked).toEqual(['user-a s-user-a']);
    expect(routesAsked).toEqual([]);
  });

  it("gives each visitor their own answers and nobody else's", async () => {
    const body = (await open('/dashboard', `${SESSION_COOKIE_NAME}=token-b.sig`)).body;
    expect(JSON.stringify(answersIn(body))).toContain('user-b');
    expect(body).not.toContain('user-a');
  });

  it("leaves out a part that did not answer 200, and answers the frame's requests elsewhere", async () => {
    const cabinet = answersIn(
      (await open('/safety/cabinet', `${SESSION_COOKIE_NAME}=token-a.sig`)).body,
    );
    expect(Object.keys(cabinet ?? {}).sort()).toEqual(
      [
        SESSION_ANSWER_PATH,
        '/api/medications',
        '/api/notifications',
        '/api/subscription',
        '/api/disclaimer/acknowledgement',
      ].sort(),
    );
    expect(cabinet?.['/api/subscription']).toEqual({ plan: 'free' });
    const settings = answersIn(
      (await open('/settings', `${SESSION_COOKIE_NAME}=token-a.sig`)).body,
    );
    expect(Object.keys(settings ?? {}).sort()).toEqual(
      [
        SESSION_ANSWER_PATH,
        '/api/notifications',
        '/api/subscription',
        '/api/disclaimer/acknowledgement',
      ].sort(),
    );
  });

  it("answers a page's route params, and never another member's row", async () => {
    const mine = answersIn(
      (
        await open(
          `/labs/${encodeURIComponent('lab of user-a')}`,
          `${SESSION_COOKIE_NAME}=token-a.sig`,
        )
      ).body,
    );
    expect(mine?.[`/api/labs/${encodeURIComponent('lab of user-a')}`]).toEqual({
      id: 'lab of user-a',
      owner: 'user-a',
    });
    // Member B opening A's lab: the 404 is left to the page, nothing of A's is in B's page.
    const theirs = (
      await open(
        `/labs/${encodeURIComponent('lab of user-a')}`,
        `${SESSION_COOKIE_NAME}=token-b.sig`,
      )
    ).body;
    expect(
      Object.keys(answersIn(theirs) ?? {}).filter((key) => key.startsWith('/api/labs')),
    ).toEqual([]);
    expect(theirs).not.toContain('user-a');
  });

  it("paints a signed-in page's own frame in the shell's slot, and no other page's", async () => {
    const cabinet = (await open('/safety/cabinet', `${SESSION_COOKIE_NAME}=token-a.sig`)).body;
    expect(cabinet).toContain(`<main>${CABINET_FRAME}</main>`);
    expect(cabinet).not.toContain(PAGE_FRAME_SLOT);
    // A page without a frame keeps the empty slot.
    const settings = (await open('/settings', `${SESSION_COOKIE_NAME}=token-a.sig`)).body;
    expect(settings).toContain(`<main>${PAGE_FRAME_SLOT}</main>`);
    // A visitor, or a session that is no longer valid, is sent to sign in: no page frame.
    for (const cookie of [undefined, `${SESSION_COOKIE_NAME}=expired.sig`]) {
      const body = (await open('/safety/cabinet', cookie)).body;
      expect(body).not.toContain(CABINET_FRAME);
      expect(body).toContain(PAGE_FRAME_SLOT);
    }
  });

  it('adds nothing without a valid session, and asks nothing without a cookie', async () => {
    const stale = await open('/dashboard', `${SESSION_COOKIE_NAME}=expired.sig`);
    expect(stale.statusCode).toBe(200);
    expect(answersIn(stale.body)).toBeNull();
    expect(stale.headers['cache-control']).toBe('no-cache');
    asked.length = 0;
    const visitor = await open('/dashboard');
    expect(answersIn(visitor.body)).toBeNull();
    expect(asked).toEqual([]);
    expect(routesAsked).toEqual([]);
  });

  it("finds a path's first data by its route: an exact path before one with params", () => {
    const routes = {
      known: new Set(['/labs/sample', '/log']),
      firstData: new Map([
        ['/log', 'dailyLog'],
        ['/labs/:id', 'labReport'],
        ['/gone', 'noLongerDeclared'],
      ]),
      pageData: PAGE_DATA,
    };
    expect(pageDataOf(routes, '/log')?.data.name).toBe('dailyLog');
    expect(pageDataOf(routes, '/labs/a%20b')).toMatchObject({
      data: { name: 'labReport' },
      params: { id: 'a b' },
    });
    // A page of its own at that path (no first data) is not the lab report.
    expect(pageDataOf(routes, '/labs/sample')).toBeUndefined();
    expect(pageDataOf(routes, '/labs/a/b')).toBeUndefined();
    expect(pageDataOf(routes, '/labs/%E0%A4%A')).toBeUndefined();
    // A name this build does not know: the frame's answers alone.
    expect(pageDataOf(routes, '/gone')).toBeUndefined();
  });

  it('reads the day in the stored time zone, and in UTC without a valid one', () => {
    const now = new Date('2026-03-01T23:30:00Z');
    expect(visitorToday(`${TIME_ZONE_COOKIE}=Asia%2FTokyo`, now)).toBe('2026-03-02');
    expect(visitorToday(`${TIME_ZONE_COOKIE}=America%2FNew_York`, now)).toBe('2026-03-01');
    expect(visitorToday(`${TIME_ZONE_COOKIE}=Not%2FA_Zone`, now)).toBe('2026-03-01');
    expect(visitorToday(`${TIME_ZONE_COOKIE}=%E0%A4%A`, now)).toBe('2026-03-01');
    expect(visitorToday(undefined, now)).toBe('2026-03-01');
  });
});
