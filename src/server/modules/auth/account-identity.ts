/**
 * What the account module may do to the auth tables (ADR 037): list and end one user's sessions,
 * change the names and, once the new address's link is used, the e-mail, and confirm the current
 * password before a deletion or an e-mail change (a wrong one counts as a failed sign-in, as on
 * change-password).
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { isUniqueViolation } from '#server/db/unique-violation';
import { normalizeEmail } from '#shared/domain/auth-rules';
import type { Auth } from './auth';
import { users } from '#server/modules/users/index';
import { sessions, verifications } from './auth.table';
import { SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from './auth.routes';
import { createSignInFailuresRepository } from './sign-in-failures.repository';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type PasswordCheck = { ok: true } | { ok: false; retryAfterSeconds?: number };

export interface SessionRow {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
}

export interface PendingEmailChange {
  email: string;
  tokenHash: string;
  expiresAt: Date;
}

const emailChangeKey = (userId: string) => `email-change:${userId}`;

/**
 * `db` acts for the signed-in user (row-level security, ADR 020); `systemDb` only answers whether
 * another account holds an address, which the user's own view cannot see.
 */
export function createAccountIdentity(
  db: Db,
  systemDb: Db,
  auth: Auth,
  now: () => Date = () => new Date(),
) {
  return {
    ...accountQueries(db, systemDb, auth, now),
    ...sessionQueries(db),
    ...emailChangeQueries(db, systemDb, now),
  };
}

/** The account's names, whether an address is taken, and the password check (lockout first). */
function accountQueries(db: Db, systemDb: Db, auth: Auth, now: () => Date) {
  const failures = createSignInFailuresRepository(db);

  return {
    async findUser(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          first_name: users.first_name,
          last_name: users.last_name,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async updateNames(
      userId: string,
      names: { first_name?: string; last_name?: string; name?: string },
    ): Promise<void> {
      if (Object.keys(names).length === 0) return;
      await db
        .update(users)
        .set({ ...names, updatedAt: now() })
        .where(eq(users.id, userId));
    },

    /** Whether any account (this one included) already uses the address. */
    async isEmailTaken(email: string): Promise<boolean> {
      const [row] = await systemDb
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, normalizeEmail(email)));
      return row !== undefined;
    },

    /**
     * Checks the current password under the sign-in lockout: the attempt is counted before the
     * check, kept when wrong, and the account's count cleared when right.
     */
    async confirmPassword(
      user: { id: string; email: string },
      password: string,
    ): Promise<PasswordCheck> {
      const accountKey = sha256(normalizeEmail(user.email));
      const at = now();
      const attempt = await failures.reserve(
        accountKey,
        at,
        new Date(at.getTime() - SIGN_IN_WINDOW_MS),
        SIGN_IN_MAX_FAILURES,
      );
      if (!attempt.reserved) {
        const unlockAt = (attempt.oldest ?? at).getTime() + SIGN_IN_WINDOW_MS;
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((unlockAt - at.getTime()) / 1000)),
        };
      }
      let right = false;
      try {
        const context = await auth.$context;
        const accounts = await context.internalAdapter.findAccounts(user.id);
        const hash = accounts.find((a) => a.providerId === 'credential')?.password;
        right = hash ? await context.password.verify({ hash, password }) : false;
      } catch (error) {
        await failures.release(attempt.id);
        throw error;
      }
      if (right) await failures.clear(accountKey);
      return right ? { ok: true } : { ok: false };
    },
  };
}

/** The user's sessions. */
function sessionQueries(db: Db) {
  return {
    async listSessions(userId: string): Promise<SessionRow[]> {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.updatedAt));
    },

    /** Ends one of the user's sessions; false when the id is not one of theirs. */
    async deleteSession(userId: string, sessionId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },

    /** Ends every session of the user but `keepId`; returns how many ended. */
    async deleteOtherSessions(userId: string, keepId: string): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
        .returning({ id: sessions.id });
      return deleted.length;
    },
  };
}

/** A pending e-mail change, and applying it. */
function emailChangeQueries(db: Db, systemDb: Db, now: () => Date) {
  return {
    /** Replaces the user's pending e-mail change (one at a time). */
    async savePendingEmail(userId: string, change: PendingEmailChange): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(verifications).where(eq(verifications.identifier, emailChangeKey(userId)));
        await tx.insert(verifications).values({
          id: crypto.randomUUID(),
          identifier: emailChangeKey(userId),
          value: JSON.stringify({ email: change.email, tokenHash: change.tokenHash }),
          expiresAt: change.expiresAt,
        });
      });
    },

    async findPendingEmail(userId: string): Promise<PendingEmailChange | null> {
      const [row] = await db
        .select()
        .from(verifications)
        .where(eq(verifications.identifier, emailChangeKey(userId)));
      if (!row) return null;
      const value = JSON.parse(row.value) as { email: string; tokenHash: string };
      return { email: value.email, tokenHash: value.tokenHash, expiresAt: row.expiresAt };
    },

    async clearPendingEmail(userId: string): Promise<void> {
      await db.delete(verifications).where(eq(verifications.identifier, emailChangeKey(userId)));
    },

    /**
     * Applies a confirmed change: the new address, verified (its link was used), the pending change
     * gone, and every other session ended, all at once. False when the address was taken meanwhile.
     */
    async applyEmailChange(userId: string, email: string, keepSessionId: string): Promise<boolean> {
      const [taken] = await systemDb
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)));
      if (taken) return false;
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ email, emailVerified: true, updatedAt: now() })
            .where(eq(users.id, userId));
          await tx
            .delete(verifications)
            .where(eq(verifications.identifier, emailChangeKey(userId)));
          await tx
            .delete(sessions)
            .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
        });
      } catch (error) {
        // Taken between the check and the update: the unique index refuses it.
        if (isUniqueViolation(error)) return false;
        throw error;
      }
      return true;
    },
  };
}
export type AccountIdentity = ReturnType<typeof createAccountIdentity>;

/** The verifications row key of a user's pending e-mail change (deletion removes it too). */
export { emailChangeKey };
