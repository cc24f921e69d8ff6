/**
 * Every request a declared page asks first has a read, the one its route declared where it is
 * registered (`app.firstReads`, ADR 130), and each is answered into the page exactly as its route answers it, byte for byte, for a seeded paid
 * member and for an admin, without asking any route: the contract that keeps a read and its route
 * from drifting apart. A request whose route does not answer the visitor 200 (another member's
 * row, an admin route for a member) is left out, as the route's refusal would be.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FIRST_ANSWERS_ID,
  PAGE_FRAME_SLOT,
  SESSION_ANSWER_PATH,
} from '#shared/contracts/page-boot.contract';
import { firstRequestsOf, thenRequestsOf } from '#shared/contracts/page-data.contract';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { clientPageData, PAGE_DATA } from '../../../../tests/setup/page-declarations';
import {
  createSignedInUser,
  createTestApp,
  get,
  post,
  put,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { visitorToday } from './first-answers';

/** The param a page's path names: `:token` where its requests read one, else `:id`. */
function paramOf(name: string): 'id' | 'token' {
  const probe = { params: { token: 'probe-token' }, date: '2026-01-01' };
  return PAGE_DATA[name]!.firstRequests(probe).some((url) => url.includes('probe-token'))
    ? 'token'
    : 'id';
}

/** Every declared page at a path of its own, its param the seeded row's (paramsOf). */
const PAGES = Object.fromEntries(
  Object.keys(PAGE_DATA).map((name) => [`/p/${name}/:${paramOf(name)}`, name]),
);

/** The clock the app answers with, so an answer stamped with its time is the same each time. */
const NOW = new Date();

function answersIn(html: string): Record<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as { answers: Record<string, unknown> }).answers : {};
}

/** Every route path with a read: those the routes declared, the one place a first read is. */
const readPaths = () => [...t.app.firstReads.paths()];

/** Whether a request's route has a read (a path with `:name`s matched segment by segment). */
function covered(url: string): boolean {
  const path = url.split('?')[0]!;
  return readPaths().some(
    (pattern) =>
      pattern === path ||
      (pattern.split('/').length === path.split('/').length &&
        pattern
          .split('/')
          .every((part, index) => part.startsWith(':') || part === path.split('/')[index])),
  );
}

const ADMIN_EMAIL = 'first-reads-admin@example.com';

/** A 201's or 200's body, failing with the route's answer otherwise. */
function created<T>(response: { statusCode: number; body: string; json: () => unknown }): T {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as T;
}

/**
 * The rows the pages with an `:id` or a `:token` read, the member's: an oil, a remedy, a community
 * thread, a provider listing (pending, so its owner's alone) and a share link.
 */
async function seedPagesRows(): Promise<void> {
  const { cookie } = member;
  ids.essentialOil = created<{ oils: { id: string }[] }>(await get(t.app, '/api/oils')).oils[0]!.id;
  ids.naturalRemedy = created<{ remedies: { id: string }[] }>(
    await get(t.app, '/api/remedies'),
  ).remedies[0]!.id;
  await post(t.app, '/api/oils/favorites/' + ids.essentialOil, {}, cookie);
  created(await put(t.app, '/api/community/profile', { display_name: 'Quiet Fern' }, cookie));
  const topics = created<{ topics: { id: string }[] }>(await get(t.app, '/api/community/topics'));
  ids.thread = created<{ thread_id: string }>(
    await post(
      t.app,
      '/api/community/threads',
      { topic_id: topics.topics[0]!.id, title: 'Evening walks', body: 'Twenty minutes helps.' },
      cookie,
    ),
  ).thread_id;
  ids.provider = created<{ id: string }>(
    await post(
      t.app,
      '/api/providers/apply',
      { name: 'Dr Ada Lane', profession: 'Dietitian', location: 'Leeds' },
      cookie,
    ),
  ).id;
  const share = created<{ url: string }>(
    await post(
      t.app,
      '/api/shares',
      { sections: { medicines: true, lab_report_id: labId }, expires_in_days: 7 },
      cookie,
    ),
  );
  shareToken = share.url.split('/').at(-1)!;
}

let dir: string;
let t: TestApp;
let member: { cookie: string; id: string };
let admin: { cookie: string; id: string };
let labId: string;
let shareToken: string;
/** The seeded row a page's `:id` names, by page: its own kind's, else the lab report. */
const ids: Record<string, string> = {};
function paramsOf(name: string): Record<string, string> {
  return paramOf(name) === 'token' ? { token: shareToken } : { id: ids[name] ?? labId };
}
const asked: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wellnest-first-reads-'));
  writeFileSync(
    join(dir, 'routes.json'),
    JSON.stringify({
      known: [],
      knownPrefixes: Object.keys(PAGE_DATA).map((name) => `/p/${name}/`),
      prerendered: {},
      sitemap: [],
      firstData: PAGES,
    }),
  );
  writeFileSync(
    join(dir, 'spa.html'),
    `<!doctype html><html><head></head><body><div id="root">${PAGE_FRAME_SLOT}</div></body></html>`,
  );
  t = await createTestApp(
    { STATIC_DIR: dir, ADMIN_EMAILS: ADMIN_EMAIL },
    { pageData: clientPageData, now: () => NOW },
  );
  // The routes asked in process (the fallback's app.inject), by URL.
  const inject = t.app.inject.bind(t.app);
  vi.spyOn(t.app, 'inject').mockImplementation(((options: { url: string }) => {
    if (options.url.startsWith('/api/')) asked.push(options.url);
    return inject(options as never);
  }) as never);
  member = await newUserWithId(t.app, 'first-reads-member');
  await makePaid(t.testDb.database, member.id);
  const seeds: [string, unknown][] = [
    ['/api/medications', { name: 'Warfarin', dosage: '5 mg' }],
    ['/api/meal-plans', { days: 2, energy_kcal: 2000 }],
    ['/api/habits', { name: 'Walk' }],
    ['/api/mood', { mood: 4, energy: 3 }],
  ];
  for (const [url, body] of seeds) await post(t.app, url, body, member.cookie);
  const lab = await post(
    t.app,
    '/api/labs',
    {
      test_type: 'blood',
      biomarkers: [{ name: 'Glucose', value: 230, unit: 'mg/dL', specimen: 'blood' }],
    },
    member.cookie,
  );
  labId = (lab.json() as { id: string }).id;
  await seedPagesRows();
  admin = await createSignedInUser(t.app, ADMIN_EMAIL);
  // The cabinet's analysis settles before pages are compared with their routes.
  for (let tries = 0; tries < 50; tries++) {
    const safety = await get(t.app, '/api/medications/safety', member.cookie);
    if (!safety.body.includes('"pending"')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The answer with its measured latencies at 0 (the admin's health checks time a ping each time
 * they are asked); every other byte is held to the route's.
 */
const unmeasured = (json: string) => json.replace(/"(\w*latency_ms)":[\d.]+/g, '"$1":0');

/**
 * Opens a declared page as the visitor and holds each first request to its route: every one has a
 * read, none was asked of a route, and each answer is the route's body, or absent where the route
 * does not answer 200.
 */
async function holdPageToRoutes(name: string, visitor: { cookie: string; id: string }) {
  const data = PAGE_DATA[name]!;
  const params = paramsOf(name);
  const visit = { params, date: visitorToday(undefined, new Date()) };
  asked.length = 0;
  const page = await t.app.inject({
    method: 'GET',
    url: `/p/${name}/${encodeURIComponent(Object.values(params)[0]!)}`,
    headers: { cookie: visitor.cookie },
  });
  const answers = answersIn(page.body);
  expect(answers[SESSION_ANSWER_PATH]).toMatchObject({ user: { id: visitor.id } });
  const first = firstRequestsOf(data, visit);
  const firstRound = Object.fromEntries(first.map((url) => [url, answers[url]]));
  const requests = [...first, ...thenRequestsOf(data, visit, firstRound)];
  // Every request the page declares has a read: none is left unanswered for want of one.
  expect(requests.filter((url) => !covered(url))).toEqual([]);
  // No route was asked in process.
  expect(asked).toEqual([]);
  for (const url of [SESSION_ANSWER_PATH, ...requests]) {
    const route = await get(t.app, url, visitor.cookie);
    if (route.statusCode === 200)
      expect(unmeasured(JSON.stringify(answers[url])), url).toBe(unmeasured(route.body));
    else expect(Object.keys(answers), url).not.toContain(url);
  }
  return requests;
}

describe('the reads', () => {
  it('are declared by their routes, those that send headers of their own too', () => {
    expect([...t.app.firstReads.paths()]).toEqual(
      expect.arrayContaining([
        '/api/meal-plans',
        '/api/recipes/:id',
        '/api/dashboard/summary',
        '/api/safety/summary',
        '/api/shared/:token',
      ]),
    );
  });

  it('each belong to a GET route the app declares, under the path it declares', () => {
    const routes = t.app.routeAccess.filter((route) => route.method === 'GET');
    expect(readPaths().filter((path) => !routes.some((route) => route.url === path))).toEqual([]);
  });
});

describe("a page's first answers read by their routes' reads", () => {
  it.each(Object.keys(PAGE_DATA))('%s: each read is its route’s body', async (name) => {
    await holdPageToRoutes(name, member);
  });

  it.each(Object.keys(PAGE_DATA).filter((name) => holdsAdminRequests(name)))(
    '%s: an admin’s reads are their routes’ bodies',
    async (name) => {
      await holdPageToRoutes(name, admin);
    },
  );
});

/** Whether the page asks an admin route first (its reads act as the system, for an admin). */
function holdsAdminRequests(name: string): boolean {
  const visit = { params: { id: 'x', token: 'x' }, date: '2026-01-01' };
  return firstRequestsOf(PAGE_DATA[name], visit).some(
    (url) => url.startsWith('/api/admin/') || url.includes('/moderation/'),
  );
}
