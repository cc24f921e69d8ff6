/**
 * Reading lab reports through the job queue (ADR 047): the upload queues a 'lab.extract'
 * job naming the stored file (never its bytes) and runs it at once; a job left by a process that
 * died before running it is read by any other process's workers, and the report appears in the
 * user's list; a file that can never be read fails at once and its object is deleted; a job run
 * twice writes one report. On an S3-compatible server on loopback, as several processes share it.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env';
import { queryRows } from '#server/db/client';
import { createObjectStorage } from '#server/lib/storage/create-object-storage';
import { newObjectKey } from '#server/lib/storage/object-keys';
import { ObjectNotFoundError, type ObjectStorage } from '#server/lib/storage/object-storage';
import { PermanentJobError, POLL_INTERVAL_MS } from '#server/modules/jobs/index';
import { pdfUploadRequest, textLabPdf } from '../../../../tests/fixtures/labs/text-lab-pdf';
import { TEST_ORIGIN, createTestApp, get, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { startLocalS3, type LocalS3 } from '../../../../tests/setup/local-s3';
import { ExtractionBusyError } from './extraction/extraction-pool';
import type { ExtractionResult } from './extraction/extraction.types';
import {
  LAB_EXTRACT_JOB,
  LAB_EXTRACT_LEASE_MS,
  createLabFileReader,
  labExtractJob,
  type LabExtractPayload,
} from './lab-file-reading';
import { createLabReadingQueue } from './lab-reading-queue';
import { createLabsRepository } from './labs.repository';

let s3: LocalS3;
let t: TestApp;
let storage: ObjectStorage;
let paid: { cookie: string; id: string };
beforeAll(async () => {
  s3 = await startLocalS3();
  // Two workers, as every app process has by default: they take up jobs no request is running.
  t = await createTestApp({ ...s3.env, JOB_CONCURRENCY: '2' });
  storage = createObjectStorage(loadConfig({ APP_ENV: 'test', APP_URL: TEST_ORIGIN, ...s3.env }));
  paid = await newUserWithId(t.app, 'lab-jobs');
  await makePaid(t.testDb.database, paid.id);
});
afterAll(async () => {
  await t?.close();
  await storage?.close();
  await s3?.stop();
});

const systemRows = <T>(query: ReturnType<typeof sql>) =>
  queryRows<T>(t.testDb.database.systemDb, query);

function upload(cookie: string, name: string, bytes: Buffer) {
  return t.app.inject(pdfUploadRequest(TEST_ORIGIN, cookie, name, bytes));
}

/** The job a process queued and then died before running: a stored file and a queued row. */
async function orphanedJob(
  userId: string,
  bytes: Buffer,
): Promise<LabExtractPayload & { jobId: string }> {
  const payload: LabExtractPayload = {
    storage_key: newObjectKey('lab-files'),
    kind: 'pdf',
    user_id: userId,
    test_type: 'blood',
    display_name: 'left-behind.pdf',
    size: bytes.length,
    sha256: 'a'.repeat(64),
  };
  await storage.put(payload.storage_key, bytes);
  const [job] = await systemRows<{ id: string }>(
    sql`insert into jobs (kind, payload, user_id, max_attempts) values (${LAB_EXTRACT_JOB}, ${JSON.stringify(payload)}::jsonb, ${userId}, 3) returning id`,
  );
  return { ...payload, jobId: job!.id };
}

async function jobOutcome(jobId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [job] = await systemRows<{ status: string; last_error: string | null; result: unknown }>(
      sql`select status, last_error, result from jobs where id = ${jobId}`,
    );
    if (job?.status === 'done' || job?.status === 'failed' || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the upload reads its file through a lab.extract job', () => {
  it('queues a job naming the stored file, never its bytes, and answers with the report it wrote', async () => {
    const bytes = await textLabPdf(['Glucose   126   H   mg/dL   70 - 99']);
    const response = await upload(paid.cookie, 'report.pdf', bytes);
    expect(response.statusCode, response.body).toBe(201);
    const report = response.json<{ id: string; biomarkers: { name: string }[] }>();
    expect(report.biomarkers.map((row) => row.name)).toContain('Glucose');

    const [job] = await systemRows<{
      status: string;
      user_id: string;
      payload: Record<string, unknown>;
      result: Record<string, unknown>;
    }>(
      sql`select status, user_id, payload, result from jobs where kind = ${LAB_EXTRACT_JOB} and user_id = ${paid.id} order by created_at desc limit 1`,
    );
    expect(job).toMatchObject({
      status: 'done',
      user_id: paid.id,
      result: { report_id: report.id },
    });
    expect(Object.keys(job!.payload).sort()).toEqual(
      ['display_name', 'kind', 'sha256', 'size', 'storage_key', 'test_type', 'user_id'].sort(),
    );
    expect(JSON.stringify(job!.payload).length).toBeLessThan(400);
    const [file] = await systemRows<{ storage_key: string }>(
      sql`select storage_key from lab_files where report_id = ${report.id}`,
    );
    expect(job!.payload.storage_key).toBe(file!.storage_key);
  });
});

describe('a job left by a process that died', () => {
  it('is read by another process’s workers, and the report appears in the user’s list', async () => {
    const user = await newUserWithId(t.app, 'lab-jobs-orphan');
    const bytes = await textLabPdf(['Hemoglobin   13.9      g/dL   12.0 - 15.5']);
    const job = await orphanedJob(user.id, bytes);
    const outcome = await jobOutcome(job.jobId);
    expect(outcome?.status, JSON.stringify(outcome)).toBe('done');
    const list = (await get(t.app, '/api/labs', user.cookie)).json<{
      reports: { id: string; file: { display_name: string } | null }[];
    }>();
    expect(list.reports).toHaveLength(1);
    expect(list.reports[0]!.file?.display_name).toBe('left-behind.pdf');
    const download = await get(t.app, `/api/labs/${list.reports[0]!.id}/file`, user.cookie);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('is taken over within 30 s when its worker died mid-reading (lease renewed while alive, ADR 080)', async () => {
    // A worker that dies leaves at most one lease to run; another process's workers take the job
    // up when it ends, at their next poll.
    expect(LAB_EXTRACT_LEASE_MS + POLL_INTERVAL_MS).toBeLessThanOrEqual(30_000);
    const user = await newUserWithId(t.app, 'lab-jobs-cut-off');
    const bytes = await textLabPdf(['Ferritin   48      ng/mL   15 - 150']);
    const job = await orphanedJob(user.id, bytes);
    // A worker claimed it (or last renewed its lease) and its process was killed, most of a lease
    // ago: LEASE_LEFT_MS of it remain. (Waiting out a whole 20 s lease tells nothing more and held
    // a test worker for it.)
    const LEASE_LEFT_MS = 2_000;
    await systemRows(sql`update jobs set status = 'running', attempts = 1, locked_by = 'killed:1:1',
      locked_until = now() + (${LEASE_LEFT_MS}::int * interval '1 millisecond')
      where id = ${job.jobId}`);
    const leaseSetAt = Date.now();
    const outcome = await jobOutcome(job.jobId, 20_000);
    const tookMs = Date.now() - leaseSetAt;
    expect(outcome?.status, JSON.stringify(outcome)).toBe('done');
    // Never while the lease still runs (its owner may be alive and renewing), and soon after.
    expect(tookMs).toBeGreaterThanOrEqual(LEASE_LEFT_MS - 200);
    expect(tookMs).toBeLessThanOrEqual(LEASE_LEFT_MS + POLL_INTERVAL_MS + 5_000);
    const list = (await get(t.app, '/api/labs', user.cookie)).json<{ reports: unknown[] }>();
    expect(list.reports).toHaveLength(1);
  }, 60_000);

  it('fails at once for a file that can never be read, and its object is deleted', async () => {
    const user = await newUserWithId(t.app, 'lab-jobs-broken');
    const job = await orphanedJob(
      user.id,
      Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300)]),
    );
    const outcome = await jobOutcome(job.jobId);
    expect(outcome).toMatchObject({ status: 'failed', last_error: 'EXTRACTION_FAILED' });
    await expect(storage.getBuffer(job.storage_key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    expect((await get(t.app, '/api/labs', user.cookie)).json().reports).toEqual([]);
  });
});

describe('the lab.extract handler', () => {
  // No rows: what the handler does with the reading is the upload tests' business, not these.
  const reading: ExtractionResult = {
    method: 'pdf-text',
    rows: [],
    collectedOn: null,
    pages: 1,
    durationMs: 1,
  };
  const noReference = {} as Parameters<typeof createLabFileReader>[0]['reference'];

  function handler(extract: () => Promise<ExtractionResult>, store: ObjectStorage = storage) {
    const read = createLabFileReader({
      storage: store,
      extractor: () => ({ extract, close: () => undefined }),
      repository: createLabsRepository(t.testDb.database.systemDb),
      reference: noReference,
      log: { warn: () => undefined },
      now: () => new Date(),
      closing: () => false,
    });
    return labExtractJob(read, storage, { warn: () => undefined });
  }

  const context = (payload: LabExtractPayload) => ({
    id: 'job',
    kind: LAB_EXTRACT_JOB,
    payload: { ...payload },
    userId: payload.user_id,
    attempt: 1,
  });

  it('writes one report however often the same job runs, even at the same time', async () => {
    const user = await newUserWithId(t.app, 'lab-jobs-twice');
    const bytes = Buffer.from('%PDF-1.4 twice');
    const payload: LabExtractPayload = {
      storage_key: newObjectKey('lab-files'),
      kind: 'pdf',
      user_id: user.id,
      test_type: 'blood',
      display_name: 'twice.pdf',
      size: bytes.length,
      sha256: 'b'.repeat(64),
    };
    await storage.put(payload.storage_key, bytes);
    const run = handler(async () => reading);
    const results = await Promise.all([run(context(payload)), run(context(payload))]);
    expect(results[0]).toEqual(results[1]);
    expect(await run(context(payload))).toEqual(results[0]);
    const [count] = await systemRows<{ n: number }>(
      sql`select count(*)::int as n from lab_reports where user_id = ${user.id}`,
    );
    expect(count!.n).toBe(1);
  });

  it('refuses a payload that names another user than its job', async () => {
    const run = handler(async () => reading);
    const payload: LabExtractPayload = {
      storage_key: newObjectKey('lab-files'),
      kind: 'pdf',
      user_id: paid.id,
      test_type: 'blood',
      display_name: 'x.pdf',
      size: 1,
      sha256: 'c'.repeat(64),
    };
    await expect(run({ ...context(payload), userId: 'someone-else' })).rejects.toBeInstanceOf(
      PermanentJobError,
    );
  });

  it('leaves passing failures (the store down, every reader busy) to be tried again, object kept', async () => {
    const user = await newUserWithId(t.app, 'lab-jobs-retry');
    const payload: LabExtractPayload = {
      storage_key: newObjectKey('lab-files'),
      kind: 'pdf',
      user_id: user.id,
      test_type: 'blood',
      display_name: 'retry.pdf',
      size: 3,
      sha256: 'd'.repeat(64),
    };
    await storage.put(payload.storage_key, Buffer.from('%PD'));
    const storeDown: ObjectStorage = {
      ...storage,
      getBuffer: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
    };
    const failures = [
      await handler(async () => reading, storeDown)(context(payload)).catch((e: unknown) => e),
      await handler(async () => {
        throw new ExtractionBusyError();
      })(context(payload)).catch((e: unknown) => e),
    ];
    for (const error of failures) {
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(PermanentJobError);
    }
    expect((await storage.getBuffer(payload.storage_key)).toString()).toBe('%PD');
  });
});

/** The upload queue over a job table that counts what was queued: none runs. */
function queueOfCapacity(capacity: number) {
  let queued = 0;
  return createLabReadingQueue({
    jobs: {
      depth: async () => queued,
      enqueue: async () => String(++queued),
      runNow: async () => ({ status: 'pending' }),
    },
    capacity,
    waitMs: 0,
  });
}

describe('the upload queue’s bound', () => {
  it('lets in as many readings as the bound, in turn, and refuses the rest', async () => {
    const readings = queueOfCapacity(9);
    // Twelve uploads at once: each reads the count, some before any has queued its job.
    const places = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const release = await readings.reserve();
        if (!release) return false;
        await new Promise((resolve) => setTimeout(resolve, 5));
        await readings.enqueue({} as LabExtractPayload, release);
        return true;
      }),
    );
    expect(places.filter(Boolean)).toHaveLength(9);
    expect(await readings.reserve()).toBeNull();
  });

  it('counts a reading once while its job is queued and its place given back', async () => {
    const readings = queueOfCapacity(2);
    const first = await readings.reserve();
    expect(first).not.toBeNull();
    // The next upload asks for a place as the first one's job is queued: one place is free.
    const [, second] = await Promise.all([
      readings.enqueue({} as LabExtractPayload, first!),
      readings.reserve(),
    ]);
    expect(second).not.toBeNull();
    await readings.enqueue({} as LabExtractPayload, second!);
    expect(await readings.reserve()).toBeNull();
  });
});
