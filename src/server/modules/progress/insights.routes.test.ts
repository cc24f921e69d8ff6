import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WELLNESS_SCORE } from '#shared/domain/action-plan';
import { createTestApp, get, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { lastDays, seeder } from './progress.test-helpers';

const TODAY = '2026-03-31';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('no session: every progress read needs a session', () => {
  it('answers 401 without a cookie and with a forged one', async () => {
    for (const url of [
      '/api/trends',
      '/api/insights/patterns',
      '/api/wellness-score',
      '/api/action-plans',
      '/api/reminders',
      '/api/notifications',
      '/api/reports/weekly',
      '/api/reports/weekly/pdf',
    ])
      for (const cookie of [undefined, 'wellnest.session_token=forged.value']) {
        const response = await get(t.app, url, cookie);
        expect(response.statusCode, url).toBe(401);
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
