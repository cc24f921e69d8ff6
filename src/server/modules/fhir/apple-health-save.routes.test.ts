/**
 * The Apple Health save in steps (ADR 094): many records are written in several short
 * transactions of a bounded number of rows, so a query that arrives meanwhile is answered between
 * two of them instead of after the whole save; the save stays idempotent (a second one adds
 * nothing), and one cut short leaves committed steps, with the day series rebuilt, that a retry
 * completes without duplicates and counts in full.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type Db } from '#server/db/client';
import { createLocalDiskStorage } from '#server/lib/storage/local-disk-storage';
import type { JobHandler } from '#server/modules/jobs/index';
import { addDays } from '#shared/domain/dates';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { AppleHealthSummary } from './apple-health-collector';
import { healthXml, recordXml, zipOf } from './apple-health-hostile-test-kit';
import {
  APPLE_HEALTH_IMPORT_JOB,
  createAppleHealthUploads,
  saveAppleHealthSummary,
  type SavedSoFar,
} from './apple-health-uploads';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.testDb.database.db;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const START = '2025-01-01';

async function newMember(): Promise<string> {
  const userId = randomUUID();
  await db.execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
    values (${userId}, 'Steps', ${`${userId}@example.com`}, true, now(), now())`);
  return userId;
}

/** `days` days of five kinds of metric and a night each. */
function summaryOf(days: number): AppleHealthSummary {
  const metrics: AppleHealthSummary['metrics'] = [];
  const sleep: AppleHealthSummary['sleep'] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(START, i);
    metrics.push(
      { kind: 'weight', date, value: 70 },
      { kind: 'height', date, value: 175 },
      { kind: 'blood_pressure', date, value: 120, value2: 80 },
      { kind: 'heart_rate', date, value: 60 },
      { kind: 'steps', date, value: 6000 },
    );
    sleep.push({ date, hours: 7 });
  }
  return { recordsRead: days * 10, metrics, sleep };
}

async function footprint(userId: string) {
  const [row] = await queryRows<{ metrics: number; nights: number }>(
    db,
    sql`select
      (select count(*)::int from body_metrics where user_id = ${userId}) as metrics,
      (select count(*)::int from daily_logs where user_id = ${userId} and sleep_hours is not null) as nights`,
  );
  return row!;
}

const sleepRuns = (userId: string) =>
  queryRows<{ start_date: string; end_date: string }>(
    db,
    sql`select start_date::text, end_date::text from tracked_runs
      where user_id = ${userId} and series = 'sleep' order by start_date`,
  );

describe('the Apple Health save in steps', () => {
  it('writes N records in bounded steps, each its own transaction, and a second save adds nothing', async () => {
    const userId = await newMember();
    const summary = summaryOf(30); // 150 metrics, 30 nights
    const steps: number[] = [];
    let last = 0;
    const transaction = vi.spyOn(db, 'transaction');
    const result = await saveAppleHealthSummary(db, userId, summary, {
      stepRows: 20,
      afterStep: async (_tx, saved) => {
        const total = saved.metrics_added + saved.sleep_days_added;
        steps.push(total - last);
        last = total;
      },
    });
    // 150 metrics in 8 steps, 30 nights in 2, then the rebuild and the result in one more.
    expect(transaction).toHaveBeenCalledTimes(8 + 2 + 1);
    transaction.mockRestore();
    expect(steps).toEqual([20, 20, 20, 20, 20, 20, 20, 10, 20, 10]);
    expect(result).toEqual({
      records_read: 300,
      metrics_added: 150,
      sleep_days_added: 30,
      days_kept: 0,
    });
    expect(await footprint(userId)).toEqual({ metrics: 150, nights: 30 });
    expect(await sleepRuns(userId)).toEqual([{ start_date: START, end_date: addDays(START, 29) }]);

    const again = await saveAppleHealthSummary(db, userId, summary, { stepRows: 20 });
    expect(again).toEqual({
      records_read: 300,
      metrics_added: 0,
      sleep_days_added: 0,
      days_kept: 180,
    });
    expect(await footprint(userId)).toEqual({ metrics: 150, nights: 30 });
  });

  it('answers a query that arrives during the save between two steps, not after the last', async () => {
    const userId = await newMember();
    let steps = 0;
    let answered = false;
    const onePool = t.testDb.database.kind === 'pglite';
    const saving = saveAppleHealthSummary(db, userId, summaryOf(40), {
      stepRows: 20,
      afterStep: async () => {
        steps += 1;
        // PostgreSQL answers on another connection whatever the save does; on a slow machine
        // opening that connection took longer than the whole save, and the check became a race.
        // So the first step waits (2 s at most) for the answer there. PGlite's one connection
        // would make the query wait for this step: no wait.
        for (let waited = 0; !onePool && steps === 1 && !answered && waited < 2000; waited += 10)
          await new Promise((resolve) => setTimeout(resolve, 10));
      },
    });
    await t.testDb.database.ping();
    answered = true;
    const stepsBeforeAnswer = steps;
    expect((await saving).metrics_added).toBe(200);
    expect(steps).toBe(10 + 2);
    expect(stepsBeforeAnswer).toBeLessThan(steps);
    // The embedded database has one connection: the query waits for the step under way, no more
    // (PostgreSQL answers it on another connection, whatever the save is doing).
    if (t.testDb.database.kind === 'pglite') expect(stepsBeforeAnswer).toBeLessThanOrEqual(1);
  });

  it('leaves the steps committed before a failure, day series rebuilt, and a retry completes them without duplicates', async () => {
    const userId = await newMember();
    const summary = summaryOf(50); // 250 metrics, 50 nights: sleep steps of 20, 20 and 10
    let committed: SavedSoFar = { metrics_added: 0, sleep_days_added: 0 };
    await expect(
      saveAppleHealthSummary(db, userId, summary, {
        stepRows: 20,
        afterStep: async (_tx, saved) => {
          if (saved.sleep_days_added > 20) throw new Error('the database went away');
          committed = saved;
        },
      }),
    ).rejects.toThrow('the database went away');
    // Every metric and the first 20 nights were committed; the failed step left nothing.
    expect(committed).toEqual({ metrics_added: 250, sleep_days_added: 20 });
    expect(await footprint(userId)).toEqual({ metrics: 250, nights: 20 });
    // The deferred day series were rebuilt after the failure: no stale run is left.
    expect(await sleepRuns(userId)).toEqual([{ start_date: START, end_date: addDays(START, 19) }]);

    const retried = await saveAppleHealthSummary(db, userId, summary, {
      stepRows: 20,
      savedBefore: committed,
    });
    expect(retried).toEqual({
      records_read: 500,
      metrics_added: 250,
      sleep_days_added: 50,
      days_kept: 0,
    });
    expect(await footprint(userId)).toEqual({ metrics: 250, nights: 50 });
    expect(await sleepRuns(userId)).toEqual([{ start_date: START, end_date: addDays(START, 49) }]);
  });

  it("keeps a failed save's progress on the upload, and the queue's retry reports the whole import", async () => {
    const userId = await newMember();
    const storage = createLocalDiskStorage({
      root: await mkdtemp(join(tmpdir(), 'apple-save-')),
      removeOnClose: true,
    });
    // The system's connection fails the transaction that would end the upload, once.
    let failDone = true;
    const systemDb = t.testDb.database.systemDb;
    const flaky = new Proxy(systemDb, {
      get(target, property) {
        if (property === 'transaction')
          return (work: (tx: Db) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              const answer = await work(tx);
              const [row] = await queryRows<{ status: string }>(
                tx,
                sql`select status from apple_health_uploads where user_id = ${userId}`,
              );
              if (failDone && row?.status === 'done') {
                failDone = false;
                throw new Error('the database went away');
              }
              return answer;
            });
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    let handler: JobHandler | undefined;
    const service = createAppleHealthUploads({
      db,
      systemDb: flaky,
      storage,
      jobs: {
        register: (kind, h) => {
          if (kind === APPLE_HEALTH_IMPORT_JOB) handler = h;
        },
        enqueue: async () => 'job-1',
        runNow: async () => ({ status: 'pending' }),
      },
      log: t.app.log,
    });
    const weights = [1, 2, 3, 4, 5]
      .map((day) =>
        recordXml('HKQuantityTypeIdentifierBodyMass', 60 + day, `2026-04-0${day} 07:00:00 +0000`),
      )
      .join('');
    const zip = Buffer.from(await zipOf({ 'apple_health_export/export.xml': healthXml(weights) }));
    const upload = await service.start(userId, zip.length);
    await service.putPart(userId, upload.id, 1, zip);
    await service.complete(userId, upload.id);
    const run = (attempt: number) =>
      handler!({
        id: 'job-1',
        kind: APPLE_HEALTH_IMPORT_JOB,
        payload: { upload_id: upload.id, user_id: userId },
        userId,
        attempt,
      });

    await expect(run(1)).rejects.toThrow('the database went away');
    // Back in the queue, with what the committed steps saved.
    expect(await service.status(userId, upload.id)).toMatchObject({
      status: 'queued',
      result: { metrics_added: 5 },
    });
    expect((await footprint(userId)).metrics).toBe(5);

    await run(2);
    expect(await service.status(userId, upload.id)).toMatchObject({
      status: 'done',
      result: { metrics_added: 5, sleep_days_added: 0, days_kept: 0 },
    });
    expect((await footprint(userId)).metrics).toBe(5);
    await storage.close();
  });
});
