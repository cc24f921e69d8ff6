import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { signInFailures } from './auth.table';

export function createSignInFailuresRepository(db: Db) {
  return {
    async countSince(
      accountKey: string,
      since: Date,
    ): Promise<{ count: number; oldest: Date | null }> {
      const where = and(
        eq(signInFailures.accountKey, accountKey),
        gte(signInFailures.createdAt, since),
      );
      const [total] = await db.select({ value: count() }).from(signInFailures).where(where);
      const [oldest] = await db
        .select({ createdAt: signInFailures.createdAt })
        .from(signInFailures)
        .where(where)
        .orderBy(asc(signInFailures.createdAt))
        .limit(1);
      return { count: total?.value ?? 0, oldest: oldest?.createdAt ?? null };
    },
    async record(accountKey: string, at: Date): Promise<void> {
      await db.insert(signInFailures).values({ accountKey, createdAt: at });
    },
    async clear(accountKey: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.accountKey, accountKey));
    },
  };
}
export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
