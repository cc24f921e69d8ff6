/**
 * Every declared first request a read covers (first-reads.ts) is answered into the page exactly
 * as its route answers it, byte for byte, for a seeded paid member, and without asking the route:
 * the contract that keeps a face and its route from drifting apart. A request whose route does
 * not answer the member 200 (another member's row, an admin route) is left out, as before.
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
import { createTestApp, get, post, type TestApp } from '../../../../tests/setup/test-app';
import { visitorToday } from './first-answers';
import { FIRST_READS } from './first-reads';

/** Every declared page at a path of its own, its `:id` the seeded lab report's. */
const PAGES = Object.fromEntries(Object.keys(PAGE_DATA).map((name) => [`/p/${name}/:id`, name]));

function answersIn(html: string): Record<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as { answers: Record<string, unknown> }).answers : {};
}

/** Whether a request's route has a read (a path with `:name`s matched segment by segment). */
function covered(url: string): boolean {
  const path = url.split('?')[0]!;
  return Object.keys(FIRST_READS).some(
    (pattern) =>
      pattern === path ||
      (pattern.split('/').length === path.split('/').length &&
        pattern
          .split('/')
          .every((part, index) => part.startsWith(':') || part === path.split('/')[index])),
  );
}

let dir: string;
let t: TestApp;
let member: { cookie: string; id: string };
let labId: string;
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
  t = await createTestApp({ STATIC_DIR: dir }, { pageData: clientPageData });
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

describe("a page's first answers read through the modules' faces", () => {
  it.each(Object.keys(PAGE_DATA))('%s: each read is its route’s body', async (name) => {
    const data = PAGE_DATA[name]!;
    const visit = { params: { id: labId }, date: visitorToday(undefined, new Date()) };
    asked.length = 0;
    const page = await t.app.inject({
      method: 'GET',
      url: `/p/${name}/${labId}`,
      headers: { cookie: member.cookie },
    });
    const answers = answersIn(page.body);
    expect(answers[SESSION_ANSWER_PATH]).toMatchObject({ user: { id: member.id } });
    const first = firstRequestsOf(data, visit);
    const firstRound = Object.fromEntries(first.map((url) => [url, answers[url]]));
    const requests = [...first, ...thenRequestsOf(data, visit, firstRound)];
    // Only what no read covers was asked of its route.
    expect(asked.filter(covered)).toEqual([]);
    for (const url of [SESSION_ANSWER_PATH, ...requests.filter(covered)]) {
      const route = await get(t.app, url, member.cookie);
      if (route.statusCode === 200) expect(JSON.stringify(answers[url]), url).toBe(route.body);
      else expect(Object.keys(answers), url).not.toContain(url);
    }
  });
});
