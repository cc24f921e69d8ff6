/**
 * The job queue's port (ADR 047). A job is a row in `jobs`; any app process may run it. Handlers
 * are registered per kind at start-up; `enqueue` may be given a transaction so the job commits
 * with the write that made it (the outbox pattern).
 */
import type { Db } from '#server/db/client';

export interface EnqueueOptions {
  /** Whose data the payload holds (the job is deleted with the account). */
  userId?: string | null;
  /** Not before this time (default now). */
  runAt?: Date;
  maxAttempts?: number;
  /** Insert through this transaction or connection instead of the queue's own (outbox pattern). */
  db?: Db;
}

export interface JobContext {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  userId: string | null;
  /** 1 on the first run. */
  attempt: number;
}

/** A failure that retrying cannot fix (a file nobody can read): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export interface JobHandlerOptions {
  /** How long a run may hold the job before another worker may take it (lease), ms. */
  leaseMs?: number;
  /** Delay before retry n (1-based), ms; default exponential from 5 s, capped at 15 min, jittered. */
  backoffMs?: (attempt: number) => number;
  /**
   * Empty the payload once the job is done or has failed for good: it held something no longer
   * needed that should not be kept (an email's address and its sign-in link).
   */
  clearPayloadWhenFinished?: boolean;
}

export type JobHandler = (job: JobContext) => Promise<Record<string, unknown> | void>;

export type JobOutcome =
  | { status: 'done'; result: Record<string, unknown> | null }
  | { status: 'failed'; error: string; details: Record<string, unknown> | null }
  | { status: 'pending' };

/** A user's job that has not ended well: still to run, running, or failed and not yet dismissed. */
export interface UnfinishedJob {
  id: string;
  status: 'queued' | 'running' | 'failed';
  payload: Record<string, unknown>;
  /** The failure's code (a PermanentJobError's, or the last error's name); null while not failed. */
  error: string | null;
  /** A PermanentJobError's details; null otherwise. */
  details: Record<string, unknown> | null;
  createdAt: Date;
}

export interface JobQueue {
  register(kind: string, handler: JobHandler, options?: JobHandlerOptions): void;
  enqueue(
    kind: string,
    payload: Record<string, unknown>,
    options?: EnqueueOptions,
  ): Promise<string>;
  /**
   * Runs this job here and now when it is still queued and unclaimed (the request that made it has
   * it at hand); otherwise leaves it to whichever worker holds it. Resolves with its outcome:
   * 'pending' when this attempt failed and a retry is queued, or when the worker holding it has
   * not finished within `timeoutMs` (default 30 s).
   */
  runNow(jobId: string, options?: { timeoutMs?: number }): Promise<JobOutcome>;
  /** Waits until the job is done or failed, or the timeout passes ('pending'). */
  waitFor(jobId: string, timeoutMs: number): Promise<JobOutcome>;
  /** Jobs queued or running, per kind (metrics, and the upload queue's bound). */
  depth(kind?: string): Promise<number>;
  /**
   * This user's jobs of `kind` that are queued, running, or failed and not dismissed, newest first
   * (at most `limit`, default 20): what a person should hear about.
   */
  unfinishedFor(kind: string, userId: string, limit?: number): Promise<UnfinishedJob[]>;
  /**
   * Marks this user's failed job as seen (it leaves unfinishedFor; the row is kept for support
   * until it is pruned). False when no failed, undismissed job of theirs has that id.
   */
  dismiss(kind: string, jobId: string, userId: string): Promise<boolean>;
  /** Claims and runs due jobs until none is left (tests and the scheduler's tick). */
  drain(): Promise<number>;
  /** Starts this process's workers (JOB_CONCURRENCY of them); no-op when 0. */
  start(): void;
  /** Stops claiming, waits for running jobs to end. */
  stop(): Promise<void>;
}
