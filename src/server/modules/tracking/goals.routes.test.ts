import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_MESSAGES } from '#shared/contracts/tracking.contract';
import { get, patch, post, put, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import { createTrackingTestApp, remove, validationError } from './tracking-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTrackingTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('goals', () => {
  it('derives measurable goals from the profile once (idempotent) and measures them', async () => {
    const { cookie } = await newUserWithId(t.app, 'goals');
    const profile = await patch(
      t.app,
      '/api/profile',
      {
        health_goals: {
          primary: ['Better sleep', 'Lose weight', 'Quit smoking'],
          specificTargets: { sleepTarget: 7.5 },
        },
      },
      cookie,
    );
    expect(profile.statusCode).toBe(200);
    // Sleep: 5 of the last 7 nights reach 7.5 h.
    const nights: [string, number][] = [
      ['2026-11-15', 7.5],
      ['2026-11-16', 8],
      ['2026-11-17', 6],
      ['2026-11-18', 7.5],
      ['2026-11-19', 9],
      ['2026-11-20', 7.75],
      ['2026-11-14', 9],
    ];
    for (const [day, hours] of nights)
      await put(t.app, `/api/daily-log/${day}`, { sleep_hours: hours }, cookie);

    const synced = await post(t.app, '/api/goals/sync-profile', {}, cookie);
    expect(synced.statusCode).toBe(200);
    const body = synced.json();
    expect(body.created.map((g: { profile_goal: string }) => g.profile_goal)).toEqual([
      'Better sleep',
      'Quit smoking',
    ]);
    expect(body.skipped).toEqual([
      { profile_goal: 'Lose weight', reason: expect.stringContaining('target weight') },
    ]);
    const sleep = body.goals.find((g: { metric: string }) => g.metric === 'sleep_hours');
    expect(sleep).toMatchObject({
      source: 'profile',
      title: 'Sleep at least 7.5 hours a night',
      target_value: 7.5,
      direction: 'at_least',
      period: 'day',
      progress: {
        window_days: 7,
        days_met: 5,
        days_logged: 6,
        percent: 71,
        is_met: false,
        summary: '5 of the last 7 nights reached at least 7.5 hours',
      },
    });
    const smoking = body.goals.find(
      (g: { profile_goal: string }) => g.profile_goal === 'Quit smoking',
    );
    expect(smoking).toMatchObject({ metric: 'custom', target_value: null, progress: null });

    const again = (await post(t.app, '/api/goals/sync-profile', {}, cookie)).json();
    expect(again.created).toEqual([]);
    expect(again.goals).toHaveLength(2);
    expect((await get(t.app, '/api/goals', cookie)).json().goals).toHaveLength(2);
  });

  it('adds, updates and deletes a goal of the user\u2019s own', async () => {
    const { cookie } = await newUserWithId(t.app, 'goals');
    await put(t.app, '/api/daily-log/2026-11-21', { water_glasses: 5 }, cookie);
    await put(t.app, '/api/daily-log/2026-11-20', { water_glasses: 9 }, cookie);
    const created = await post(
      t.app,
      '/api/goals',
      {
        title: 'Water every day',
        metric: 'water_glasses',
        target_value: 8,
        unit: 'glasses',
        period: 'week',
      },
      cookie,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      source: 'custom',
      status: 'active',
      progress: {
        current_value: 14,
        is_met: true,
        percent: 100,
        summary: '14 glasses in the last 7 days (target: at least 8 glasses)',
      },
    });
    const id = created.json().id;
    const raised = await patch(
      t.app,
      `/api/goals/${id}`,
      { target_value: 28, status: 'active' },
      cookie,
    );
    expect(raised.json()).toMatchObject({
      target_value: 28,
      progress: { is_met: false, percent: 50 },
    });
    const done = await patch(t.app, `/api/goals/${id}`, { status: 'completed' }, cookie);
    expect(done.json().status).toBe('completed');

    const own = await post(
      t.app,
      '/api/goals',
      { title: 'Walk 10k steps', target_value: 10000, current_value: 7500, unit: 'steps' },
      cookie,
    );
    expect(own.json()).toMatchObject({
      metric: 'custom',
      progress: { current_value: 7500, percent: 75, is_met: false },
    });
    expect((await remove(t, `/api/goals/${id}`, cookie)).statusCode).toBe(204);
    expect((await remove(t, `/api/goals/${id}`, cookie)).statusCode).toBe(404);
    expect((await get(t.app, '/api/goals', cookie)).json().goals).toHaveLength(1);
  });

  it('refuses a tracked goal without a target, bad values, and an owner in the body', async () => {
    const owner = await newUserWithId(t.app, 'goals');
    const other = await newUserWithId(t.app, 'goals');
    const noTarget = await post(
      t.app,
      '/api/goals',
      { title: 'Sleep', metric: 'sleep_hours' },
      owner.cookie,
    );
    expect(noTarget.json()).toEqual(validationError(TRACKING_MESSAGES.goalTarget));
    expect((await post(t.app, '/api/goals', { title: '' }, owner.cookie)).json()).toEqual(
      validationError(TRACKING_MESSAGES.goalTitle),
    );
    expect(
      (await post(t.app, '/api/goals', { title: 'X', target_value: -1 }, owner.cookie)).statusCode,
    ).toBe(400);
    for (const extra of [{ user_id: other.id }, { source: 'profile' }, { plan: 'wellness_plus' }])
      expect(
        (await post(t.app, '/api/goals', { title: 'Mine', ...extra }, owner.cookie)).statusCode,
      ).toBe(400);
    const id = (
      await post(
        t.app,
        '/api/goals',
        { title: 'Mood', metric: 'mood', target_value: 4 },
        owner.cookie,
      )
    ).json().id;
    expect(
      (await patch(t.app, `/api/goals/${id}`, { target_value: null }, owner.cookie)).json(),
    ).toEqual(validationError(TRACKING_MESSAGES.goalTarget));
    expect(
      (await patch(t.app, `/api/goals/${id}`, { user_id: other.id }, owner.cookie)).statusCode,
    ).toBe(400);
    expect((await get(t.app, '/api/goals', other.cookie)).json().goals).toEqual([]);
    expect((await get(t.app, '/api/goals', owner.cookie)).json().goals).toHaveLength(1);
  });
});
