import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '#shared/contracts/tracking.contract';
import { addDays } from '#shared/domain/dates';
import { get, post, put, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import { userAchievements } from './achievements.table';
import { runAsUser } from '#server/db/acting-user';
import { writeWindow } from './achievement-rules';
import { createAchievementsRepository } from './achievements.repository';
import { TODAY, createTrackingTestApp, putEmpty, remove } from './tracking-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTrackingTestApp();
});
afterAll(async () => {
  await t?.close();
});

const earnedKeys = (body: { earned: { key: string }[] }) => body.earned.map((a) => a.key).sort();

describe('achievements', () => {
  it('starts with every badge locked, with progress', async () => {
    const { cookie } = await newUserWithId(t.app, 'badges');
    const body = (await get(t.app, '/api/achievements', cookie)).json();
    expect(body.earned).toEqual([]);
    expect(body.locked).toHaveLength(ACHIEVEMENTS.length);
    expect(body.locked.find((a: { key: string }) => a.key === 'checkin_streak_7')).toMatchObject({
      title: 'One week strong',
      progress: { current: 0, target: 7 },
    });
  });

  it('earns the first-log badges once, with an earned_at that never moves', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'badges');
    await put(t.app, `/api/mood/${TODAY}`, { mood: 4, energy: 4 }, cookie);
    const first = (await get(t.app, '/api/achievements', cookie)).json();
    expect(earnedKeys(first)).toEqual(['first_log', 'first_mood_checkin']);
    const earnedAt = first.earned.map((a: { earned_at: string }) => a.earned_at);

    await remove(t, `/api/mood/${TODAY}`, cookie);
    await put(t.app, `/api/mood/${TODAY}`, { mood: 2, energy: 2 }, cookie);
    const later = (await get(t.app, '/api/achievements', cookie)).json();
    expect(earnedKeys(later)).toEqual(['first_log', 'first_mood_checkin']);
    expect(later.earned.map((a: { earned_at: string }) => a.earned_at)).toEqual(earnedAt);
    // Stored once: one row per badge, whatever happened since.
    const rows = await t.testDb.database.db
      .select()
      .from(userAchievements)
      .where(
        and(eq(userAchievements.user_id, id), eq(userAchievements.achievement_key, 'first_log')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.earned_at.toISOString()).toBe(earnedAt[0]);
  });

  it('earns week badges from 7 days in a row: check-ins, a habit, sleep and no symptoms', async () => {
    const { cookie } = await newUserWithId(t.app, 'badges');
    const habit = (await post(t.app, '/api/habits', { name: 'Meditate' }, cookie)).json().id;
    for (let i = 6; i >= 0; i -= 1) {
      const day = addDays(TODAY, -i);
      await putEmpty(t, `/api/habits/${habit}/check-ins/${day}`, cookie);
      await put(t.app, `/api/daily-log/${day}`, { sleep_hours: 7 }, cookie);
    }
    const body = (await get(t.app, '/api/achievements', cookie)).json();
    expect(earnedKeys(body)).toEqual(
      ['checkin_streak_7', 'first_log', 'habit_streak_7', 'sleep_week', 'symptom_free_week'].sort(),
    );
    expect(
      body.locked.find((a: { key: string }) => a.key === 'checkin_streak_30').progress,
    ).toEqual({ current: 7, target: 30 });
  });

  it('does not count a week with a symptom as symptom-free', async () => {
    const { cookie } = await newUserWithId(t.app, 'badges');
    // The symptom comes first: a badge once earned is kept, so order matters.
    await post(
      t.app,
      '/api/symptoms',
      { name: 'Headache', severity: 2, occurred_at: `${addDays(TODAY, -3)}T09:00:00Z`, note: null },
      cookie,
    );
    for (let i = 6; i >= 0; i -= 1)
      await put(t.app, `/api/mood/${addDays(TODAY, -i)}`, { mood: 3, energy: 3 }, cookie);
    const body = (await get(t.app, '/api/achievements', cookie)).json();
    expect(earnedKeys(body)).toContain('checkin_streak_7');
    expect(earnedKeys(body)).not.toContain('symptom_free_week');
    expect(
      body.locked.find((a: { key: string }) => a.key === 'symptom_free_week').progress,
    ).toEqual({ current: 3, target: 7 });
  });

  it('earns the goal badge from a goal', async () => {
    const { cookie } = await newUserWithId(t.app, 'badges');
    await post(
      t.app,
      '/api/goals',
      { title: 'Drink water', metric: 'water_glasses', target_value: 8 },
      cookie,
    );
    expect(earnedKeys((await get(t.app, '/api/achievements', cookie)).json())).toEqual([
      'first_goal',
    ]);
  });

  it('a write reads only the days around it, and earns a streak that ends on it', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'badges');
    // Six moods in a row before today, and an old one far outside the window.
    const old = addDays(TODAY, -400);
    await put(t.app, `/api/mood/${old}`, { mood: 3, energy: 3 }, cookie);
    for (let back = 6; back >= 1; back -= 1)
      await put(t.app, `/api/mood/${addDays(TODAY, -back)}`, { mood: 4, energy: 4 }, cookie);
    const repository = createAchievementsRepository(t.testDb.database.db, async () => 0);
    const days = await runAsUser(id, () => repository.trackedDays(id, writeWindow(TODAY)));
    expect(days.moodDays).not.toContain(old);
    expect(days.moodDays).toHaveLength(6);
    // The seventh day completes the week: earned by the write, without reading all history.
    await put(t.app, `/api/mood/${TODAY}`, { mood: 4, energy: 4 }, cookie);
    const stored = await t.testDb.database.systemDb
      .select({ key: userAchievements.achievement_key })
      .from(userAchievements)
      .where(eq(userAchievements.user_id, id));
    expect(stored.map((row) => row.key)).toContain('checkin_streak_7');
  });
});
