/** What the job queue's parts share (ADR 047): its constants, its rows, and one queue's state. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import { PermanentJobError, type JobHandler } from './job-queue.types';

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

export interface Registered {
  handler: JobHandler;
  leaseMs: number;
  backoffMs: (attempt: number) => number;
  clearPayload: boolean;
}

export interface ClaimedRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  user_id: string | null;
  attempts: number;
  max_attempts: number;
}

export interface StatusRow {
  status: 'queued' | 'running' | 'done' | 'failed';
  last_error: string | null;
  result: Record<string, unknown> | null;
}

/** One queue's state: its connection, its registered kinds, and its workers while they run. */
export interface JobQueueState {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  workerId: string;
  pollIntervalMs: number;
  concurrency: number;
  handlers: Map<string, Registered>;
  /** Runs in progress, so stop() can wait for them. */
  inFlight: Set<Promise<unknown>>;
  loops: Promise<void>[];
  stopping: boolean;
  /** Idle workers' wake-ups, called by stop(). */
  sleepers: Set<() => void>;
}
