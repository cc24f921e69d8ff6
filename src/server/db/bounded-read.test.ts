/**
 * Bounded reads (ADR 177) without a database: each runs in a transaction that first sets its
 * statement timeout, at most `inFlight` run at once, a read that waits past the timeout for its
 * turn gives up with 503 SEARCH_TIMEOUT, and a cancelled statement (57014) is answered the same.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error';
import {
  BoundedReadTimeout,
  boundedRead,
  isStatementTimeout,
  readsWithoutStatementTimeout,
  SEARCH_TIMEOUT,
} from './bounded-read';
import type { Db } from './client';

/** A database whose transactions record what they run and hand the work a stand-in. */
function fakeDb() {
  const statements: string[] = [];
  const db = {
    transaction: async <T>(work: (tx: Db) => Promise<T>) =>
      work({
        execute: async (query: { queryChunks: { value: string[] }[] }) => {
          statements.push(query.queryChunks.map((chunk) => chunk.value.join('')).join(''));
        },
      } as unknown as Db),
  } as unknown as Db;
  return { db, statements };
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('boundedRead', () => {
  it('sets the statement timeout in the transaction before the read', async () => {
    const { db, statements } = fakeDb();
    expect(
      await boundedRead(db, async () => 'rows', { timeoutMs: 250, waitMs: 50, inFlight: 2 }),
    ).toBe('rows');
    expect(statements).toEqual(['set local statement_timeout = 250']);
  });

  it('reads a database without timeouts (PGlite) directly, in turns, with no transaction', async () => {
    const { db, statements } = fakeDb();
    const transaction = db.transaction.bind(db);
    let transactions = 0;
    Object.assign(db, {
      transaction: (work: never) => ((transactions += 1), transaction(work)),
    });
    readsWithoutStatementTimeout(db);
    const limits = { timeoutMs: 250, waitMs: 20, inFlight: 1 };
    const seen: Db[] = [];
    let finish = (): void => undefined;
    const first = boundedRead(
      db,
      (read) => {
        seen.push(read);
        return new Promise<string>((resolve) => (finish = () => resolve('rows')));
      },
      limits,
    );
    // Its one turn is taken: a second read waits, then gives up.
    await expect(boundedRead(db, async () => 'more', limits)).rejects.toBeInstanceOf(
      BoundedReadTimeout,
    );
    finish();
    expect(await first).toBe('rows');
    expect(seen).toEqual([db]);
    expect(transactions).toBe(0);
    expect(statements).toEqual([]);
  });

  it('runs at most inFlight at once; a read with no turn in time answers 503', async () => {
    const { db } = fakeDb();
    const limits = { timeoutMs: 1000, waitMs: 40, inFlight: 2 };
    let running = 0;
    let most = 0;
    const slow = () =>
      boundedRead(
        db,
        async () => {
          running += 1;
          most = Math.max(most, running);
          await later(25);
          running -= 1;
          return 'done';
        },
        limits,
      );
    // Two run, two wait 25 ms for a turn and then run: all four finish.
    expect(await Promise.all([slow(), slow(), slow(), slow()])).toEqual(Array(4).fill('done'));
    expect(most).toBe(2);
    // Two hold their turns for 100 ms: a third waits 40 ms, then gives up.
    const holding = [1, 2].map(() => boundedRead(db, () => later(100), limits));
    const refused = await boundedRead(db, async () => 'never', limits).catch((error) => error);
    expect(refused).toBeInstanceOf(BoundedReadTimeout);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, ...SEARCH_TIMEOUT });
    await Promise.all(holding);
    // The turns came back.
    expect(await boundedRead(db, async () => 'again', limits)).toBe('again');
  });

  it('answers a cancelled statement as 503 SEARCH_TIMEOUT, and passes other errors on', async () => {
    const { db } = fakeDb();
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const wrapped = new Error('Failed query', { cause: cancelled });
    expect(isStatementTimeout(wrapped)).toBe(true);
    await expect(
      boundedRead(db, () => Promise.reject(wrapped), { timeoutMs: 50, waitMs: 50, inFlight: 1 }),
    ).rejects.toBeInstanceOf(BoundedReadTimeout);
    const other = new Error('syntax error');
    await expect(
      boundedRead(db, () => Promise.reject(other), { timeoutMs: 50, waitMs: 50, inFlight: 1 }),
    ).rejects.toBe(other);
  });
});
