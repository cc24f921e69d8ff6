import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { lastDays, seeder } from '../../../../tests/setup/tracked-data-seeder';

const TODAY = '2026-03-31';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('no session: the patterns read needs a session', () => {
  it('answers 401 without a cookie and with a forged one', async () => {
    for (const cookie of [undefined, 'wellnest.session_token=forged.value']) {
      const response = await get(t.app, '/api/insights/patterns', cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });
});

describe('GET /api/insights/patterns (paid)', () => {
  it('answers 403 PLAN_REQUIRED to a free user', async () => {
    const user = await newUserWithId(t.app, 'patterns-free');
    const response = await get(t.app, '/api/insights/patterns', user.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PLAN_REQUIRED', feature: 'pattern_insights' });
  });

  it('finds a habit’s effect on mood with its day counts in plain words', async () => {
    const user = await newUserWithId(t.app, 'patterns');
    await makePaid(t.testDb.database, user.id);
    const seed = seeder(t.testDb.database, user.id);
    const walk = await seed.habit('Walk', '2026-03-01');
    const days = lastDays(TODAY, 14);
    for (const [i, date] of days.entries()) {
      const walked = i % 2 === 0;
      await seed.mood(date, walked ? (i % 4 === 0 ? 5 : 4) : i % 4 === 1 ? 3 : 2, 3);
      if (walked) await seed.checkIn(walk, date);
    }
    const response = await get(t.app, `/api/insights/patterns?today=${TODAY}`, user.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.min_days_per_group).toBe(3);
    expect(body.days_analysed).toBe(14);
    const pattern = body.patterns.find((p: { factor: string }) => p.factor === `habit:${walk}`);
    expect(pattern).toMatchObject({
      outcome: 'mood',
      effect: 2,
      days_with: 7,
      days_without: 7,
      direction: 'higher',
    });
    expect(pattern.summary).toBe(
      'On days you checked off "Walk", your mood averaged 2.0 points higher (4.6 vs 2.6; 7 days with, 7 without).',
    );
    // Energy was the same every day: no energy pattern.
    expect(body.patterns.some((p: { outcome: string }) => p.outcome === 'energy')).toBe(false);
    for (const key of ['factor', 'outcome', 'effect', 'days_with', 'days_without'])
      expect(pattern).toHaveProperty(key);
  });

  it('shows nothing with 2 days with and 10 without the factor', async () => {
    const user = await newUserWithId(t.app, 'patterns-thin');
    await makePaid(t.testDb.database, user.id);
    const seed = seeder(t.testDb.database, user.id);
    const walk = await seed.habit('Walk', '2026-03-01');
    for (const [i, date] of lastDays(TODAY, 12).entries()) {
      await seed.mood(date, i < 2 ? 5 : 2, 3);
      if (i < 2) await seed.checkIn(walk, date);
    }
    const body = (await get(t.app, `/api/insights/patterns?today=${TODAY}`, user.cookie)).json();
    expect(body.patterns.filter((p: { factor: string }) => p.factor === `habit:${walk}`)).toEqual(
      [],
    );
  });
});
