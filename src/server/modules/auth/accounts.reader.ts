/**
 * What other modules may read of an account: whether it exists, its email address, and a row
 * lock that makes one user's concurrent requests count one at a time (chat quota, audit rate).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from './auth.table';

type Executor = Pick<Db, 'select'>;

export function createAccountsReader(db: Executor) {
  return {
    async exists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    /** Inside a transaction: holds the user's row until it ends; false when there is no such user. */
    async lockForUpdate(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return rows.length > 0;
    },
  };
}
export type AccountsReader = ReturnType<typeof createAccountsReader>;
