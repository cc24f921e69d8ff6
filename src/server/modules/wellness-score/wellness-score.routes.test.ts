import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WELLNESS_SCORE } from '#shared/domain/action-plan';
import { createTestApp, get, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import { lastDays, seeder } from '../../../../tests/setup/tracked-data-seeder';

const TODAY = '2026-03-31';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('no session: the score read needs a session', () => {
  it('answers 401 without a cookie and with a forged one', async () => {
    for (const cookie of [undefined, 'wellnest.session_token=forged.value']) {
      const response = await get(t.app, '/api/wellness-score', cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });
});

describe('GET /api/wellness-score', () => {
  it('is the flagged default 78 without any data', async () => {
    const user = await newUserWithId(t.app, 'score-empty');
    const body = (await get(t.app, `/api/wellness-score?today=${TODAY}`, user.cookie)).json();
    expect(body).toMatchObject({
      score: DEFAULT_WELLNESS_SCORE,
      is_default: true,
      parts: [],
      days_of_data: 0,
    });
  });

  it('is computed from the user’s data with its parts and the days used', async () => {
    const user = await newUserWithId(t.app, 'score');
    const seed = seeder(t.testDb.database, user.id);
    for (const date of lastDays(TODAY, 3)) {
      await seed.mood(date, 5, 5);
      await seed.log(date, { sleep: 8 });
    }
    const body = (await get(t.app, `/api/wellness-score?today=${TODAY}`, user.cookie)).json();
    expect(body.is_default).toBe(false);
    expect(body.days_of_data).toBe(3);
    expect(body.parts.map((p: { key: string }) => p.key)).toEqual(['sleep', 'mood', 'symptoms']);
    expect(body.score).toBe(100);
  });
});
