import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_MESSAGES } from '#shared/contracts/tracking.contract';
import { DATE_MESSAGE, FUTURE_DATE_MESSAGE } from '#shared/domain/dates';
import { get, patch, post, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import { createTrackingTestApp, putEmpty, remove, validationError } from './tracking-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTrackingTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function newHabit(
  cookie: string,
  body: Record<string, unknown> = { name: 'Walk 20 minutes' },
) {
  const response = await post(t.app, '/api/habits', body, cookie);
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

describe('habits and streaks', () => {
  it('adds a daily habit and counts its streak as days are checked off', async () => {
    const { cookie } = await newUserWithId(t.app, 'habits');
    const id = await newHabit(cookie);
    for (const day of ['2026-11-17', '2026-11-19', '2026-11-20'])
      expect((await putEmpty(t, `/api/habits/${id}/check-ins/${day}`, cookie)).statusCode).toBe(
        200,
      );

    // Today (21st) not done yet: the streak still runs from yesterday.
    let [habit] = (await get(t.app, '/api/habits', cookie)).json().habits;
    expect(habit).toMatchObject({
      schedule: 'daily',
      streak_unit: 'days',
      current_streak: 2,
      best_streak: 2,
      done_today: false,
      week_count: 3,
      week_target: 7,
    });

    habit = (await putEmpty(t, `/api/habits/${id}/check-ins/2026-11-21`, cookie)).json();
    expect(habit).toMatchObject({ current_streak: 3, best_streak: 3, done_today: true });
    // Checking the same day again changes nothing.
    habit = (await putEmpty(t, `/api/habits/${id}/check-ins/2026-11-21`, cookie)).json();
    expect(habit).toMatchObject({ current_streak: 3, week_count: 4 });

    habit = (await remove(t, `/api/habits/${id}/check-ins/2026-11-21`, cookie)).json();
    expect(habit).toMatchObject({ current_streak: 2, done_today: false });

    const dates = (
      await get(t.app, `/api/habits/${id}/check-ins?from=2026-11-18&to=2026-11-30`, cookie)
    ).json();
    expect(dates).toEqual({
      habit_id: id,
      from: '2026-11-18',
      to: '2026-11-30',
      dates: ['2026-11-19', '2026-11-20'],
    });
  });

  it('uses the client\u2019s today when it sends one, within a day of UTC', async () => {
    const { cookie } = await newUserWithId(t.app, 'habits');
    const id = await newHabit(cookie);
    await putEmpty(t, `/api/habits/${id}/check-ins/2026-11-22`, cookie);
    const ahead = (await get(t.app, '/api/habits?today=2026-11-22', cookie)).json();
    expect(ahead).toMatchObject({
      today: '2026-11-22',
      habits: [{ current_streak: 1, done_today: true }],
    });
    const utc = (await get(t.app, '/api/habits', cookie)).json();
    expect(utc).toMatchObject({
      today: '2026-11-21',
      habits: [{ current_streak: 0, done_today: false }],
    });
    expect((await get(t.app, '/api/habits?today=2026-11-25', cookie)).statusCode).toBe(400);
  });

  it('counts weeks for an N-times-a-week habit', async () => {
    const { cookie } = await newUserWithId(t.app, 'habits');
    const id = await newHabit(cookie, { name: 'Swim', schedule: 'weekly', times_per_week: 2 });
    for (const day of ['2026-11-03', '2026-11-05', '2026-11-09', '2026-11-14', '2026-11-16'])
      await putEmpty(t, `/api/habits/${id}/check-ins/${day}`, cookie);
    const [habit] = (await get(t.app, '/api/habits', cookie)).json().habits;
    // Two met weeks; this week (1 of 2 so far) is still in progress and does not break it.
    expect(habit).toMatchObject({
      schedule: 'weekly',
      times_per_week: 2,
      streak_unit: 'weeks',
      current_streak: 2,
      best_streak: 2,
      week_count: 1,
      week_target: 2,
    });
  });

  it('renames, archives and deletes a habit', async () => {
    const { cookie } = await newUserWithId(t.app, 'habits');
    const id = await newHabit(cookie);
    await putEmpty(t, `/api/habits/${id}/check-ins/2026-11-20`, cookie);
    const renamed = await patch(
      t.app,
      `/api/habits/${id}`,
      { name: 'Walk 30 minutes', schedule: 'weekly', times_per_week: 3 },
      cookie,
    );
    expect(renamed.json()).toMatchObject({
      name: 'Walk 30 minutes',
      schedule: 'weekly',
      times_per_week: 3,
    });
    const archived = await patch(t.app, `/api/habits/${id}`, { archived: true }, cookie);
    expect(archived.json().archived_at).toEqual(expect.any(String));
    expect((await get(t.app, '/api/habits', cookie)).json().habits).toEqual([]);
    const all = (await get(t.app, '/api/habits?include_archived=true', cookie)).json().habits;
    expect(all.map((h: { id: string }) => h.id)).toEqual([id]);
    expect((await remove(t, `/api/habits/${id}`, cookie)).statusCode).toBe(204);
    expect((await get(t.app, `/api/habits/${id}/check-ins`, cookie)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear message', async () => {
    const { cookie } = await newUserWithId(t.app, 'habits');
    const weeklyWithoutCount = await post(
      t.app,
      '/api/habits',
      { name: 'Yoga', schedule: 'weekly' },
      cookie,
    );
    expect(weeklyWithoutCount.json()).toEqual(validationError(TRACKING_MESSAGES.timesPerWeek));
    const eight = await post(
      t.app,
      '/api/habits',
      { name: 'Yoga', schedule: 'weekly', times_per_week: 8 },
      cookie,
    );
    expect(eight.json()).toEqual(validationError(TRACKING_MESSAGES.timesPerWeek));
    expect((await post(t.app, '/api/habits', { name: '' }, cookie)).json()).toEqual(
      validationError(TRACKING_MESSAGES.habitName),
    );
    const id = await newHabit(cookie);
    const toWeekly = await patch(t.app, `/api/habits/${id}`, { schedule: 'weekly' }, cookie);
    expect(toWeekly.json()).toEqual(validationError(TRACKING_MESSAGES.timesPerWeek));
    expect((await putEmpty(t, `/api/habits/${id}/check-ins/2026-02-30`, cookie)).json()).toEqual(
      validationError(DATE_MESSAGE),
    );
    expect((await putEmpty(t, `/api/habits/${id}/check-ins/2026-11-23`, cookie)).json()).toEqual(
      validationError(FUTURE_DATE_MESSAGE),
    );
    expect((await get(t.app, `/api/habits/${id}/check-ins`, cookie)).json().dates).toEqual([]);
  });

  it('refuses an owner, id or plan in the body and keeps the caller as owner', async () => {
    const owner = await newUserWithId(t.app, 'habits');
    const other = await newUserWithId(t.app, 'habits');
    for (const extra of [
      { user_id: other.id },
      { id: '00000000-0000-4000-8000-000000000000' },
      { plan: 'wellness_plus' },
    ])
      expect(
        (await post(t.app, '/api/habits', { name: 'Read', ...extra }, owner.cookie)).statusCode,
      ).toBe(400);
    const id = await newHabit(owner.cookie);
    expect(
      (await patch(t.app, `/api/habits/${id}`, { user_id: other.id }, owner.cookie)).statusCode,
    ).toBe(400);
    expect((await get(t.app, '/api/habits', other.cookie)).json().habits).toEqual([]);
    expect((await get(t.app, '/api/habits', owner.cookie)).json().habits).toHaveLength(1);
  });
});
