/**
 * The pages a member opens every day carry their first answers (ADR 066, 2026-11-26 addendum), on
 * the real app and database: each page's declared requests (its page's declaration, ADR 119, named
 * by its route as the prerenderer writes it in routes.json) are answered into its HTML for a signed-in member, nothing
 * is for a visitor without a session, and one member's page never carries another's rows.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_ANSWERS_ID,
  PAGE_FRAME_SLOT,
  SESSION_ANSWER_PATH,
} from '#shared/contracts/page-boot.contract';
import { firstRequestsOf, thenRequestsOf } from '#shared/contracts/page-data.contract';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { clientPageData, PAGE_DATA } from '../../../../tests/setup/page-declarations';
import { createTestApp, post, type TestApp } from '../../../../tests/setup/test-app';
import { visitorToday } from './first-answers';

/** The routes of the pages under test and their first data's names, as routes.json gives them. */
const PAGES: Record<string, string> = {
  '/dashboard': 'dashboard',
  '/log': 'dailyLog',
  '/meal-planning': 'mealPlanning',
  '/labs/:id': 'labReport',
  '/trends': 'trends',
  '/notifications': 'notifications',
  '/medications': 'medicineCabinet',
  '/safety/cabinet': 'medicineCabinet',
  // Second rounds (thenRequests): asked after the frame, and after the profile.
  '/dashboard/reminders': 'reminders',
  '/profile': 'profile',
};

function answersIn(html: string): Record<string, unknown> | null {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as { answers: Record<string, unknown> }).answers : null;
}

/** The second round as the server reads it: from the first round's answers alone. */
function firstRoundOf(
  answers: Record<string, unknown> | null,
  requests: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers ?? {}).filter(([url]) => requests.includes(url)),
  );
}

let dir: string;
let t: TestApp;
let memberA: { cookie: string; id: string };
let memberB: { cookie: string; id: string };
let labOfA: string;
let planOfA: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wellnest-first-answers-app-'));
  writeFileSync(
    join(dir, 'routes.json'),
    JSON.stringify({
      known: Object.keys(PAGES).filter((path) => !path.includes(':')),
      knownPrefixes: ['/labs/'],
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
  memberA = await newUserWithId(t.app, 'first-answers-a');
  memberB = await newUserWithId(t.app, 'first-answers-b');
  await makePaid(t.testDb.database, memberA.id);
  await makePaid(t.testDb.database, memberB.id);
  const medicine = await post(
    t.app,
    '/api/medications',
    { name: 'Warfarin', dosage: '5 mg' },
    memberA.cookie,
  );
  expect(medicine.statusCode).toBe(201);
  const lab = await post(
    t.app,
    '/api/labs',
    {
      test_type: 'blood',
      biomarkers: [{ name: 'Glucose', value: 230, unit: 'mg/dL', specimen: 'blood' }],
    },
    memberA.cookie,
  );
  expect(lab.statusCode).toBe(201);
  labOfA = (lab.json() as { id: string }).id;
  const plan = await post(t.app, '/api/meal-plans', { days: 2, energy_kcal: 2000 }, memberA.cookie);
  expect(plan.statusCode).toBe(201);
  planOfA = (plan.json() as { id: string }).id;
});

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The page's address and its declared requests for a member today (no time zone cookie: UTC). */
function visitOf(route: string, labId: string) {
  const params: Record<string, string> = route.includes(':id') ? { id: labId } : {};
  const path = route.replace(':id', encodeURIComponent(labId));
  const date = visitorToday(undefined, new Date());
  const data = PAGE_DATA[PAGES[route]!];
  return {
    path,
    requests: firstRequestsOf(data, { params, date }),
    /** The second round, from the first answers (an empty list for most pages). */
    then: (answers: Record<string, unknown>) => thenRequestsOf(data, { params, date }, answers),
  };
}

describe('the pages a member opens every day carry their first answers', () => {
  it.each(Object.keys(PAGES))(
    '%s: every declared request, answered for the member',
    async (route) => {
      const { path, requests, then } = visitOf(route, labOfA);
      const response = await open(path, memberA.cookie);
      expect(response.statusCode).toBe(200);
      const answers = answersIn(response.body);
      const expected = [SESSION_ANSWER_PATH, ...requests, ...then(firstRoundOf(answers, requests))];
      expect(Object.keys(answers ?? {}).sort()).toEqual(expected.sort());
      expect(answers?.[SESSION_ANSWER_PATH]).toMatchObject({ user: { id: memberA.id } });
      expect(response.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('/meal-planning also carries the plan it shows: the newest, or the one its address names', async () => {
    const plan = `/api/meal-plans/${planOfA}`;
    const newest = answersIn((await open('/meal-planning', memberA.cookie)).body);
    expect(newest?.[plan]).toMatchObject({ id: planOfA });
    const named = answersIn((await open(`/meal-planning?plan=${planOfA}`, memberA.cookie)).body);
    expect(named?.[plan]).toMatchObject({ id: planOfA });
    // Another member's plan named in the address: its 404 is left for the page to show.
    const other = answersIn((await open(`/meal-planning?plan=${planOfA}`, memberB.cookie)).body);
    expect(Object.keys(other ?? {})).not.toContain(plan);
    expect(JSON.stringify(other)).not.toContain(planOfA);
  });

  it.each(Object.keys(PAGES))('%s: nothing for a visitor without a session', async (route) => {
    const { path } = visitOf(route, labOfA);
    for (const cookie of [undefined, 'wellnest.session_token=not-a-session.sig']) {
      const response = await open(path, cookie);
      expect(response.statusCode).toBe(200);
      expect(answersIn(response.body)).toBeNull();
      expect(response.body).not.toContain('Warfarin');
    }
  });

  it.each(Object.keys(PAGES))(
    "%s: member B's page never carries member A's rows",
    async (route) => {
      // B opens the same address A would, A's lab id included: it answers 404 and is left out.
      const { path, requests, then } = visitOf(route, labOfA);
      const response = await open(path, memberB.cookie);
      const answers = answersIn(response.body);
      expect(answers?.[SESSION_ANSWER_PATH]).toMatchObject({ user: { id: memberB.id } });
      const first = requests.filter((url) => !url.startsWith('/api/labs/'));
      const expected = [...first, ...then(firstRoundOf(answers, first))];
      expect(Object.keys(answers ?? {}).sort()).toEqual([SESSION_ANSWER_PATH, ...expected].sort());
      expect(response.body).not.toContain(memberA.id);
      expect(response.body).not.toContain(labOfA);
      expect(response.body).not.toContain('Warfarin');
    },
  );
});
