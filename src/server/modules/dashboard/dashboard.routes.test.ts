import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAUTHORIZED_BODY } from '#server/plugins/session';
import {
  createTestApp,
  createSignedInUser,
  get,
  patch,
  post,
  put,
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
  return response.json();
};

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

  it("answers each part exactly as that part's own route does", async () => {
    const { cookie } = await createSignedInUser(t.app, 'summary-parts@example.com');
    expect((await put(t.app, `/api/mood/${DAY}`, { mood: 4, energy: 3 }, cookie)).statusCode).toBe(
      200,
    );
    expect(
      (await post(t.app, '/api/medications', { name: 'Warfarin', dosage: '5 mg' }, cookie))
        .statusCode,
    ).toBe(201);
    const summary = await summaryOf(cookie);
    const own = async (url: string) => {
      const response = await get(t.app, url, cookie);
      return response.statusCode === 200 ? response.json() : null;
    };
    expect(summary.date).toBe(DAY);
    expect(summary.profile).toEqual(await own('/api/profile'));
    expect(summary.preferences).toEqual(await own('/api/preferences'));
    expect(summary.subscription).toEqual(await own('/api/subscription'));
    expect(summary.daily_log).toEqual(await own(`/api/daily-log/${DAY}`));
    expect(summary.daily_log.mood).toMatchObject({ mood: 4 });
    expect(summary.disclaimer_acknowledgement).toEqual(
      await own('/api/disclaimer/acknowledgement'),
    );
    expect(summary.notifications).toEqual(await own('/api/notifications'));
    expect(summary.safety).toMatchObject({ medication_count: 1 });
    // A free plan's lab list is refused by its route: the part is null, not an error.
    expect(summary.labs).toEqual(await own('/api/labs'));
    // A new account has not been through onboarding; the page decides from this at once.
    expect(summary.onboarding_complete).toBe(false);
    expect(
      (await put(t.app, '/api/preferences', { onboarding_completed: true }, cookie)).statusCode,
    ).toBe(200);
    expect((await summaryOf(cookie)).onboarding_complete).toBe(true);
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
  // About ten requests a summary (the summary and each part it asks): three members' summaries
  // fit one address's minute, and so does each member's on their own address.
  const ADDRESS_LIMIT = 25;
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_ADDRESS_PER_MINUTE: String(ADDRESS_LIMIT) });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("counts the parts it asks against the member's own address, not the server's", async () => {
    // Four members on four addresses: were the parts counted against one address (the server's
    // own, as in-process requests are by default), the fourth summary's parts would answer 429
    // and come back empty.
    for (const index of [1, 2, 3, 4]) {
      const { cookie } = await createSignedInUser(
        limited.app,
        `summary-address-${index}@example.com`,
      );
      const response = await limited.app.inject({
        method: 'GET',
        url: `/api/dashboard/summary?date=${DAY}`,
        headers: { cookie },
        remoteAddress: `203.0.113.${index}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const summary = response.json();
      for (const part of ['profile', 'preferences', 'subscription', 'daily_log', 'safety'])
        expect(summary[part], `member ${index}: ${part}`).not.toBeNull();
    }
  });
});
