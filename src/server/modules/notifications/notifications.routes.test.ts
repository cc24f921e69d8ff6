import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderSchedulerOf } from '#server/modules/reminders/index';
import { createTestApp, get, post, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { seeder } from '../../../../tests/setup/tracked-data-seeder';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function paidUser(prefix: string) {
  const user = await newUserWithId(t.app, prefix);
  await makePaid(t.testDb.database, user.id);
  return { ...user, seed: seeder(t.testDb.database, user.id) };
}

/** A daily 08:00 in-app reminder of the habit: the scheduler's delivery is a stored notification. */
const reminderOf = (habitId: string) => ({
  habit_id: habitId,
  local_time: '08:00',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  time_zone: 'Europe/London',
  channels: ['in_app'],
});

describe('notifications', () => {
  it('answers 404 for another user’s notification', async () => {
    const owner = await paidUser('note-owner');
    const intruder = await paidUser('note-intruder');
    const habitId = await owner.seed.habit('Walk', '2026-03-01');
    const created = (await post(t.app, '/api/reminders', reminderOf(habitId), owner.cookie)).json();
    await reminderSchedulerOf(t.app).runDue(new Date(Date.parse(created.next_run_at) + 1000));
    const [note] = (await get(t.app, '/api/notifications', owner.cookie)).json().notifications;
    expect(
      (await post(t.app, `/api/notifications/${note.id}/read`, {}, intruder.cookie)).statusCode,
    ).toBe(404);
    expect((await get(t.app, '/api/notifications', intruder.cookie)).json().notifications).toEqual(
      [],
    );
    expect((await get(t.app, '/api/notifications', owner.cookie)).json().unread_count).toBe(1);
  });
});
