import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNAUTHORIZED_BODY } from '#server/plugins/session';
import { makePaid, newUserWithId, tableRows } from '../../../../tests/setup/billing';
import {
  createTestApp,
  createSignedInUser,
  get,
  patch,
  post,
  put,
  TEST_ORIGIN,
  type TestApp,
} from '../../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = '2026-03-10';
const summaryOf = async (cookie: string, date = DAY) => {
  const response = await get(t.app, `/api/dashboard/summary?date=${date}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  // A member's own data: never kept by a shared cache.
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.json();
};

/** Each part of the summary and the route whose answer it is. */
const PART_ROUTES = {
  profile: '/api/profile',
  preferences: '/api/preferences',
  subscription: '/api/subscription',
  daily_log: `/api/daily-log/${DAY}`,
  safety: '/api/medications/safety',
  safety_summary: '/api/safety/summary',
  labs: '/api/labs',
  disclaimer_acknowledgement: '/api/disclaimer/acknowledgement',
  notifications: '/api/notifications',
} as const;

/** Waits for the cabinet's background safety analysis (about a second after a change). */
async function analysed(cookie: string): Promise<void> {
  await vi.waitFor(
    async () =>
      expect((await get(t.app, '/api/medications/safety', cookie)).json().status).not.toBe(
        'pending',
      ),
    { timeout: 15_000, interval: 200 },
  );
}

describe('GET /api/dashboard/summary', () => {
  it('needs a session and a calendar date', async () => {
    const visitor = await get(t.app, `/api/dashboard/summary?date=${DAY}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(UNAUTHORIZED_BODY);
    const { cookie } = await createSignedInUser(t.app, 'summary-dates@example.com');
    for (const bad of ['', '?date=2026-02-30', '?date=yesterday']) {
      const response = await get(t.app, `/api/dashboard/summary${bad}`, cookie);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String) });
    }
  });

  it("answers each part exactly as that part's own route does, byte for byte", async () => {
    const { cookie } = await createSignedInUser(t.app, 'summary-parts@example.com');
    expect((await put(t.app, `/api/mood/${DAY}`, { mood: 4, energy: 3 }, cookie)).statusCode).toBe(
      200,
    );
    expect(
      (await post(t.app, '/api/medications', { name: 'Warfarin', dosage: '5 mg' }, cookie))
        .statusCode,
    ).toBe(201);
    expect(
      (await post(t.app, '/api/medications', { name: 'Aspirin', dosage: '81 mg' }, cookie))
        .statusCode,
    ).toBe(201);
    await analysed(cookie);
    const summary = await summaryOf(cookie);
    expect(summary.date).toBe(DAY);
    for (const [name, url] of Object.entries(PART_ROUTES)) {
      const own = await get(t.app, url, cookie);
      expect(own.statusCode, name).toBe(200);
      // The part's JSON as the summary sent it is the route's body, key order included.
      expect(JSON.stringify(summary[name]), name).toBe(own.body);
    }
    expect(summary.daily_log.mood).toMatchObject({ mood: 4 });
    expect(summary.safety).toMatchObject({ medication_count: 2 });
    expect(summary.safety.status).not.toBe('pending');
    // No analysed report: no report to show.
    expect(summary.latest_lab_report).toBeNull();
    // A new account has not been through onboarding; the page decides from this at once.
    expect(summary.onboarding_complete).toBe(false);
    expect(
      (await put(t.app, '/api/preferences', { onboarding_completed: true }, cookie)).statusCode,
    ).toBe(200);
    expect((await summaryOf(cookie)).onboarding_complete).toBe(true);
  });

  it('reads the latest lab report as its route does, and audits both lab reads', async () => {
    const member = await newUserWithId(t.app, 'summary-labs');
    await makePaid(t.testDb.database, member.id);
    const created = await post(
      t.app,
      '/api/labs',
      { test_type: 'blood', biomarkers: [{ name: 'Glucose', value: 130, unit: 'mg/dL' }] },
      member.cookie,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    expect((await post(t.app, `/api/labs/${id}/analyze`, {}, member.cookie)).statusCode).toBe(200);
    const audited = () =>
      tableRows(
        t.testDb.database,
        sql`select action, resource_id, user_agent from security_audit_log
          where user_id = ${member.id} and action in ('lab_report_list', 'lab_report_read')
          order by created_at`,
      );
    const before = (await audited()).length;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/summary?date=${DAY}`,
      headers: { cookie: member.cookie, 'user-agent': 'summary-test-agent' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    // The summary's lab reads are in the audit trail as the routes' are, under its request.
    expect((await audited()).slice(before)).toEqual([
      expect.objectContaining({
        action: 'lab_report_list',
        resource_id: null,
        user_agent: 'summary-test-agent',
      }),
      expect.objectContaining({
        action: 'lab_report_read',
        resource_id: id,
        user_agent: 'summary-test-agent',
      }),
    ]);
    expect(summary.latest_lab_report.id).toBe(id);
    expect(JSON.stringify(summary.latest_lab_report)).toBe(
      (await get(t.app, `/api/labs/${id}`, member.cookie)).body,
    );
    expect(JSON.stringify(summary.labs)).toBe((await get(t.app, '/api/labs', member.cookie)).body);
    expect(summary.labs.reports).toHaveLength(1);
  });

  it("needs only what each part's own route needs: a member, no plan feature", () => {
    // The parts are read without their routes' gate: a route of theirs that came to need a plan
    // feature must be gated in the summary too (null for a member without it).
    const declared = t.app.routeAccess.filter(
      (route) =>
        route.method === 'GET' &&
        [...Object.values(PART_ROUTES), '/api/daily-log/:date', '/api/labs/:id'].includes(
          route.url,
        ),
    );
    expect(declared.map((route) => route.url).sort()).toEqual(
      [
        ...Object.values(PART_ROUTES).filter((url) => !url.includes(DAY)),
        '/api/daily-log/:date',
        '/api/labs/:id',
      ].sort(),
    );
    for (const route of declared) {
      expect(route.access, route.url).toBe('user');
      expect(route.feature, route.url).toBeUndefined();
    }
  });

  it('counts onboarding complete when the profile holds every questionnaire part', async () => {
    const { cookie } = await createSignedInUser(t.app, 'summary-onboarded@example.com');
    const patched = await patch(
      t.app,
      '/api/profile',
      {
        personal_info: { age: 41, gender: 'female' },
        medical_history: { noConditions: true },
        symptoms: { noSymptoms: true },
        medications: { none: true },
        dietary_info: { dietType: 'vegetarian' },
        onboarding_progress: { interactionsCompleted: true },
        health_goals: { primary: ['Sleep better'] },
      },
      cookie,
    );
    expect(patched.statusCode, patched.body).toBe(200);
    // No preferences flag was set: the answer comes from the profile itself.
    expect((await summaryOf(cookie)).onboarding_complete).toBe(true);
  });

  it('is kept per user and dropped by the next write', async () => {
    const a = await createSignedInUser(t.app, 'summary-cache-a@example.com');
    const b = await createSignedInUser(t.app, 'summary-cache-b@example.com');
    const before = await summaryOf(a.cookie);
    expect(before.daily_log.mood).toBeNull();
    expect(await summaryOf(a.cookie)).toEqual(before);

    expect(
      (await put(t.app, `/api/mood/${DAY}`, { mood: 2, energy: 2 }, a.cookie)).statusCode,
    ).toBe(200);
    const after = await summaryOf(a.cookie);
    expect(after.daily_log.mood).toMatchObject({ mood: 2 });
    // Another user's summary is their own, whatever is cached for the first.
    const other = await summaryOf(b.cookie);
    expect(other.daily_log.mood).toBeNull();
    expect(other.profile).toEqual((await get(t.app, '/api/profile', b.cookie)).json());
    // Another day is its own entry.
    expect((await summaryOf(a.cookie, '2026-03-11')).daily_log.mood).toBeNull();
  });
});

describe('the summary under the address limit', () => {
  // The summary is one request: its parts are read in process, not asked of their routes, so
  // they count against no address at all.
  const ADDRESS_LIMIT = 6;
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_ADDRESS_PER_MINUTE: String(ADDRESS_LIMIT) });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('counts a summary once against its address, whatever it reads', async () => {
    const { cookie } = await createSignedInUser(limited.app, 'summary-address@example.com');
    const summaryFrom = (address: string) =>
      limited.app.inject({
        method: 'GET',
        url: `/api/dashboard/summary?date=${DAY}`,
        headers: { cookie },
        remoteAddress: address,
      });
    for (let index = 1; index <= ADDRESS_LIMIT; index += 1) {
      // A write from another address first, so each summary is built again from its parts.
      const write = await limited.app.inject({
        method: 'PUT',
        url: `/api/mood/${DAY}`,
        headers: { cookie, origin: TEST_ORIGIN },
        payload: { mood: 1 + (index % 5), energy: 3 },
        remoteAddress: `203.0.113.${index + 10}`,
      });
      expect(write.statusCode, write.body).toBe(200);
      const response = await summaryFrom('203.0.113.1');
      expect(response.statusCode, `summary ${index}`).toBe(200);
      const summary = response.json();
      expect(summary.daily_log.mood, `summary ${index}`).toMatchObject({ mood: 1 + (index % 5) });
      for (const part of Object.keys(PART_ROUTES))
        expect(summary[part], `summary ${index}: ${part}`).not.toBeNull();
    }
    expect((await summaryFrom('203.0.113.1')).statusCode).toBe(429);
  });
});
