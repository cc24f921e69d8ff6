/**
 * What other modules may read of an account: whether it exists, its email address, when it was
 * made and the names it holds, and a row lock that makes one user's concurrent requests count one
 * at a time (chat quota, audit rate). The reader is built once, in the app context (ADR 176); what
 * runs inside a caller's transaction is a plain function of that transaction's handle instead.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '#server/modules/users/index';

type Executor = Pick<Db, 'select'>;

/** Whether the user exists, read on `db`: a transaction's own handle where it runs in one. */
export async function accountExists(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** The user's email address, read on `db` (the reminder scheduler's batch reads it in its transaction). */
export async function accountEmailOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/**
 * Holds the user's row until `tx`'s transaction ends; false when there is no such user. It takes
 * the transaction itself: a lock taken on any other handle would not be the transaction's.
 */
export async function lockAccountForUpdate(tx: Executor, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows.length > 0;
}

export function createAccountsReader(db: Executor) {
  return {
    exists: (userId: string): Promise<boolean> => accountExists(db, userId),

    /** The first name given at sign-up, or null (a provider share link greets the patient by it). */
    async firstNameOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ first_name: users.first_name })
        .from(users)
        .where(eq(users.id, userId));
      return row?.first_name ?? null;
    },

    /** When the account was made and the names it holds (name, first and last), or null. */
    async identityOf(userId: string): Promise<{ createdAt: Date; names: string[] } | null> {
      const [row] = await db
        .select({
          createdAt: users.createdAt,
          name: users.name,
          first_name: users.first_name,
          last_name: users.last_name,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) return null;
      const names = [row.name, row.first_name, row.last_name].filter(
        (name): name is string => typeof name === 'string',
      );
      return { createdAt: row.createdAt, names };
    },
  };
}
export type AccountsReader = ReturnType<typeof createAccountsReader>;
