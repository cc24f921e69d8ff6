/**
 * A read that may never hold the database for long (ADR 177): searches. Each runs in a short
 * transaction under `SET LOCAL statement_timeout`, so PostgreSQL cancels it past `timeoutMs`
 * and the pooled connection comes back; and at most `inFlight` of them run at once per database
 * (the rest wait, holding no connection), so however many searches arrive, the other requests of
 * the process always find a free connection. PGlite (WASM) runs no timers and ignores the
 * timeout: there the bound is the queries' own (they read at most a fixed number of rows) and
 * the limit on searches in flight, which keeps its one connection's queue short.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#server/lib/app-error';
import type { Db } from './client';

export interface BoundedReadLimits {
  /** The longest a statement may run (ms). */
  timeoutMs: number;
  /** The longest a read may wait for its turn, holding no connection (ms). */
  waitMs: number;
  /**
   * Bounded reads running at once on one database, whatever calls them (the first caller's
   * figure holds for that database).
   */
  inFlight: number;
}

/**
 * A search's bounds: a statement about 50 times what a search costs at 100,000 posts; a wait as
 * long as the pool's own for a connection (open-database.ts); 4 of the pool's 10 connections.
 */
export const SEARCH_LIMITS: BoundedReadLimits = { timeoutMs: 1000, waitMs: 5000, inFlight: 4 };

/** What a member is told when a search gave up (ADR 177): a 503 they may retry, never a 500. */
export const SEARCH_TIMEOUT = {
  code: 'SEARCH_TIMEOUT',
  message:
    'Search is taking too long right now. Please try again in a moment, or with more specific words.',
} as const;

/**
 * Why a bounded read gave up: its statement ran past the timeout, or it never got its turn. An
 * AppError, so the error handler answers it as 503 SEARCH_TIMEOUT wherever it is thrown.
 */
export class BoundedReadTimeout extends AppError {
  constructor(options?: { cause: unknown }) {
    super(503, SEARCH_TIMEOUT.code, SEARCH_TIMEOUT.message);
    if (options) this.cause = options.cause;
  }
}

/** PostgreSQL's query_canceled, which a statement timeout raises: directly or as drizzle's cause. */
export function isStatementTimeout(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === '57014') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Turns at running a bounded read on one database: a count and a queue of waiters. */
class Turns {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  /** Resolves with a release once a turn is free; rejects after `waitMs` without one. */
  take(waitMs: number): Promise<() => void> {
    const release = () => {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    };
    if (this.running < this.limit) {
      this.running += 1;
      return Promise.resolve(release);
    }
    return new Promise((resolve, reject) => {
      const granted = () => {
        clearTimeout(timer);
        resolve(release);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(granted), 1);
        reject(new BoundedReadTimeout());
      }, waitMs);
      this.waiting.push(granted);
    });
  }
}

/** One set of turns per database (per `Db` handle), shared by every module that reads bounded. */
const turnsOf = new WeakMap<Db, Turns>();

/**
 * Databases that ignore `statement_timeout`: PGlite runs in WASM without timers (ADR 177). There a
 * bounded read is bounded by its turns and its queries' own limits only, and runs without the
 * transaction that carries the timeout: on PGlite's one connection a transaction holds every other
 * query back until it ends, and its BEGIN, SET and COMMIT were three more round trips a search.
 */
const untimed = new WeakSet<Db>();

/** Marks a database whose statements cannot be timed out (PGlite, open-database.ts). */
export function readsWithoutStatementTimeout(db: Db): void {
  untimed.add(db);
}

/**
 * Runs `work` on a transaction of `db` under the statement timeout (directly on `db` where no
 * timeout applies), once a turn is free. Throws `BoundedReadTimeout` when the statement was
 * cancelled or no turn came within `waitMs`.
 */
export async function boundedRead<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  limits: BoundedReadLimits = SEARCH_LIMITS,
): Promise<T> {
  let turns = turnsOf.get(db);
  if (!turns) turnsOf.set(db, (turns = new Turns(limits.inFlight)));
  const release = await turns.take(limits.waitMs);
  try {
    if (untimed.has(db)) return await work(db);
    return await db.transaction(async (tx) => {
      // SET takes no parameters; the value is a number of ours, never input.
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.ceil(limits.timeoutMs)}`));
      return work(tx);
    });
  } catch (error) {
    if (isStatementTimeout(error)) throw new BoundedReadTimeout({ cause: error });
    throw error;
  } finally {
    release();
  }
}
