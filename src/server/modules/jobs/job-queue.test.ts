import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '#server/db/client';
import { currentActor } from '#server/db/acting-user';
import { createTestDatabase, type TestDatabase } from '../../../../tests/setup/test-database';
import {
  BACKOFF_CAP_MS,
  createJobQueue,
  defaultBackoffMs,
  errorCode,
  type DatabaseJobQueue,
  type JobQueueDeps,
} from './job-queue';
import { PermanentJobError } from './job-queue.types';

let testDb: TestDatabase;
let db: Db;
const queues: DatabaseJobQueue[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.systemDb;
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await testDb?.drop();
});

const logged: { level: string; fields: unknown; message: string | undefined }[] = [];
const log: JobQueueDeps['log'] = {
  error: (fields: unknown, message?: string) =>
    void logged.push({ level: 'error', fields, message }),
  warn: (fields: unknown, message?: string) => void logged.push({ level: 'warn', fields, message }),
};

function queue(workerId?: string, concurrency = 0): DatabaseJobQueue {
  const made = createJobQueue({ db, log, concurrency, workerId, pollIntervalMs: 50 });
  queues.push(made);
  return made;
}

interface JobRow {
  status: string;
  attempts: number;
  last_error: string | null;
  result: Record<string, unknown> | null;
  locked_by: string | null;
  run_in_ms: number;
}

async function row(id: string): Promise<JobRow> {
  const [found] = await queryRows<JobRow>(
    db,
    sql`select status, attempts, last_error, result, locked_by,
      (extract(epoch from run_at - now()) * 1000)::int as run_in_ms
      from jobs where id = ${id}`,
  );
  if (!found) throw new Error('no such job');
  return found;
}

/** Lets the job's backoff pass without waiting for it. */
async function makeDue(id: string) {
  await db.execute(sql`update jobs set run_at = now() where id = ${id}`);
}

describe('job queue', () => {
  it('runs a job once, as the system, and keeps what the handler returned', async () => {
    const jobs = queue();
    const seen: unknown[] = [];
    jobs.register('test.once', async (job) => {
      seen.push({ payload: job.payload, attempt: job.attempt, actor: currentActor().kind });
      return { doubled: (job.payload.n as number) * 2 };
    });
    const id = await jobs.enqueue('test.once', { n: 21 });
    expect(await jobs.depth('test.once')).toBe(1);
    expect(await jobs.drain()).toBe(1);
    expect(await jobs.drain()).toBe(0);
    expect(seen).toEqual([{ payload: { n: 21 }, attempt: 1, actor: 'system' }]);
    expect(await row(id)).toMatchObject({
      status: 'done',
      attempts: 1,
      result: { doubled: 42 },
      locked_by: null,
    });
    expect(await jobs.waitFor(id, 0)).toEqual({ status: 'done', result: { doubled: 42 } });
    expect(await jobs.depth('test.once')).toBe(0);
  });

  it('retries a failing job after its backoff, then fails it after max_attempts, keeping only the error code', async () => {
    const jobs = queue();
    let calls = 0;
    jobs.register(
      'test.flaky',
      async () => {
        calls += 1;
        throw Object.assign(new Error('could not reach mary@example.com'), {
          code: 'ECONNREFUSED',
        });
      },
      { backoffMs: (attempt) => attempt * 60_000 },
    );
    const id = await jobs.enqueue('test.flaky', {}, { maxAttempts: 3 });

    expect(await jobs.runNow(id)).toEqual({ status: 'pending' });
    const first = await row(id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, last_error: 'ECONNREFUSED' });
    expect(first.run_in_ms).toBeGreaterThan(55_000);
    expect(first.run_in_ms).toBeLessThanOrEqual(60_000);
    // Not due before its backoff has passed.
    expect(await jobs.drain()).toBe(0);

    await makeDue(id);
    expect(await jobs.drain()).toBe(1);
    const second = await row(id);
    expect(second).toMatchObject({ status: 'queued', attempts: 2 });
    expect(second.run_in_ms).toBeGreaterThan(115_000);

    await makeDue(id);
    expect(await jobs.drain()).toBe(1);
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'ECONNREFUSED',
      result: { code: 'ECONNREFUSED', details: null },
    });
    await makeDue(id);
    expect(await jobs.drain()).toBe(0);
    expect(calls).toBe(3);
    expect(await jobs.waitFor(id, 0)).toEqual({
      status: 'failed',
      error: 'ECONNREFUSED',
      details: null,
    });
    expect(JSON.stringify(logged)).not.toContain('mary@example.com');
  });

  it('fails a job at once on a PermanentJobError, with its code and details', async () => {
    const jobs = queue();
    let calls = 0;
    jobs.register('test.unreadable', async () => {
      calls += 1;
      throw new PermanentJobError('UNREADABLE_FILE', 'page 1 of scan.pdf is blank', { pages: 0 });
    });
    const id = await jobs.enqueue('test.unreadable', {});
    expect(await jobs.runNow(id)).toEqual({
      status: 'failed',
      error: 'UNREADABLE_FILE',
      details: { pages: 0 },
    });
    await makeDue(id);
    expect(await jobs.drain()).toBe(0);
    expect(calls).toBe(1);
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'UNREADABLE_FILE',
      result: { code: 'UNREADABLE_FILE', details: { pages: 0 } },
    });
  });

  it('takes up a job whose worker died (lease run out), not one whose lease still holds', async () => {
    const jobs = queue('survivor');
    const runs: number[] = [];
    jobs.register('test.orphan', async (job) => void runs.push(job.attempt));
    const orphan = await jobs.enqueue('test.orphan', {});
    const held = await jobs.enqueue('test.orphan', {});
    // A worker claimed both and crashed: one lease has run out, the other has not yet.
    await db.execute(sql`update jobs set status = 'running', attempts = 1, locked_by = 'dead:1:1',
      locked_until = now() - interval '1 minute' where id = ${orphan}`);
    await db.execute(sql`update jobs set status = 'running', attempts = 1, locked_by = 'alive:1:1',
      locked_until = now() + interval '10 minutes' where id = ${held}`);

    expect(await jobs.drain()).toBe(1);
    expect(runs).toEqual([2]);
    expect(await row(orphan)).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
    expect(await row(held)).toMatchObject({ status: 'running', locked_by: 'alive:1:1' });
    // runNow leaves a job another live worker holds to it, and says so after its wait.
    expect(await jobs.runNow(held, { timeoutMs: 200 })).toEqual({ status: 'pending' });
    expect(runs).toEqual([2]);
  });

  it('fails, without running it again, a job whose worker died on its last attempt', async () => {
    const jobs = queue();
    let calls = 0;
    jobs.register('test.poison', async () => void (calls += 1));
    const id = await jobs.enqueue('test.poison', {}, { maxAttempts: 2 });
    await db.execute(sql`update jobs set status = 'running', attempts = 2, locked_by = 'dead:1:1',
      locked_until = now() - interval '1 second' where id = ${id}`);
    expect(await jobs.drain()).toBe(1);
    expect(calls).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'failed', last_error: 'LEASE_EXPIRED' });
  });

  it('drops the outcome of a worker whose lease was taken over', async () => {
    const slow = queue('slow');
    const fast = queue('fast');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    slow.register('test.taken', async () => {
      await gate;
      return { by: 'slow' };
    });
    fast.register('test.taken', async () => ({ by: 'fast' }));
    const id = await slow.enqueue('test.taken', {});
    const slowRun = slow.runNow(id);
    await expect.poll(async () => (await row(id)).locked_by).toBe('slow');
    // The slow worker outlived its lease: the fast one takes the job and finishes it.
    await db.execute(
      sql`update jobs set locked_until = now() - interval '1 second' where id = ${id}`,
    );
    expect(await fast.drain()).toBe(1);
    release();
    await slowRun;
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2, result: { by: 'fast' } });
  });

  it('renews the lease while the handler runs, so no worker takes a live run, however long', async () => {
    const live = queue('live');
    const other = queue('other');
    const leaseMs = 300;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    live.register(
      'test.long',
      async () => {
        await gate;
        return { by: 'live' };
      },
      { leaseMs },
    );
    other.register('test.long', async () => ({ by: 'other' }), { leaseMs });
    const id = await live.enqueue('test.long', {});
    const run = live.runNow(id, { timeoutMs: 10_000 });
    await expect.poll(async () => (await row(id)).locked_by).toBe('live');
    // Four leases long: without renewal the other worker would take it after the first.
    const until = Date.now() + 4 * leaseMs;
    while (Date.now() < until) {
      expect(await other.drain()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    release();
    expect(await run).toEqual({ status: 'done', result: { by: 'live' } });
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 1, locked_by: null });
  });

  it('takes up the job of a worker that died mid-run about one lease later', async () => {
    // A process that dies can no longer reach the database: its renewals fail from then on.
    let dead = false;
    const dying = createJobQueue({
      db: new Proxy(db, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver) as unknown;
          if (key !== 'execute' || typeof value !== 'function') return value;
          return (...args: unknown[]) =>
            dead ? Promise.reject(new Error('connection lost')) : value.apply(target, args);
        },
      }),
      log,
      concurrency: 0,
      workerId: 'dying',
    });
    const leaseMs = 600;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    dying.register('test.crash', () => gate, { leaseMs });
    const survivor = queue('survivor-2', 1);
    const done: number[] = [];
    survivor.register('test.crash', async (job) => void done.push(job.attempt), { leaseMs });
    const id = await dying.enqueue('test.crash', {});
    // Its outcome can never be written (the database is gone for it).
    const dyingRun = dying.runNow(id).catch((error: Error) => error.message);
    await expect.poll(async () => (await row(id)).locked_by).toBe('dying');
    dead = true;
    const diedAt = Date.now();
    survivor.start();
    await expect.poll(async () => (await row(id)).status, { timeout: 5_000 }).toBe('done');
    const tookMs = Date.now() - diedAt;
    expect(done).toEqual([2]);
    // Not before the lease the dead run last had, and within it plus a poll or two.
    expect(tookMs).toBeGreaterThanOrEqual(leaseMs / 2);
    expect(tookMs).toBeLessThan(leaseMs + 1_000);
    release();
    expect(await dyingRun).toBe('connection lost');
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(logged.some((entry) => entry.message === 'lease not renewed')).toBe(true);
  });

  it('runs a job enqueued in a transaction only once that transaction commits', async () => {
    const jobs = queue();
    const ran: string[] = [];
    jobs.register('test.outbox', async (job) => void ran.push(job.payload.name as string));
    await db
      .transaction(async (tx) => {
        await jobs.enqueue('test.outbox', { name: 'rolled back' }, { db: tx });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await jobs.enqueue('test.outbox', { name: 'committed' }, { db: tx });
    });
    expect(await jobs.drain()).toBe(1);
    expect(ran).toEqual(['committed']);
  });

  it('runs queued jobs on its workers, and stop() waits for the one running', async () => {
    const jobs = queue('workers', 2);
    let finished = 0;
    jobs.register('test.worker', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished += 1;
    });
    const ids = await Promise.all([1, 2, 3].map(() => jobs.enqueue('test.worker', {})));
    jobs.start();
    for (const id of ids) expect((await jobs.waitFor(id, 10_000)).status).toBe('done');
    expect(finished).toBe(3);
    await jobs.stop();
    // Stopped: nothing claims a new job.
    const later = await jobs.enqueue('test.worker', {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await row(later)).status).toBe('queued');
    expect(await jobs.depth('test.worker')).toBe(1);
    expect(await jobs.drain()).toBe(1);
  });

  it('runs each of 50 jobs exactly once with two queues draining the same database', async () => {
    const first = queue('one');
    const second = queue('two');
    const calls = new Map<string, number>();
    const handler = async (job: { id: string }) => {
      calls.set(job.id, (calls.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    first.register('test.many', handler);
    second.register('test.many', handler);
    const ids = await Promise.all(
      Array.from({ length: 50 }, (_, n) => first.enqueue('test.many', { n })),
    );
    const ran = await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
    expect(ran.reduce((sum, n) => sum + n, 0)).toBe(50);
    expect(calls.size).toBe(50);
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    for (const id of ids) expect((await row(id)).status).toBe('done');
    expect(await first.depth('test.many')).toBe(0);
  });

  it('deletes finished jobs past keeping: done after 7 days, failed after 30', async () => {
    const jobs = queue();
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => jobs.enqueue('test.old', {})));
    const [oldDone, recentDone, oldFailed, recentFailed, stillQueued] = ids;
    const finish = (id: string | undefined, status: string, days: number) =>
      db.execute(sql`update jobs set status = ${status},
        finished_at = now() - ${`${days} days`}::interval where id = ${id}`);
    await finish(oldDone, 'done', 8);
    await finish(recentDone, 'done', 6);
    await finish(oldFailed, 'failed', 31);
    await finish(recentFailed, 'failed', 20);
    expect(await jobs.prune()).toBe(2);
    const left = await queryRows<{ id: string }>(
      db,
      sql`select id from jobs where kind = 'test.old' order by id`,
    );
    expect(left.map((r) => r.id).sort()).toEqual(
      [recentDone, recentFailed, stillQueued].map(String).sort(),
    );
  });

  it('claims only the kinds this queue has handlers for', async () => {
    const jobs = queue();
    jobs.register('test.mine', async () => undefined);
    const other = await jobs.enqueue('test.not-mine', {});
    expect(await jobs.drain()).toBe(0);
    expect(await jobs.runNow(other, { timeoutMs: 0 })).toEqual({ status: 'pending' });
    expect((await row(other)).status).toBe('queued');
    expect(await jobs.depth('test.not-mine')).toBe(1);
    expect(() => jobs.register('test.mine', async () => undefined)).toThrow(/already registered/);
  });
});

describe('backoff and error codes', () => {
  it('doubles from 5 s, capped at 15 minutes, within ±20 %', () => {
    expect(defaultBackoffMs(1, () => 0.5)).toBe(5_000);
    expect(defaultBackoffMs(2, () => 0.5)).toBe(10_000);
    expect(defaultBackoffMs(4, () => 0.5)).toBe(40_000);
    expect(defaultBackoffMs(1, () => 0)).toBe(4_000);
    expect(defaultBackoffMs(1, () => 1)).toBe(6_000);
    expect(defaultBackoffMs(20, () => 1)).toBe(BACKOFF_CAP_MS);
  });

  it('keeps a code or a name, never a message', () => {
    expect(errorCode(Object.assign(new Error('x'), { code: 'EAUTH' }))).toBe('EAUTH');
    expect(errorCode(new TypeError('bad user@example.com'))).toBe('TypeError');
    expect(errorCode(Object.assign(new Error('x'), { code: 'not a code: user@example.com' }))).toBe(
      'Error',
    );
    expect(errorCode('a string')).toBe('Error');
  });
});
