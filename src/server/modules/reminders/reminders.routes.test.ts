import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { REMINDER_MESSAGES } from '#shared/contracts/reminders.contract';
import {
  TEST_ORIGIN,
  createTestApp,
  get,
  patch,
  post,
  put,
  readOutbox,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { reminderSchedulerOf } from './reminder-schedulers';
import { notifications } from '#server/db/schema';
import { reminderDeliveries, reminders } from './reminders.table';
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

const body = (habitId: string, extra: Record<string, unknown> = {}) => ({
  habit_id: habitId,
  local_time: '08:00',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  time_zone: 'Europe/London',
  channels: ['in_app'],
  ...extra,
});

describe('reminders are paid', () => {
  it('answers 403 PLAN_REQUIRED to a free user on list and create', async () => {
    const user = await newUserWithId(t.app, 'rem-free');
    const list = await get(t.app, '/api/reminders', user.cookie);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: 'PLAN_REQUIRED', feature: 'automated_reminders' });
    const habitId = await seeder(t.testDb.database, user.id).habit('Walk', '2026-03-01');
    expect((await post(t.app, '/api/reminders', body(habitId), user.cookie)).statusCode).toBe(403);
  });
});

describe('POST/PATCH/DELETE /api/reminders', () => {
  it('creates a reminder for the user’s own habit with its next run in the user’s zone', async () => {
    const user = await paidUser('rem-create');
    const habitId = await user.seed.habit('Walk', '2026-03-01');
    const response = await post(
      t.app,
      '/api/reminders',
      body(habitId, { local_time: '07:15', time_zone: 'Asia/Kolkata' }),
      user.cookie,
    );
    expect(response.statusCode).toBe(201);
    const reminder = response.json();
    expect(reminder).toMatchObject({
      kind: 'habit',
      habit_id: habitId,
      target_name: 'Walk',
      local_time: '07:15',
      time_zone: 'Asia/Kolkata',
      active: true,
    });
    // 07:15 in Kolkata is 01:45 UTC, within the next day.
    const next = new Date(reminder.next_run_at);
    expect(next.getUTCHours() * 60 + next.getUTCMinutes()).toBe(105);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect(next.getTime()).toBeGreaterThan(Date.now());

    const list = (await get(t.app, '/api/reminders', user.cookie)).json();
    expect(list.reminders.map((r: { id: string }) => r.id)).toEqual([reminder.id]);

    const changed = await patch(
      t.app,
      `/api/reminders/${reminder.id}`,
      { local_time: '21:00', weekdays: [1], active: false },
      user.cookie,
    );
    expect(changed.json()).toMatchObject({
      local_time: '21:00',
      weekdays: [1],
      active: false,
      next_run_at: null,
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/reminders/${reminder.id}`,
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await patch(t.app, `/api/reminders/${reminder.id}`, { active: true }, user.cookie))
        .statusCode,
    ).toBe(404);
  });

  it('creates one for a medicine in the user’s own cabinet', async () => {
    const user = await paidUser('rem-med');
    const medicationId = await user.seed.medicine('metformin');
    const response = await post(
      t.app,
      '/api/reminders',
      {
        medication_id: medicationId,
        local_time: '20:00',
        time_zone: 'UTC',
        channels: ['email', 'in_app'],
      },
      user.cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'medication',
      target_name: 'metformin',
      channels: ['email', 'in_app'],
    });
  });

  it('refuses bad input with a clear message and creates nothing', async () => {
    const user = await paidUser('rem-bad');
    const habitId = await user.seed.habit('Walk', '2026-03-01');
    const cases: [Record<string, unknown>, string][] = [
      [body(habitId, { local_time: '25:00' }), REMINDER_MESSAGES.badTime],
      [body(habitId, { local_time: '8am' }), REMINDER_MESSAGES.badTime],
      [body(habitId, { time_zone: 'Mars/Olympus_Mons' }), REMINDER_MESSAGES.badZone],
      [body(habitId, { weekdays: [] }), REMINDER_MESSAGES.noWeekday],
      [body(habitId, { weekdays: [7] }), ''],
      [body(habitId, { channels: [] }), REMINDER_MESSAGES.noChannel],
      [body(habitId, { channels: ['sms'] }), ''],
      [{ ...body(habitId), medication_id: habitId }, REMINDER_MESSAGES.oneTarget],
      [{ local_time: '08:00', time_zone: 'UTC' }, REMINDER_MESSAGES.oneTarget],
    ];
    for (const [payload, message] of cases) {
      const response = await post(t.app, '/api/reminders', payload, user.cookie);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      if (message) expect(response.json().message).toBe(message);
    }
    const rows = await t.testDb.database.db
      .select()
      .from(reminders)
      .where(eq(reminders.user_id, user.id));
    expect(rows).toEqual([]);
  });

  it('runs a reminder sent without a zone in the account’s zone, and refuses one when none is saved', async () => {
    const user = await paidUser('rem-account-zone');
    const habitId = await user.seed.habit('Walk', '2026-03-01');
    const { time_zone: _zone, ...withoutZone } = body(habitId);
    const missing = await post(t.app, '/api/reminders', withoutZone, user.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: REMINDER_MESSAGES.noZone,
    });
    const saved = await put(
      t.app,
      '/api/profile/sections/preferences',
      { units: 'metric', time_zone: 'America/Denver' },
      user.cookie,
    );
    expect(saved.statusCode).toBe(200);
    const created = await post(t.app, '/api/reminders', withoutZone, user.cookie);
    expect(created.statusCode).toBe(201);
    expect(created.json().time_zone).toBe('America/Denver');
    // 08:00 in Denver is 14:00 or 15:00 UTC (summer or winter time).
    expect([14, 15]).toContain(new Date(created.json().next_run_at).getUTCHours());
    // A zone sent with the reminder wins over the account's.
    const sent = await post(t.app, '/api/reminders', body(habitId), user.cookie);
    expect(sent.json().time_zone).toBe('Europe/London');
  });

  it('answers 404 for another user’s habit or medicine, and refuses owner fields', async () => {
    const owner = await paidUser('rem-owner');
    const intruder = await paidUser('rem-intruder');
    const habitId = await owner.seed.habit('Walk', '2026-03-01');
    const medicationId = await owner.seed.medicine('warfarin');
    const habit = await post(t.app, '/api/reminders', body(habitId), intruder.cookie);
    expect(habit.statusCode).toBe(404);
    expect(habit.json()).toEqual({ code: 'NOT_FOUND', message: REMINDER_MESSAGES.habitNotFound });
    const medicine = await post(
      t.app,
      '/api/reminders',
      { medication_id: medicationId, local_time: '08:00', time_zone: 'UTC' },
      intruder.cookie,
    );
    expect(medicine.statusCode).toBe(404);
    expect(medicine.body).not.toContain('warfarin');

    const own = await intruder.seed.habit('Read', '2026-03-01');
    const massAssigned = await post(
      t.app,
      '/api/reminders',
      { ...body(own), user_id: owner.id, plan: 'wellness_plus' },
      intruder.cookie,
    );
    expect(massAssigned.statusCode).toBe(400);
    const ownerRows = await t.testDb.database.db
      .select()
      .from(reminders)
      .where(eq(reminders.user_id, owner.id));
    expect(ownerRows).toEqual([]);
  });
});

describe('the scheduler', () => {
  it('delivers a due reminder once, in the app and by email, then moves to the next local time', async () => {
    const user = await paidUser('rem-run');
    const habitId = await user.seed.habit('Stretch', '2026-03-01');
    const created = (
      await post(
        t.app,
        '/api/reminders',
        body(habitId, { channels: ['in_app', 'email'] }),
        user.cookie,
      )
    ).json();
    const due = new Date(created.next_run_at);
    const scheduler = reminderSchedulerOf(t.app);

    // Not yet due: nothing happens.
    await scheduler.runDue(new Date(due.getTime() - 60_000));
    expect((await get(t.app, '/api/notifications', user.cookie)).json().notifications).toEqual([]);

    const at = new Date(due.getTime() + 5_000);
    const [first, second] = await Promise.all([scheduler.runDue(at), scheduler.runDue(at)]);
    expect(first.sent + second.sent).toBeGreaterThanOrEqual(1);
    await scheduler.runDue(at);
    // The scheduler writes outside a request, which nothing waits for: the notifications read
    // (cached since the empty read above) is dropped when this process hears the change. A busy
    // CI machine on PostgreSQL read the list before the notification arrived.
    await t.testDb.database.changes.settled();

    const list = (await get(t.app, '/api/notifications', user.cookie)).json();
    expect(list.notifications).toHaveLength(1);
    expect(list.unread_count).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      kind: 'reminder',
      title: 'Time for Stretch',
      link: '/habits',
      read_at: null,
    });
    const mails = (await readOutbox(t.app)).filter(
      (m) => m.to === user.email && m.subject === 'Time for Stretch',
    );
    expect(mails).toHaveLength(1);
    const deliveries = await t.testDb.database.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.user_id, user.id));
    expect(deliveries).toHaveLength(1);

    const after = (await get(t.app, '/api/reminders', user.cookie)).json().reminders[0];
    expect(Date.parse(after.next_run_at) - due.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(after.last_sent_at).toBe(at.toISOString());

    const read = await post(
      t.app,
      `/api/notifications/${list.notifications[0].id}/read`,
      {},
      user.cookie,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json().read_at).not.toBeNull();
    expect((await get(t.app, '/api/notifications', user.cookie)).json().unread_count).toBe(0);
  });

  it('skips a reminder whose user is no longer paid, and a very late one, without sending', async () => {
    const user = await newUserWithId(t.app, 'rem-lapsed');
    await makePaid(t.testDb.database, user.id);
    const habitId = await seeder(t.testDb.database, user.id).habit('Walk', '2026-03-01');
    const created = (await post(t.app, '/api/reminders', body(habitId), user.cookie)).json();
    await t.testDb.database.db.execute(sql`delete from subscribers where user_id = ${user.id}`);
    // A write outside a request is not waited for: until this process has heard the change, the
    // plan cache (filled by the POST above) still answers 'paid'. A busy CI machine on PostgreSQL
    // ran the scheduler before the notification arrived and sent the reminder.
    await t.testDb.database.changes.settled();
    await reminderSchedulerOf(t.app).runDue(new Date(Date.parse(created.next_run_at) + 1000));
    const rows = await t.testDb.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, user.id));
    expect(rows).toEqual([]);
    const [delivery] = await t.testDb.database.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.user_id, user.id));
    expect(delivery?.outcome).toBe('not_paid');

    const late = await paidUser('rem-late');
    const lateHabit = await late.seed.habit('Walk', '2026-03-01');
    const lateReminder = (await post(t.app, '/api/reminders', body(lateHabit), late.cookie)).json();
    // The server was down for three hours past the reminder's time.
    const wakeUp = new Date(Date.parse(lateReminder.next_run_at) + 3 * 60 * 60 * 1000);
    await reminderSchedulerOf(t.app).runDue(wakeUp);
    expect((await get(t.app, '/api/notifications', late.cookie)).json().notifications).toEqual([]);
    const [lateDelivery] = await t.testDb.database.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.user_id, late.id));
    expect(lateDelivery?.outcome).toBe('late');
    const moved = (await get(t.app, '/api/reminders', late.cookie)).json().reminders[0];
    expect(Date.parse(moved.next_run_at)).toBeGreaterThan(wakeUp.getTime());
  });

  it('delivers a reminder made before a restart after it, once (jobs live in the database)', async () => {
    const user = await paidUser('rem-restart');
    const habitId = await user.seed.habit('Meditate', '2026-03-01');
    const created = (await post(t.app, '/api/reminders', body(habitId), user.cookie)).json();

    // A second app on the same database stands in for the restarted process.
    const { app: restarted } = await buildApp(t.config, { database: t.testDb.database });
    try {
      const at = new Date(Date.parse(created.next_run_at) + 2_000);
      const result = await reminderSchedulerOf(restarted).runDue(at);
      expect(result.sent).toBeGreaterThanOrEqual(1);
      await reminderSchedulerOf(restarted).runDue(at);
      await reminderSchedulerOf(t.app).runDue(at);
      const rows = await t.testDb.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.user_id, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.title).toBe('Time for Meditate');
    } finally {
      await restarted.close();
    }
  });
});
