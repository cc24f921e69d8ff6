/**
 * The daily log, trends and the cabinet's safety answer are kept per user between reads (ADR 025).
 * Each test reads first, so the answer is cached, then writes, then reads again: the second read
 * must show the write, whether it came through the API or straight into the database (as another
 * process's write would, heard through the change feed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, put, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import { seeder } from '../../../../tests/setup/tracked-data-seeder';
import { createTrackingTestApp, putEmpty, remove, TODAY } from './tracking-test-kit';

const YESTERDAY = '2026-11-20';

let t: TestApp;
beforeAll(async () => {
  t = await createTrackingTestApp();
});
afterAll(async () => {
  await t?.close();
});

const dailyLog = async (cookie: string, date = TODAY) =>
  (await get(t.app, `/api/daily-log/${date}`, cookie)).json();
const trendDay = async (cookie: string, date: string) => {
  const response = await get(t.app, `/api/trends?days=7&today=${TODAY}`, cookie);
  expect(response.statusCode).toBe(200);
  return (response.json().days as { date: string }[]).find((day) => day.date === date);
};
/** A write made outside this process's requests: the app hears of it through the change feed. */
const settled = () => t.testDb.database.changes.settled();

describe('the daily log read after a write', () => {
  it('shows each tracker written through the API since the cached read', async () => {
    const { cookie } = await newUserWithId(t.app, 'cache-day');
    expect(await dailyLog(cookie)).toMatchObject({ mood: null, habits: [], medications: [] });
    expect(await dailyLog(cookie)).toMatchObject({ mood: null });

    await put(t.app, `/api/mood/${TODAY}`, { mood: 4, energy: 2 }, cookie);
    expect((await dailyLog(cookie)).mood).toMatchObject({ mood: 4, energy: 2 });
    await put(t.app, `/api/mood/${TODAY}`, { mood: 2, energy: 5 }, cookie);
    expect((await dailyLog(cookie)).mood).toMatchObject({ mood: 2, energy: 5 });

    await put(t.app, `/api/daily-log/${TODAY}`, { sleep_hours: 7.5 }, cookie);
    expect((await dailyLog(cookie)).sleep_hours).toBe(7.5);

    const medicine = (await post(t.app, '/api/medications', { name: 'Metformin' }, cookie)).json();
    expect((await dailyLog(cookie)).medications).toMatchObject([{ name: 'Metformin' }]);

    const habit = (await post(t.app, '/api/habits', { name: 'Walk' }, cookie)).json();
    expect((await dailyLog(cookie)).habits).toMatchObject([{ name: 'Walk', done: false }]);
    await putEmpty(t, `/api/habits/${habit.id}/check-ins/${TODAY}`, cookie);
    expect((await dailyLog(cookie)).habits).toMatchObject([{ name: 'Walk', done: true }]);

    await post(
      t.app,
      '/api/symptoms',
      { name: 'Headache', severity: 4, occurred_at: `${TODAY}T10:00:00Z`, note: null },
      cookie,
    );
    expect((await dailyLog(cookie)).symptoms).toMatchObject([{ name: 'Headache' }]);

    await remove(t, `/api/medications/${medicine.id}`, cookie);
    expect((await dailyLog(cookie)).medications).toEqual([]);
    await remove(t, `/api/mood/${TODAY}`, cookie);
    expect((await dailyLog(cookie)).mood).toBeNull();
  });

  it('shows a write made straight into the database, once the change feed delivered it', async () => {
    const user = await newUserWithId(t.app, 'cache-day-feed');
    expect((await dailyLog(user.cookie, YESTERDAY)).mood).toBeNull();
    await seeder(t.testDb.database, user.id).mood(YESTERDAY, 5, 4);
    await settled();
    expect((await dailyLog(user.cookie, YESTERDAY)).mood).toMatchObject({ mood: 5, energy: 4 });
  });

  it('keeps one user\u2019s cached day from another user', async () => {
    const a = await newUserWithId(t.app, 'cache-day-a');
    const b = await newUserWithId(t.app, 'cache-day-b');
    await put(t.app, `/api/mood/${TODAY}`, { mood: 5, energy: 5 }, a.cookie);
    expect((await dailyLog(a.cookie)).mood).toMatchObject({ mood: 5 });
    expect((await dailyLog(b.cookie)).mood).toBeNull();
  });
});

describe('trends read after a write', () => {
  it('shows a mood saved through the API and a log written straight into the database', async () => {
    const user = await newUserWithId(t.app, 'cache-trends');
    expect(await trendDay(user.cookie, TODAY)).toMatchObject({ mood: null, sleep_hours: null });

    await put(t.app, `/api/mood/${TODAY}`, { mood: 3, energy: 4 }, user.cookie);
    expect(await trendDay(user.cookie, TODAY)).toMatchObject({ mood: 3, energy: 4 });

    await seeder(t.testDb.database, user.id).log(YESTERDAY, { sleep: 6, water: 8 });
    await settled();
    expect(await trendDay(user.cookie, YESTERDAY)).toMatchObject({
      sleep_hours: 6,
      water_glasses: 8,
    });
  });
});

describe('the cabinet\u2019s safety read after a write', () => {
  it('follows medicines added and removed since the cached read', async () => {
    const { cookie } = await newUserWithId(t.app, 'cache-safety');
    const safety = async () => (await get(t.app, '/api/medications/safety', cookie)).json();
    expect(await safety()).toMatchObject({ status: 'none', medication_count: 0 });
    expect(await safety()).toMatchObject({ status: 'none' });

    const medicine = (await post(t.app, '/api/medications', { name: 'Warfarin' }, cookie)).json();
    // Analysed about a second later: pending until then (or analysed on the spot), never 'none'.
    expect((await safety()).status).not.toBe('none');

    await remove(t, `/api/medications/${medicine.id}`, cookie);
    expect(await safety()).toMatchObject({ status: 'none', medication_count: 0 });
  });
});
