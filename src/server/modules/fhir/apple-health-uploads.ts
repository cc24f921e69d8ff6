/**
 * The Apple Health import in parts, read in the background (ADR 094). The one-request import
 * (POST /api/account/apple-health) reads the ZIP as it arrives, which holds a request open for as
 * long as the upload takes: a 1 GB export over a 10 Mbit/s uplink is 14 minutes, far past the
 * request timeout, and a dropped connection loses it all. Here:
 *
 * 1. `start` records the size the member is about to send;
 * 2. `putPart` stores each numbered part (at most APPLE_HEALTH_PART_MAX_BYTES) as its own object,
 *    in order; a part sent again (its answer lost) replaces the last one;
 * 3. `complete` checks every byte has come and queues the 'apple-health.import' job, which any app
 *    process may run: it streams the parts in order into the same worker-thread reader as the
 *    one-request import (so the same limits and refusals hold), records its progress, and saves
 *    in short steps (`saveAppleHealthSummary`), the last with the upload's 'done';
 * 4. `status` is what the page polls.
 *
 * A refusal (the file's fault) is kept on the upload with the status and code the one-request
 * import would have answered, and nothing is written. A failure on our side is retried by the
 * queue, then recorded: while reading nothing is written; while saving the steps committed stay
 * and the retry completes them (each adds only what is missing). The parts' objects are deleted
 * once the upload has been read.
 */
import { inBatches } from '#server/lib/batches';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { AppError } from '#server/lib/app-error';
import type { Db } from '#server/db/client';
import { newObjectKey } from '#server/lib/storage/object-keys';
import type { ObjectStorage } from '#server/lib/storage/object-storage';
import type { JobContext, JobQueue } from '#server/modules/jobs/index';
import { createSleepImport } from '#server/modules/tracking/index';
import {
  APPLE_HEALTH_PART_MAX_BYTES,
  FHIR_MESSAGES,
  type AppleHealthImportResult,
  type AppleHealthUpload,
  type AppleHealthUploadStatus,
} from '#shared/contracts/fhir.contract';
import type { AppleHealthSummary } from './apple-health-collector';
import { readAppleHealthInWorker } from './apple-health-import';
import { AppleHealthError, appleHealthAppError } from './apple-health-limits';
import {
  createAppleHealthUploadsRepository,
  type AppleHealthUploadRow,
  type AppleHealthUploadsRepository,
  type UploadError,
} from './apple-health-uploads.repository';
import { createBodyMetricsRepository } from './body-metrics.repository';

export const APPLE_HEALTH_IMPORT_JOB = 'apple-health.import';
/** Runs of the job before a failure on our side is recorded as the upload's end. */
export const APPLE_HEALTH_IMPORT_MAX_ATTEMPTS = 3;
/** An upload nobody has sent a part to for this long is abandoned: its parts go at the next start. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;
/** How often the reading's progress is written while it runs. */
const PROGRESS_EVERY_MS = 1_000;
/** The reader is fed in slices of this size, so that progress moves and the worker's chunk stays small. */
const SLICE_BYTES = 1024 * 1024;
const PART_PREFIX = 'apple-health-parts';
/** Every ZIP begins with a local file header, or with the end record when it is empty. */
const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = () => new AppError(404, 'NOT_FOUND', FHIR_MESSAGES.appleUploadNotFound);
const FAILED: UploadError = {
  status: 500,
  code: 'APPLE_HEALTH_IMPORT_FAILED',
  message: FHIR_MESSAGES.appleImportFailed,
};

const isZipStart = (bytes: Uint8Array) =>
  ZIP_SIGNATURES.some((signature) => signature.every((byte, i) => bytes[i] === byte));

/**
 * Rows one step of the save writes, in a transaction of its own. On the embedded database every
 * statement runs on the server's event loop and a transaction holds its only connection, so the
 * whole save in one transaction made every other request wait for all of it: 413 ms for the
 * 1 GB bench's five years (5,437 metrics, 1,810 nights), 1.2-1.7 s for ten years of five kinds.
 * A step of 200 rows takes about 10-40 ms there (bench/apple-health-save.ts); a few take 100-150 ms
 * on a loaded machine whatever their size (the database writing out what it buffered), still well
 * under the 200 ms the import must leave other requests.
 */
const SAVE_STEP_ROWS = 200;

/**
 * Lets whatever waits run before the next step: requests that arrived during the last one are
 * read on this turn of the event loop and queue their queries ahead of the next step's.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What a save has written so far (committed steps only). */
export type SavedSoFar = Pick<AppleHealthImportResult, 'metrics_added' | 'sleep_days_added'>;

export interface SaveSteps {
  /** What earlier attempts at the same export already committed (a retry after a failure). */
  savedBefore?: SavedSoFar;
  /** Runs in each step's transaction with the totals including that step (the upload's progress). */
  afterStep?: (tx: Db, saved: SavedSoFar) => Promise<void>;
  /** Runs in the last transaction, with the result (the upload's 'done'). */
  then?: (tx: Db, result: AppleHealthImportResult) => Promise<void>;
  /** Rows a step writes (tests make it small). */
  stepRows?: number;
}

/**
 * Writes what an export's summary holds: body metrics on days that have none of their kind, sleep
 * on days without it. It writes in steps of `stepRows`, each its own short transaction, yielding to
 * the event loop between them (see SAVE_STEP_ROWS), then rebuilds the day series and runs `then`
 * in a last transaction.
 *
 * Each step only adds what is missing (a metric's day and kind, a night's empty sleep), so the
 * save is idempotent: a second import of the same export adds nothing, and a save cut short by a
 * failure leaves committed steps that a retry skips over and completes, without duplicates.
 * The sleep steps defer the daily log's row trigger (migration 0031) for their own transaction,
 * which leaves the member's day series stale until the rebuild: it runs once, at the end, and
 * also after a failure (best effort; the retry rebuilds again), so stale runs never outlive a save.
 */
export async function saveAppleHealthSummary(
  db: Db,
  userId: string,
  summary: AppleHealthSummary,
  steps: SaveSteps = {},
): Promise<AppleHealthImportResult> {
  const stepRows = steps.stepRows ?? SAVE_STEP_ROWS;
  const saved: SavedSoFar = {
    metrics_added: steps.savedBefore?.metrics_added ?? 0,
    sleep_days_added: steps.savedBefore?.sleep_days_added ?? 0,
  };
  // On PostgreSQL a step's commit waited for the disk: ten years in 111 steps took 0.3 s longer
  // than in one transaction (1.3-1.9 s against 1.1-1.5 s). The steps need not wait when the last
  // transaction writes (the day series' rebuild, or the caller's `then`): its commit waits for the
  // WAL up to itself, which holds every step before it, so all is durable once the save returns.
  // A crash before that loses only the last steps, which are redone by the retry like any others.
  // When the last transaction may write nothing (a summary without nights, no `then`), every step
  // commits as usual.
  const lazySteps = summary.sleep.length > 0 || steps.then !== undefined;
  const step = async (write: (tx: Db) => Promise<SavedSoFar>): Promise<void> => {
    // The totals move only once the step has committed: a rolled-back step counted nothing.
    const after = await db.transaction(async (tx) => {
      if (lazySteps) await tx.execute(sql`select set_config('synchronous_commit', 'off', true)`);
      const totals = await write(tx);
      await steps.afterStep?.(tx, totals);
      return totals;
    });
    Object.assign(saved, after);
    await nextTurn();
  };
  let deferredDays = false;
  try {
    for (const metrics of inBatches(summary.metrics, stepRows)) {
      await step(async (tx) => ({
        ...saved,
        metrics_added:
          saved.metrics_added +
          (await createBodyMetricsRepository(tx).addNew(userId, metrics, 'apple_health')),
      }));
    }
    for (const nights of inBatches(summary.sleep, stepRows)) {
      deferredDays = true;
      await step(async (tx) => ({
        ...saved,
        sleep_days_added:
          saved.sleep_days_added + (await createSleepImport(tx).fillDeferred(userId, nights)),
      }));
    }
    return await db.transaction(async (tx) => {
      // Also when this attempt wrote no night: an earlier one may have, and failed before this.
      if (summary.sleep.length > 0) await createSleepImport(tx).rebuildDays(userId);
      const result: AppleHealthImportResult = {
        records_read: summary.recordsRead,
        ...saved,
        days_kept:
          summary.metrics.length -
          saved.metrics_added +
          (summary.sleep.length - saved.sleep_days_added),
      };
      await steps.then?.(tx, result);
      return result;
    });
  } catch (error) {
    if (deferredDays)
      await createSleepImport(db)
        .rebuildDays(userId)
        .catch(() => undefined);
    throw error;
  }
}

export function toAppleHealthUpload(row: AppleHealthUploadRow): AppleHealthUpload {
  return {
    id: row.id,
    status: row.status as AppleHealthUploadStatus,
    bytes_total: row.bytes_total,
    bytes_uploaded: row.bytes_uploaded,
    parts_uploaded: row.parts_uploaded,
    bytes_read: row.bytes_read,
    part_max_bytes: APPLE_HEALTH_PART_MAX_BYTES,
    result: row.result ?? null,
    error:
      row.error_code && row.error_status && row.error_message
        ? { status: row.error_status, code: row.error_code, message: row.error_message }
        : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface AppleHealthUploadsDeps {
  /** The request's connection (the acting member's rows only). */
  db: Db;
  /** The system's connection, for the job: it acts for the member its payload names. */
  systemDb: Db;
  storage: ObjectStorage;
  jobs: Pick<JobQueue, 'enqueue' | 'runNow' | 'register'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** What the uploads' parts share: the dependencies, the clock and the two repositories. */
type UploadsContext = AppleHealthUploadsDeps & {
  now: () => Date;
  /** Acting for the member. */
  uploads: AppleHealthUploadsRepository;
  /** As the system, for the job. */
  system: AppleHealthUploadsRepository;
};

/** Deletes stored objects; one that cannot be deleted is logged (its row is already gone). */
async function deleteObjects(ctx: UploadsContext, keys: readonly string[]): Promise<void> {
  for (const key of keys)
    await ctx.storage.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'an Apple Health part could not be deleted');
    });
}

/**
 * Ends an upload: its status (and error or result) and the forgetting of its parts' rows in one
 * transaction, so that whoever sees it ended sees no parts; then the parts' objects.
 */
async function end(
  ctx: UploadsContext,
  db: Db,
  userId: string,
  uploadId: string,
  from: readonly AppleHealthUploadStatus[],
  to: AppleHealthUploadStatus,
  fields: Parameters<AppleHealthUploadsRepository['advance']>[4] = {},
): Promise<AppleHealthUploadRow | null> {
  const keys = (await createAppleHealthUploadsRepository(db).parts(userId, uploadId)).map(
    (part) => part.storage_key,
  );
  const row = await db.transaction(async (transaction) => {
    const tx = createAppleHealthUploadsRepository(transaction);
    const ended = await tx.advance(userId, uploadId, from, to, fields);
    await tx.dropParts(userId, uploadId);
    return ended;
  });
  await deleteObjects(ctx, keys);
  return row;
}

async function mustFind(
  ctx: UploadsContext,
  userId: string,
  id: string,
): Promise<AppleHealthUploadRow> {
  // Any other id names nothing (and is never sent to the database as a uuid).
  if (!UUID.test(id)) throw NOT_FOUND();
  const row = await ctx.uploads.find(userId, id);
  if (!row) throw NOT_FOUND();
  return row;
}

/** Why a part was not taken, from the upload as it now stands. */
function partRefusal(row: AppleHealthUploadRow, number: number, bytes: number): AppError {
  if (row.status !== 'uploading')
    return new AppError(409, 'APPLE_HEALTH_UPLOAD_CLOSED', FHIR_MESSAGES.appleUploadClosed);
  if (number !== row.parts_uploaded + 1 && number !== row.parts_uploaded)
    return new AppError(409, 'APPLE_HEALTH_PART_OUT_OF_ORDER', FHIR_MESSAGES.applePartOutOfOrder, {
      next_part: row.parts_uploaded + 1,
    });
  return new AppError(413, 'APPLE_HEALTH_PART_PAST_SIZE', FHIR_MESSAGES.applePartPastSize, {
    bytes_total: row.bytes_total,
    bytes_uploaded: row.bytes_uploaded,
    part_bytes: bytes,
  });
}

/** The job: reads the parts in order in the worker thread, then saves (in steps). */
async function readUpload(ctx: UploadsContext, job: JobContext): Promise<Record<string, unknown>> {
  const uploadId = String(job.payload.upload_id);
  const userId = String(job.payload.user_id);
  const row = await ctx.system.find(userId, uploadId);
  if (!row || !['queued', 'reading', 'saving'].includes(row.status)) return { skipped: true };
  await ctx.system.advance(userId, uploadId, ['queued', 'reading', 'saving'], 'reading', {
    bytesRead: 0,
  });
  const parts = await ctx.system.parts(userId, uploadId);
  let read = 0;
  let reported = performance.now();
  async function* zipBytes(): AsyncGenerator<Uint8Array> {
    for (const part of parts) {
      const bytes = await ctx.storage.getBuffer(part.storage_key);
      for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) {
        const slice = bytes.subarray(offset, offset + SLICE_BYTES);
        yield slice;
        read += slice.length;
        if (performance.now() - reported >= PROGRESS_EVERY_MS) {
          reported = performance.now();
          await ctx.system.setBytesRead(userId, uploadId, read);
        }
      }
    }
  }

  let summary: AppleHealthSummary;
  try {
    summary = await readAppleHealthInWorker(zipBytes(), { now: ctx.now() });
  } catch (error) {
    if (error instanceof AppleHealthError && error.reason !== 'busy') {
      const refusal = appleHealthAppError(error);
      await end(ctx, ctx.systemDb, userId, uploadId, ['reading'], 'refused', {
        bytesRead: read,
        error: { status: refusal.statusCode, code: refusal.code, message: refusal.message },
      });
      return { refused: refusal.code };
    }
    // Ours, not the file's (a store that did not answer, every reader busy): the queue retries.
    if (job.attempt >= APPLE_HEALTH_IMPORT_MAX_ATTEMPTS) {
      await end(ctx, ctx.systemDb, userId, uploadId, ['reading'], 'failed', { error: FAILED });
    } else await ctx.system.advance(userId, uploadId, ['reading'], 'queued');
    throw error;
  }
  await ctx.system.advance(userId, uploadId, ['reading'], 'saving', { bytesRead: read });
  let result: AppleHealthImportResult;
  try {
    result = await saveAppleHealthSummary(ctx.systemDb, userId, summary, {
      // The save commits in steps: what an earlier attempt committed is kept on the upload
      // (its `result` while saving) and counted again here, since this attempt finds it there.
      savedBefore: row.result ?? undefined,
      afterStep: async (tx, saved) => {
        await createAppleHealthUploadsRepository(tx).advance(
          userId,
          uploadId,
          ['saving'],
          'saving',
          { result: { records_read: summary.recordsRead, ...saved, days_kept: 0 } },
        );
      },
      then: async (tx, done) => {
        const repository = createAppleHealthUploadsRepository(tx);
        await repository.advance(userId, uploadId, ['saving'], 'done', { result: done });
        await repository.dropParts(userId, uploadId);
      },
    });
  } catch (error) {
    // Ours (the database): the steps committed so far stay, and the retry completes them.
    if (job.attempt >= APPLE_HEALTH_IMPORT_MAX_ATTEMPTS) {
      await end(ctx, ctx.systemDb, userId, uploadId, ['saving'], 'failed', { error: FAILED });
    } else await ctx.system.advance(userId, uploadId, ['saving'], 'queued');
    throw error;
  }
  await deleteObjects(
    ctx,
    parts.map((part) => part.storage_key),
  );
  return { ...result };
}

export function createAppleHealthUploads(deps: AppleHealthUploadsDeps) {
  const now = deps.now ?? (() => new Date());
  const uploads = createAppleHealthUploadsRepository(deps.db);
  const system = createAppleHealthUploadsRepository(deps.systemDb);

  const ctx: UploadsContext = { ...deps, now, uploads, system };

  ctx.jobs.register(APPLE_HEALTH_IMPORT_JOB, (job) => readUpload(ctx, job));

  return {
    /** Begins an upload of `size` bytes; the member's abandoned uploads are cleared first. */
    async start(userId: string, size: number): Promise<AppleHealthUpload> {
      const stale = await ctx.uploads.abandoned(
        userId,
        new Date(ctx.now().getTime() - ABANDONED_UPLOAD_MS),
      );
      for (const old of stale) {
        const keys = (await ctx.uploads.parts(userId, old.id)).map((part) => part.storage_key);
        await ctx.uploads.remove(userId, old.id);
        await deleteObjects(ctx, keys);
      }
      return toAppleHealthUpload(await ctx.uploads.create(userId, size));
    },

    async status(userId: string, id: string): Promise<AppleHealthUpload> {
      return toAppleHealthUpload(await mustFind(ctx, userId, id));
    },

    /**
     * Stores part `number`. The first must begin like a ZIP: anything else ends the upload at once
     * (400, as the one-request import answers), so a wrong file is not sent to its end first.
     */
    async putPart(
      userId: string,
      id: string,
      number: number,
      bytes: Buffer,
    ): Promise<AppleHealthUpload> {
      const row = await mustFind(ctx, userId, id);
      if (row.status === 'uploading' && number === 1 && !isZipStart(bytes)) {
        await end(ctx, ctx.db, userId, id, ['uploading'], 'refused', {
          error: { status: 400, code: 'APPLE_HEALTH_NOT_ZIP', message: FHIR_MESSAGES.appleNotZip },
        });
        throw new AppError(400, 'APPLE_HEALTH_NOT_ZIP', FHIR_MESSAGES.appleNotZip);
      }
      if (
        row.status !== 'uploading' ||
        (number !== row.parts_uploaded + 1 && number !== row.parts_uploaded)
      )
        throw partRefusal(row, number, bytes.length);
      const storageKey = newObjectKey(PART_PREFIX);
      await ctx.storage.put(storageKey, bytes, { contentType: 'application/octet-stream' });
      const part = { number, storageKey, bytes: bytes.length };
      const replacing = number === row.parts_uploaded;
      const stored = replacing
        ? await ctx.uploads.replaceLastPart(userId, id, part)
        : await ctx.uploads.addPart(userId, id, part);
      if (!stored) {
        await ctx.storage.delete(storageKey).catch(() => undefined);
        throw partRefusal(await mustFind(ctx, userId, id), number, bytes.length);
      }
      if ('replacedKey' in stored) {
        await ctx.storage.delete(stored.replacedKey).catch(() => undefined);
        return toAppleHealthUpload(stored.upload);
      }
      return toAppleHealthUpload(stored);
    },

    /** Every byte has come: queue the reading (and start it here at once). */
    async complete(userId: string, id: string): Promise<AppleHealthUpload> {
      const row = await mustFind(ctx, userId, id);
      if (row.status !== 'uploading')
        throw new AppError(409, 'APPLE_HEALTH_UPLOAD_CLOSED', FHIR_MESSAGES.appleUploadClosed);
      const queued = await ctx.uploads.closeUpload(userId, id, 'queued');
      if (!queued)
        throw new AppError(
          400,
          'APPLE_HEALTH_UPLOAD_INCOMPLETE',
          FHIR_MESSAGES.appleUploadIncomplete,
          {
            bytes_total: row.bytes_total,
            bytes_uploaded: row.bytes_uploaded,
          },
        );
      const jobId = await ctx.jobs.enqueue(
        APPLE_HEALTH_IMPORT_JOB,
        { upload_id: id, user_id: userId },
        { userId, maxAttempts: APPLE_HEALTH_IMPORT_MAX_ATTEMPTS },
      );
      // Taken here now unless a worker has it already; the answer does not wait for the reading.
      void ctx.jobs.runNow(jobId).catch((error: unknown) => {
        ctx.log.error({ err: error }, 'an Apple Health import could not be started here');
      });
      return toAppleHealthUpload(queued);
    },
  };
}
export type AppleHealthUploads = ReturnType<typeof createAppleHealthUploads>;
