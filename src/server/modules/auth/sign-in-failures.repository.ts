import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { signInFailures } from './auth.table';

export type AttemptReservation =
  { reserved: true; id: string } | { reserved: false; oldest: Date | null };

/**
 * Failed password checks per account. An attempt is written before its password is checked
 * (`reserve`) and kept when the password was wrong, so concurrent requests cannot all read the same
 * count and all be checked: at most `max` checks per window, however the requests arrive.
 */
export function createSignInFailuresRepository(db: Db) {
  async function countSince(
    queries: Pick<Db, 'select'>,
    accountKey: string,
    since: Date,
  ): Promise<{ count: number; oldest: Date | null }> {
    const where = and(
      eq(signInFailures.accountKey, accountKey),
      gte(signInFailures.createdAt, since),
    );
    const [total] = await queries.select({ value: count() }).from(signInFailures).where(where);
    const [oldest] = await queries
      .select({ createdAt: signInFailures.createdAt })
      .from(signInFailures)
      .where(where)
      .orderBy(asc(signInFailures.createdAt))
      .limit(1);
    return { count: total?.value ?? 0, oldest: oldest?.createdAt ?? null };
  }

  return {
    countSince: (accountKey: string, since: Date) => countSince(db, accountKey, since),

    /**
     * Counts one attempt unless `max` are already counted since `since`. The per-account advisory
     * lock makes the count and the insert one step: on PostgreSQL a second request for the same
     * account waits here; PGlite has one connection and runs transactions one at a time anyway.
     */
    async reserve(
      accountKey: string,
      at: Date,
      since: Date,
      max: number,
    ): Promise<AttemptReservation> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`sign_in_failures:${accountKey}`}))`,
        );
        const recent = await countSince(tx, accountKey, since);
        if (recent.count >= max) return { reserved: false, oldest: recent.oldest };
        const [row] = await tx
          .insert(signInFailures)
          .values({ accountKey, createdAt: at })
          .returning({ id: signInFailures.id });
        if (!row) throw new Error('insert returned no row');
        return { reserved: true, id: row.id };
      });
    },

    /** Gives back an attempt whose password was not found wrong (unverified email, bad request, error). */
    async release(id: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.id, id));
    },

    async clear(accountKey: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.accountKey, accountKey));
    },
  };
}
export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
