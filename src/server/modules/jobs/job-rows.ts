/** The jobs table's other statements: queueing, reading an outcome, counting, listing, dismissing, pruning. */
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client';
import type { EnqueueOptions, JobOutcome, UnfinishedJob } from './job-queue.types';
import {
  KEEP_DONE_DAYS,
  KEEP_FAILED_DAYS,
  WAIT_POLL_MS,
  type JobQueueState,
  type StatusRow,
} from './job-queue-state';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function readStatus(queue: JobQueueState, jobId: string): Promise<StatusRow | null> {
  const [row] = await queryRows<StatusRow>(
    queue.db,
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
      details: details && typeof details === 'object' ? (details as Record<string, unknown>) : null,
    };
  }
  // A job that no longer exists (its account was deleted) will never finish either.
  if (!row) return { status: 'failed', error: 'NOT_FOUND', details: null };
  return { status: 'pending' };
}

export async function waitFor(
  queue: JobQueueState,
  jobId: string,
  timeoutMs: number,
): Promise<JobOutcome> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outcome = outcomeOf(await readStatus(queue, jobId));
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

export async function prune(queue: JobQueueState): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    queue.db,
    sql`delete from jobs where (status = 'done' and finished_at < now() - ${`${KEEP_DONE_DAYS} days`}::interval)
      or (status = 'failed' and finished_at < now() - ${`${KEEP_FAILED_DAYS} days`}::interval)
      returning id`,
  );
  return rows.length;
}

export async function enqueue(
  queue: JobQueueState,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
) {
  const runAt = options.runAt ? sql`${options.runAt.toISOString()}::timestamptz` : sql`now()`;
  const [row] = await queryRows<{ id: string }>(
    options.db ?? queue.db,
    sql`
    insert into jobs (kind, payload, user_id, max_attempts, run_at)
    values (${kind}, ${JSON.stringify(payload)}::jsonb, ${options.userId ?? null},
      ${options.maxAttempts ?? 5}, ${runAt})
    returning id`,
  );
  if (!row) throw new Error('the job was not stored');
  return row.id;
}

export async function depth(queue: JobQueueState, kind?: string) {
  const [row] = await queryRows<{ count: number }>(
    queue.db,
    sql`select count(*)::int as count from jobs where status in ('queued', 'running')
      ${kind === undefined ? sql`` : sql`and kind = ${kind}`}`,
  );
  return Number(row?.count ?? 0);
}

export async function unfinishedFor(
  queue: JobQueueState,
  kind: string,
  userId: string,
  limit = 20,
) {
  const rows = await queryRows<{
    id: string;
    status: UnfinishedJob['status'];
    payload: Record<string, unknown>;
    last_error: string | null;
    result: Record<string, unknown> | null;
    created_at: Date | string;
  }>(
    queue.db,
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
}

export async function dismiss(queue: JobQueueState, kind: string, jobId: string, userId: string) {
  // Job ids are uuids; anything else names no job (and must not reach a uuid comparison).
  if (!UUID.test(jobId)) return false;
  const rows = await queryRows<{ id: string }>(
    queue.db,
    sql`update jobs set result = coalesce(result, '{}'::jsonb) || '{"dismissed": true}'::jsonb
      where id = ${jobId} and kind = ${kind} and user_id = ${userId} and status = 'failed'
        and coalesce(result->>'dismissed', 'false') <> 'true'
      returning id`,
  );
  return rows.length > 0;
}
