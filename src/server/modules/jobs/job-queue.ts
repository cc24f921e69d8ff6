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
 */
import { hostname } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '#server/db/client';
import { runAsSystem } from '#server/db/acting-user';
import {
  PermanentJobError,
  type EnqueueOptions,
  type JobHandler,
  type JobHandlerOptions,
  type JobOutcome,
  type JobQueue,
  type UnfinishedJob,
} from './job-queue.types';

/** How long a run holds its job when the handler does not say: past it, another worker may take it. */
export const DEFAULT_LEASE_MS = 2 * 60 * 1000;
export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_CAP_MS = 15 * 60 * 1000;
/** A running job's lease is renewed this many times per lease (every third of it). */
export const LEASE_RENEWALS_PER_LEASE = 3;
/** How often an idle worker looks for due jobs. */
export const POLL_INTERVAL_MS = 1_000;
/** How often `waitFor` reads the row. */
export const WAIT_POLL_MS = 150;
/** How long `runNow` waits for a job another worker holds, unless told otherwise. */
export const RUN_NOW_WAIT_MS = 30_000;
/** Finished jobs are kept this long (outcomes to read, failures to look into), then deleted. */
export const KEEP_DONE_DAYS = 7;
export const KEEP_FAILED_DAYS = 30;
/** How often one of a process's workers deletes what is past keeping. */
export const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** A code in last_error is a short identifier; anything else (it could quote data) is replaced. */
const ERROR_CODE = /^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/;

/**
 * Retry n (1-based) waits 5 s × 2^(n-1), capped at 15 minutes, with ±20 % jitter so jobs that
 * failed together (an SMTP outage) do not all come back in the same second.
 */
export function defaultBackoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(Math.min(BACKOFF_CAP_MS, base * (0.8 + 0.4 * random())));
}

/** The failure's code or name only: an error's message may quote the user's data. */
export function errorCode(error: unknown): string {
  if (error instanceof PermanentJobError) return ERROR_CODE.test(error.code) ? error.code : 'Error';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && ERROR_CODE.test(code)) return code;
  const name = error instanceof Error ? error.name : '';
  return ERROR_CODE.test(name) ? name : 'Error';
}

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

interface Registered {
  handler: JobHandler;
  leaseMs: number;
  backoffMs: (attempt: number) => number;
  clearPayload: boolean;
}

interface ClaimedRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  user_id: string | null;
  attempts: number;
  max_attempts: number;
}

interface StatusRow {
  status: 'queued' | 'running' | 'done' | 'failed';
  last_error: string | null;
  result: Record<string, unknown> | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let queuesMade = 0;

export function createJobQueue(deps: JobQueueDeps): DatabaseJobQueue {
  const { db, log } = deps;
  queuesMade += 1;
  const workerId = deps.workerId ?? `${hostname()}:${process.pid}:${queuesMade}`;
  const pollIntervalMs = deps.pollIntervalMs ?? POLL_INTERVAL_MS;
  const handlers = new Map<string, Registered>();
  const inFlight = new Set<Promise<unknown>>();
  let loops: Promise<void>[] = [];
  let stopping = false;
  const sleepers = new Set<() => void>();

  /** The registered kinds and their leases, as one JSON parameter the claim reads per row. */
  function leasesParam(): string | null {
    if (handlers.size === 0) return null;
    return JSON.stringify(Object.fromEntries([...handlers].map(([k, h]) => [k, h.leaseMs])));
  }

  /**
   * One statement: pick a runnable row (queued and due, or running with its lease run out) that no
   * one else is claiming, and make it ours for its kind's lease. `which` narrows the pick.
   */
  async function claim(which: SQL): Promise<ClaimedRow | null> {
    const leases = leasesParam();
    if (!leases) return null;
    const [row] = await queryRows<ClaimedRow>(
      db,
      sql`
      update jobs set status = 'running', locked_by = ${workerId},
        locked_until = now() + ((${leases}::jsonb ->> kind)::int * interval '1 millisecond'),
        attempts = attempts + 1
      where id = (
        select id from jobs
        where (${leases}::jsonb -> kind) is not null and (${which})
        order by run_at
        for update skip locked
        limit 1)
      returning id, kind, payload, user_id, attempts, max_attempts`,
    );
    return row ?? null;
  }

  const due = sql`(status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())`;

  /** Still ours: this worker, this attempt (a later claim has a higher count). */
  const ours = (job: ClaimedRow) =>
    sql`id = ${job.id} and status = 'running' and locked_by = ${workerId} and attempts = ${job.attempts}`;

  async function finish(job: ClaimedRow, set: SQL): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`update jobs set ${set}, locked_by = null, locked_until = null where ${ours(job)} returning id`,
    );
    return rows.length > 0;
  }

  /** The end of a job: its outcome, and its payload emptied when its kind asks for it. */
  function finished(job: ClaimedRow, set: SQL): Promise<boolean> {
    const clear = handlers.get(job.kind)?.clearPayload ?? false;
    return finish(job, clear ? sql`${set}, payload = '{}'::jsonb` : set);
  }

  /**
   * Renews the job's lease while its handler runs, for as long as the job is still ours; a process
   * that dies (or loses the database) stops renewing, and the lease runs out a lease later.
   */
  async function whileRenewingLease<T>(
    job: ClaimedRow,
    leaseMs: number,
    work: () => Promise<T>,
  ): Promise<T> {
    const timer = setInterval(
      () => {
        queryRows<{ id: string }>(
          db,
          sql`update jobs set locked_until = now() + (${leaseMs}::int * interval '1 millisecond')
            where ${ours(job)} returning id`,
        )
          .then((rows) => {
            if (rows.length === 0) clearInterval(timer);
          })
          .catch((error: unknown) =>
            log.warn(
              { jobId: job.id, kind: job.kind, code: errorCode(error) },
              'lease not renewed',
            ),
          );
      },
      Math.max(10, Math.floor(leaseMs / LEASE_RENEWALS_PER_LEASE)),
    );
    timer.unref();
    try {
      return await work();
    } finally {
      clearInterval(timer);
    }
  }

  /** Runs a claimed job's handler (outside any transaction) and records how it ended. */
  async function execute(job: ClaimedRow): Promise<JobOutcome> {
    const registered = handlers.get(job.kind);
    if (!registered) return { status: 'pending' };
    if (job.attempts > job.max_attempts) {
      // Its last attempt's process died holding it (a job that kills the worker): stop here.
      await finished(
        job,
        sql`status = 'failed', last_error = 'LEASE_EXPIRED', result = ${JSON.stringify({ code: 'LEASE_EXPIRED' })}::jsonb, finished_at = now()`,
      );
      log.error({ jobId: job.id, kind: job.kind, code: 'LEASE_EXPIRED' }, 'job failed');
      return { status: 'failed', error: 'LEASE_EXPIRED', details: null };
    }
    try {
      // Jobs act for no request's user, whoever started them (ADR 020).
      const result = await whileRenewingLease(job, registered.leaseMs, () =>
        runAsSystem(() =>
          registered.handler({
            id: job.id,
            kind: job.kind,
            payload: job.payload,
            userId: job.user_id,
            attempt: job.attempts,
          }),
        ),
      );
      const value = result ?? null;
      await finished(
        job,
        sql`status = 'done', result = ${value === null ? null : JSON.stringify(value)}::jsonb, last_error = null, finished_at = now()`,
      );
      return { status: 'done', result: value };
    } catch (error) {
      const code = errorCode(error);
      if (error instanceof PermanentJobError || job.attempts >= job.max_attempts) {
        const details = error instanceof PermanentJobError ? (error.details ?? null) : null;
        await finished(
          job,
          sql`status = 'failed', last_error = ${code}, result = ${JSON.stringify({ code, details })}::jsonb, finished_at = now()`,
        );
        log.error({ jobId: job.id, kind: job.kind, attempt: job.attempts, code }, 'job failed');
        return { status: 'failed', error: code, details };
      }
      const delay = Math.max(0, Math.round(registered.backoffMs(job.attempts)));
      await finish(
        job,
        sql`status = 'queued', last_error = ${code}, run_at = now() + (${delay}::int * interval '1 millisecond')`,
      );
      log.warn(
        { jobId: job.id, kind: job.kind, attempt: job.attempts, code, retryInMs: delay },
        'job attempt failed, will retry',
      );
      return { status: 'pending' };
    }
  }

  /** Keeps track of work in progress so stop() can wait for it. */
  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  async function claimAndRunOne(): Promise<boolean> {
    const job = await claim(due);
    if (!job) return false;
    await track(execute(job));
    return true;
  }

  async function readStatus(jobId: string): Promise<StatusRow | null> {
    const [row] = await queryRows<StatusRow>(
      db,
      sql`select status, last_error, result from jobs where id = ${jobId}`,
    );
    return row ?? null;
  }

  function outcomeOf(row: StatusRow | null): JobOutcome {
    if (row?.status === 'done') return { status: 'done', result: row.result ?? null };
    if (row?.status === 'failed') {
      const details = row.result?.details;
      return {
        status: 'failed',
        error: row.last_error ?? 'Error',
        details:
          details && typeof details === 'object' ? (details as Record<string, unknown>) : null,
      };
    }
    // A job that no longer exists (its account was deleted) will never finish either.
    if (!row) return { status: 'failed', error: 'NOT_FOUND', details: null };
    return { status: 'pending' };
  }

  async function waitFor(jobId: string, timeoutMs: number): Promise<JobOutcome> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const outcome = outcomeOf(await readStatus(jobId));
      if (outcome.status !== 'pending' || Date.now() >= deadline) return outcome;
      await delay(Math.min(WAIT_POLL_MS, Math.max(0, deadline - Date.now())));
    }
  }

  function delay(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
    });
  }

  /** An idle worker's pause, cut short by stop(). */
  function idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      // The poll loop must never keep the process alive on its own.
      timer.unref();
      sleepers.add(wake);
    });
  }

  async function prune(): Promise<number> {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`delete from jobs where (status = 'done' and finished_at < now() - ${`${KEEP_DONE_DAYS} days`}::interval)
        or (status = 'failed' and finished_at < now() - ${`${KEEP_FAILED_DAYS} days`}::interval)
        returning id`,
    );
    return rows.length;
  }

  async function workerLoop(prunes: boolean): Promise<void> {
    let failures = 0;
    let prunedAt = 0;
    while (!stopping) {
      try {
        const found = await claimAndRunOne();
        failures = 0;
        if (!found && prunes && Date.now() - prunedAt >= PRUNE_EVERY_MS) {
          prunedAt = Date.now();
          await prune();
        }
        if (!found) await idle(pollIntervalMs);
      } catch (error) {
        // The database is unreachable or the statement failed: back off, never spin.
        failures += 1;
        log.error({ code: errorCode(error) }, 'job worker could not claim a job');
        await idle(Math.min(30_000, pollIntervalMs * 2 ** Math.min(failures, 5)));
      }
    }
  }

  return {
    workerId,

    register(kind: string, handler: JobHandler, options: JobHandlerOptions = {}) {
      if (handlers.has(kind)) throw new Error(`job kind '${kind}' is already registered`);
      handlers.set(kind, {
        handler,
        leaseMs: Math.max(1, Math.round(options.leaseMs ?? DEFAULT_LEASE_MS)),
        backoffMs: options.backoffMs ?? ((attempt) => defaultBackoffMs(attempt)),
        clearPayload: options.clearPayloadWhenFinished ?? false,
      });
    },

    async enqueue(kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}) {
      const runAt = options.runAt ? sql`${options.runAt.toISOString()}::timestamptz` : sql`now()`;
      const [row] = await queryRows<{ id: string }>(
        options.db ?? db,
        sql`
        insert into jobs (kind, payload, user_id, max_attempts, run_at)
        values (${kind}, ${JSON.stringify(payload)}::jsonb, ${options.userId ?? null},
          ${options.maxAttempts ?? 5}, ${runAt})
        returning id`,
      );
      if (!row) throw new Error('the job was not stored');
      return row.id;
    },

    async runNow(jobId: string, options: RunNowOptions = {}) {
      // Queued (whatever its run_at: the caller wants it now) or abandoned by a dead worker.
      const job = await claim(
        sql`id = ${jobId} and (status = 'queued' or (status = 'running' and locked_until < now()))`,
      );
      if (job) return track(execute(job));
      return waitFor(jobId, options.timeoutMs ?? RUN_NOW_WAIT_MS);
    },

    waitFor,
    prune,

    async depth(kind?: string) {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from jobs where status in ('queued', 'running')
          ${kind === undefined ? sql`` : sql`and kind = ${kind}`}`,
      );
      return Number(row?.count ?? 0);
    },

    async unfinishedFor(kind: string, userId: string, limit = 20) {
      const rows = await queryRows<{
        id: string;
        status: UnfinishedJob['status'];
        payload: Record<string, unknown>;
        last_error: string | null;
        result: Record<string, unknown> | null;
        created_at: Date | string;
      }>(
        db,
        sql`select id, status, payload, last_error, result, created_at from jobs
          where kind = ${kind} and user_id = ${userId}
            and (status in ('queued', 'running')
              or (status = 'failed' and coalesce(result->>'dismissed', 'false') <> 'true'))
          order by created_at desc limit ${Math.max(1, Math.min(100, limit))}`,
      );
      return rows.map((row) => {
        const details = row.result?.details;
        return {
          id: row.id,
          status: row.status,
          payload: row.payload ?? {},
          error: row.status === 'failed' ? (row.last_error ?? 'Error') : null,
          details:
            row.status === 'failed' && details && typeof details === 'object'
              ? (details as Record<string, unknown>)
              : null,
          createdAt: new Date(row.created_at),
        };
      });
    },

    async dismiss(kind: string, jobId: string, userId: string) {
      // Job ids are uuids; anything else names no job (and must not reach a uuid comparison).
      if (!UUID.test(jobId)) return false;
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update jobs set result = coalesce(result, '{}'::jsonb) || '{"dismissed": true}'::jsonb
          where id = ${jobId} and kind = ${kind} and user_id = ${userId} and status = 'failed'
            and coalesce(result->>'dismissed', 'false') <> 'true'
          returning id`,
      );
      return rows.length > 0;
    },

    async drain() {
      let ran = 0;
      while (await claimAndRunOne()) ran += 1;
      return ran;
    },

    start() {
      if (loops.length > 0 || deps.concurrency <= 0) return;
      stopping = false;
      loops = Array.from({ length: deps.concurrency }, (_, n) => workerLoop(n === 0));
    },

    async stop() {
      stopping = true;
      for (const wake of [...sleepers]) wake();
      await Promise.all(loops);
      loops = [];
      await Promise.allSettled([...inFlight]);
    },
  };
}
