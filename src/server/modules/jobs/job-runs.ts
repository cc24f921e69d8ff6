/**
 * Running one job (ADR 047, ADR 080): claim a row with FOR UPDATE SKIP LOCKED and a lease, run its
 * handler outside any transaction while renewing the lease, and write the outcome only while the
 * row is still ours.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '#server/db/client';
import { runAsSystem } from '#server/db/acting-user';
import { PermanentJobError, type JobOutcome } from './job-queue.types';
import {
  LEASE_RENEWALS_PER_LEASE,
  errorCode,
  type ClaimedRow,
  type JobQueueState,
} from './job-queue-state';

/** The registered kinds and their leases, as one JSON parameter the claim reads per row. */
export function leasesParam(queue: JobQueueState): string | null {
  if (queue.handlers.size === 0) return null;
  return JSON.stringify(Object.fromEntries([...queue.handlers].map(([k, h]) => [k, h.leaseMs])));
}

/**
 * One statement: pick a runnable row (queued and due, or running with its lease run out) that no
 * one else is claiming, and make it ours for its kind's lease. `which` narrows the pick.
 */
export async function claim(queue: JobQueueState, which: SQL): Promise<ClaimedRow | null> {
  const leases = leasesParam(queue);
  if (!leases) return null;
  const [row] = await queryRows<ClaimedRow>(
    queue.db,
    sql`
    update jobs set status = 'running', locked_by = ${queue.workerId},
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

export const due = sql`(status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())`;

/** Still ours: this worker, this attempt (a later claim has a higher count). */
const ours = (queue: JobQueueState, job: ClaimedRow) =>
  sql`id = ${job.id} and status = 'running' and locked_by = ${queue.workerId} and attempts = ${job.attempts}`;

export async function finish(queue: JobQueueState, job: ClaimedRow, set: SQL): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    queue.db,
    sql`update jobs set ${set}, locked_by = null, locked_until = null where ${ours(queue, job)} returning id`,
  );
  return rows.length > 0;
}

/** The end of a job: its outcome, and its payload emptied when its kind asks for it. */
export function finished(queue: JobQueueState, job: ClaimedRow, set: SQL): Promise<boolean> {
  const clear = queue.handlers.get(job.kind)?.clearPayload ?? false;
  return finish(queue, job, clear ? sql`${set}, payload = '{}'::jsonb` : set);
}

/**
 * Renews the job's lease while its handler runs, for as long as the job is still ours; a process
 * that dies (or loses the database) stops renewing, and the lease runs out a lease later.
 */
export async function whileRenewingLease<T>(
  queue: JobQueueState,
  job: ClaimedRow,
  leaseMs: number,
  work: () => Promise<T>,
): Promise<T> {
  const timer = setInterval(
    () => {
      queryRows<{ id: string }>(
        queue.db,
        sql`update jobs set locked_until = now() + (${leaseMs}::int * interval '1 millisecond')
          where ${ours(queue, job)} returning id`,
      )
        .then((rows) => {
          if (rows.length === 0) clearInterval(timer);
        })
        .catch((error: unknown) =>
          queue.log.warn(
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
export async function execute(queue: JobQueueState, job: ClaimedRow): Promise<JobOutcome> {
  const registered = queue.handlers.get(job.kind);
  if (!registered) return { status: 'pending' };
  if (job.attempts > job.max_attempts) {
    // Its last attempt's process died holding it (a job that kills the worker): stop here.
    await finished(
      queue,
      job,
      sql`status = 'failed', last_error = 'LEASE_EXPIRED', result = ${JSON.stringify({ code: 'LEASE_EXPIRED' })}::jsonb, finished_at = now()`,
    );
    queue.log.error({ jobId: job.id, kind: job.kind, code: 'LEASE_EXPIRED' }, 'job failed');
    return { status: 'failed', error: 'LEASE_EXPIRED', details: null };
  }
  try {
    // Jobs act for no request's user, whoever started them (ADR 020).
    const result = await whileRenewingLease(queue, job, registered.leaseMs, () =>
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
      queue,
      job,
      sql`status = 'done', result = ${value === null ? null : JSON.stringify(value)}::jsonb, last_error = null, finished_at = now()`,
    );
    return { status: 'done', result: value };
  } catch (error) {
    const code = errorCode(error);
    if (error instanceof PermanentJobError || job.attempts >= job.max_attempts) {
      const details = error instanceof PermanentJobError ? (error.details ?? null) : null;
      await finished(
        queue,
        job,
        sql`status = 'failed', last_error = ${code}, result = ${JSON.stringify({ code, details })}::jsonb, finished_at = now()`,
      );
      queue.log.error({ jobId: job.id, kind: job.kind, attempt: job.attempts, code }, 'job failed');
      return { status: 'failed', error: code, details };
    }
    const delay = Math.max(0, Math.round(registered.backoffMs(job.attempts)));
    await finish(
      queue,
      job,
      sql`status = 'queued', last_error = ${code}, run_at = now() + (${delay}::int * interval '1 millisecond')`,
    );
    queue.log.warn(
      { jobId: job.id, kind: job.kind, attempt: job.attempts, code, retryInMs: delay },
      'job attempt failed, will retry',
    );
    return { status: 'pending' };
  }
}

/** Keeps track of work in progress so stop() can wait for it. */
export function track<T>(queue: JobQueueState, work: Promise<T>): Promise<T> {
  queue.inFlight.add(work);
  void work.finally(() => queue.inFlight.delete(work)).catch(() => undefined);
  return work;
}

export async function claimAndRunOne(queue: JobQueueState): Promise<boolean> {
  const job = await claim(queue, due);
  if (!job) return false;
  await track(queue, execute(queue, job));
  return true;
}
