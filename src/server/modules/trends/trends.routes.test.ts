import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import { seeder } from '../../../../tests/setup/tracked-data-seeder';

const TODAY = '2026-03-31';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('no session: the trends read needs a session', () => {
  it('answers 401 without a cookie and with a forged one', async () => {
    for (const cookie of [undefined, 'wellnest.session_token=forged.value']) {
      const response = await get(t.app, '/api/trends', cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });
});

describe('GET /api/trends', () => {
  it('answers every series per day, null where nothing was logged (never 0 for missing)', async () => {
    const user = await newUserWithId(t.app, 'trends');
    const seed = seeder(t.testDb.database, user.id);
    const medicine = await seed.medicine('metformin');
    const walk = await seed.habit('Walk', '2026-03-01');
    await seed.mood('2026-03-29', 4, 3, ['walk']);
    await seed.log('2026-03-29', {
      sleep: 7.5,
      water: 6,
      doses: [
        { medication_id: medicine, status: 'taken' },
        { medication_id: medicine, status: 'skipped' },
      ],
    });
    await seed.checkIn(walk, '2026-03-29');
    await seed.symptom('2026-03-31', 'Headache', 6);
    await seed.symptom('2026-03-31', 'Nausea', 3);

    const response = await get(t.app, `/api/trends?days=7&today=${TODAY}`, user.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      window_days: 7,
      from: '2026-03-25',
      to: TODAY,
      days_with_data: 2,
    });
    expect(body.days).toHaveLength(7);
    const byDate = Object.fromEntries(body.days.map((d: { date: string }) => [d.date, d]));
    expect(byDate['2026-03-29']).toEqual({
      date: '2026-03-29',
      mood: 4,
      energy: 3,
      sleep_hours: 7.5,
      water_glasses: 6,
      symptom_count: 0,
      symptom_max_severity: null,
      habit_completion: 1,
      medicines_taken_ratio: 0.5,
    });
    // A day with nothing tracked is null everywhere.
    expect(Object.values(byDate['2026-03-30']).filter((v) => v !== null)).toEqual(['2026-03-30']);
    expect(byDate['2026-03-31']).toMatchObject({
      mood: null,
      symptom_count: 2,
      symptom_max_severity: 6,
      habit_completion: 0,
    });
    expect(body.summary.mood).toEqual({ average: 4, days_with_data: 1 });
    expect(body.summary.symptom_count).toEqual({ average: 1, days_with_data: 2 });
  });

  it('accepts 7, 30 and 90 days only', async () => {
    const user = await newUserWithId(t.app, 'trends-window');
    for (const days of ['7', '30', '90'])
      expect((await get(t.app, `/api/trends?days=${days}`, user.cookie)).json().days).toHaveLength(
        Number(days),
      );
    const bad = await get(t.app, '/api/trends?days=14', user.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'days must be 7, 30 or 90' });
    expect((await get(t.app, '/api/trends?today=2026-02-30', user.cookie)).statusCode).toBe(400);
  });

  it('never shows another user’s rows', async () => {
    const owner = await newUserWithId(t.app, 'trends-owner');
    const other = await newUserWithId(t.app, 'trends-other');
    await seeder(t.testDb.database, owner.id).mood(TODAY, 5);
    const body = (await get(t.app, `/api/trends?days=7&today=${TODAY}`, other.cookie)).json();
    expect(body.days_with_data).toBe(0);
  });
});
