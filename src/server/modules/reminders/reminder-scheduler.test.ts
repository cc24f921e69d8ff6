import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import { createJobQueue, type JobQueue } from '#server/modules/jobs/index';
import {
  registerEmailJobs,
  createOutboxTransport,
  createOutboxRepository,
} from '#server/modules/mail/index';
import { createReaders } from '#server/app-context';
import { createNotificationInbox } from '#server/modules/notifications/index';
import { createTestApp, post, readOutbox, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { reminderSchedulerOf } from './reminder-schedulers';
import { createReminderScheduler } from './reminder-scheduler';
import { createRemindersRepository, type DeliverNotification } from './reminders.repository';
import { seeder } from '../../../../tests/setup/tracked-data-seeder';

let t: TestApp;
// What the app context hands the reminders module (app-context.ts).
const deliverNotification: DeliverNotification = (db, values) =>
  createNotificationInbox(db).deliver(values);

beforeAll(async () => {
  // No background workers: what delivers each email in these tests is the one the test names.
  t = await createTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(async () => {
  await t?.close();
});

async function emailReminder(prefix: string, habit: string) {
  const user = await newUserWithId(t.app, prefix);
  await makePaid(t.testDb.database, user.id);
  const habitId = await seeder(t.testDb.database, user.id).habit(habit, '2026-03-01');
  const created = await post(
    t.app,
    '/api/reminders',
    {
      habit_id: habitId,
      local_time: '08:00',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      time_zone: 'Europe/London',
      channels: ['in_app', 'email'],
    },
    user.cookie,
  );
  expect(created.statusCode).toBe(201);
  return { user, dueAt: new Date(Date.parse(created.json().next_run_at as string) + 1_000) };
}

async function emailJobsOf(userId: string) {
  return queryRows<{ id: string; status: string }>(
    t.testDb.database.systemDb,
    sql`select id, status from jobs where kind = 'email' and user_id = ${userId}`,
  );
}

describe('reminder emails go through the job queue', () => {
  it('yields exactly one email for a due reminder, however often the scheduler runs', async () => {
    const { user, dueAt } = await emailReminder('sched-once', 'Stretch');
    const scheduler = reminderSchedulerOf(t.app);
    const [first, second] = await Promise.all([scheduler.runDue(dueAt), scheduler.runDue(dueAt)]);
    expect(first.emailed + second.emailed).toBe(1);
    await scheduler.runDue(dueAt);

    const mails = (await readOutbox(t.app)).filter((m) => m.to === user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Time for Stretch' });
    expect(mails[0]?.text).toContain('http://localhost:3000/habits');
    expect(await emailJobsOf(user.id)).toEqual([{ id: expect.any(String), status: 'done' }]);
    expect(scheduler.lagSeconds()).toBeLessThan(60);
  });

  it('keeps the email of a delivery committed just before a crash, and a worker sends it once', async () => {
    const { user, dueAt } = await emailReminder('sched-crash', 'Meditate');
    const db = t.testDb.database.db;
    const queue = createJobQueue({
      db: t.testDb.database.systemDb,
      log: t.app.log,
      concurrency: 0,
    });
    registerEmailJobs(queue, createOutboxTransport(createOutboxRepository(db)).deliver);
    // The process dies right after the batch commits: nothing after it runs.
    const dying: JobQueue = {
      ...queue,
      runNow: () => Promise.reject(new Error('process died')),
    };
    const scheduler = createReminderScheduler({
      repository: createRemindersRepository(db, deliverNotification, createReaders(db)),
      isPaid: async () => true,
      jobs: dying,
      log: { error: () => undefined, warn: () => undefined },
      appUrl: 'http://localhost:3000',
      now: () => dueAt,
    });
    const result = await scheduler.runDue(dueAt);
    expect(result).toMatchObject({ sent: 1, emailed: 0 });
    expect((await readOutbox(t.app)).filter((m) => m.to === user.email)).toEqual([]);
    expect(await emailJobsOf(user.id)).toEqual([{ id: expect.any(String), status: 'queued' }]);

    // Another process's worker takes it up; the scheduler itself has nothing left to deliver.
    expect(await queue.drain()).toBeGreaterThanOrEqual(1);
    await reminderSchedulerOf(t.app).runDue(dueAt);
    const mails = (await readOutbox(t.app)).filter((m) => m.to === user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Time for Meditate']);
    expect(await emailJobsOf(user.id)).toEqual([{ id: expect.any(String), status: 'done' }]);
  });

  it('queues no email when the batch rolls back', async () => {
    const { user, dueAt } = await emailReminder('sched-rollback', 'Walk');
    const db = t.testDb.database.db;
    const repository = createRemindersRepository(db, deliverNotification, createReaders(db));
    const failing: typeof repository = {
      ...repository,
      // The batch's work runs, then its transaction fails to commit.
      schedulerBatch: (work) =>
        repository.schedulerBatch(async (queries, tx) => {
          await work(queries, tx);
          throw new Error('commit failed');
        }),
    };
    const scheduler = createReminderScheduler({
      repository: failing,
      isPaid: async () => true,
      jobs: createJobQueue({ db: t.testDb.database.systemDb, log: t.app.log, concurrency: 0 }),
      log: { error: () => undefined, warn: () => undefined },
      appUrl: 'http://localhost:3000',
      now: () => dueAt,
    });
    await expect(scheduler.runDue(dueAt)).rejects.toThrow('commit failed');
    expect(await emailJobsOf(user.id)).toEqual([]);
    // Still due: the app's own scheduler delivers it, once.
    await reminderSchedulerOf(t.app).runDue(dueAt);
    expect((await readOutbox(t.app)).filter((m) => m.to === user.email)).toHaveLength(1);
  });
});
