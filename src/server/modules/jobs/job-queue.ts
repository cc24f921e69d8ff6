/**
 * The database-backed job queue (ADR 047), implementing the port in job-queue.types.ts.
 *
 * Every step is one statement, never a transaction held open around a handler: PGlite has one
 * connection, and a handler that waited on it inside our transaction would wait for ever. A claim
 * takes the oldest due row with FOR UPDATE SKIP LOCKED and marks it running with a lease; the
 * handler runs outside any transaction; the outcome is written only if the row is still ours
 * (same worker, same attempt), so a worker whose lease ran out and was taken over cannot overwrite
 * the run that took over. While its handler runs, a worker renews the lease every third of it, so
 * a lease can be short (a live run keeps its job however long it takes) and a process that dies
 * mid-job leaves it to run out soon after; then any worker claims the job again (ADR 080):
 * delivery is at least once, so handlers must be idempotent.
 *
 * One file per part (ADR 107): running one job (job-runs.ts), the table's other statements
 * (job-rows.ts) and the worker loops (job-workers.ts), sharing one state (job-queue-state.ts).
 */
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import type { EnqueueOptions, JobHandler, JobHandlerOptions, JobQueue } from './job-queue.types';
import {
  DEFAULT_LEASE_MS,
  POLL_INTERVAL_MS,
  RUN_NOW_WAIT_MS,
  defaultBackoffMs,
  type JobQueueState,
} from './job-queue-state';
import { depth, dismiss, enqueue, prune, unfinishedFor, waitFor } from './job-rows';
import { claim, claimAndRunOne, execute, track } from './job-runs';
import { startWorkers, stopWorkers } from './job-workers';

export { BACKOFF_CAP_MS, POLL_INTERVAL_MS, defaultBackoffMs, errorCode } from './job-queue-state';

export interface JobQueueDeps {
  /** The system's connection (database.systemDb): jobs belong to no request's user. */
  db: Db;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Worker loops `start()` runs (JOB_CONCURRENCY); 0 runs none (jobs still run through runNow/drain). */
  concurrency: number;
  /** Names this queue in `locked_by`; default '<host>:<pid>:<n>'. */
  workerId?: string;
  pollIntervalMs?: number;
}

export interface RunNowOptions {
  /** How long to wait when another worker holds the job (default 30 s); then 'pending'. */
  timeoutMs?: number;
}

export interface DatabaseJobQueue extends JobQueue {
  /** What this queue writes in `locked_by`. */
  readonly workerId: string;
  /** Deletes finished jobs past keeping; returns how many. Workers call it every 10 minutes. */
  prune(): Promise<number>;
}

let queuesMade = 0;

export function createJobQueue(deps: JobQueueDeps): DatabaseJobQueue {
  queuesMade += 1;
  const queue: JobQueueState = {
    db: deps.db,
    log: deps.log,
    workerId: deps.workerId ?? `${hostname()}:${process.pid}:${queuesMade}`,
    pollIntervalMs: deps.pollIntervalMs ?? POLL_INTERVAL_MS,
    concurrency: deps.concurrency,
    handlers: new Map(),
    inFlight: new Set(),
    loops: [],
    stopping: false,
    sleepers: new Set(),
  };
  const { handlers } = queue;

  return {
    workerId: queue.workerId,

    register(kind: string, handler: JobHandler, options: JobHandlerOptions = {}) {
      if (handlers.has(kind)) throw new Error(`job kind '${kind}' is already registered`);
      handlers.set(kind, {
        handler,
        leaseMs: Math.max(1, Math.round(options.leaseMs ?? DEFAULT_LEASE_MS)),
        backoffMs: options.backoffMs ?? ((attempt) => defaultBackoffMs(attempt)),
        clearPayload: options.clearPayloadWhenFinished ?? false,
      });
    },

    enqueue: (kind: string, payload: Record<string, unknown>, options?: EnqueueOptions) =>
      enqueue(queue, kind, payload, options),

    async runNow(jobId: string, options: RunNowOptions = {}) {
      // Queued (whatever its run_at: the caller wants it now) or abandoned by a dead worker.
      const job = await claim(
        queue,
        sql`id = ${jobId} and (status = 'queued' or (status = 'running' and locked_until < now()))`,
      );
      if (job) return track(queue, execute(queue, job));
      return waitFor(queue, jobId, options.timeoutMs ?? RUN_NOW_WAIT_MS);
    },

    waitFor: (jobId: string, timeoutMs: number) => waitFor(queue, jobId, timeoutMs),
    prune: () => prune(queue),
    depth: (kind?: string) => depth(queue, kind),
    unfinishedFor: (kind: string, userId: string, limit?: number) =>
      unfinishedFor(queue, kind, userId, limit),
    dismiss: (kind: string, jobId: string, userId: string) => dismiss(queue, kind, jobId, userId),

    async drain() {
      let ran = 0;
      while (await claimAndRunOne(queue)) ran += 1;
      return ran;
    },

    start: () => startWorkers(queue),
    stop: () => stopWorkers(queue),
  };
}
