/**
 * Account settings, sessions, e-mail change, export and deletion (GDPR articles 15, 17 and 20;
 * ADR 037). Every method takes the signed-in user first; nothing here reaches another user's rows.
 */
// The account actions live in the audit contract, which refuses them from clients (server-only).
import { ACCOUNT_AUDIT_ACTIONS } from '#shared/contracts/audit.contract';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { createAuditLog } from '#server/modules/audit/index';
import { type AccountIdentity, lockAccountForUpdate } from '#server/modules/auth/index';
import type { Mailer } from '#server/modules/mail/index';
import { removeMemberContent } from '#server/modules/community/index';
import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGE_TTL_HOURS,
  EXPORTS_PER_HOUR,
  DEFAULT_COMMUNITY_CHOICE,
  type AccountSession,
  type AccountSessions,
  type AccountSettings,
  type CommunityChoice,
} from '#shared/contracts/account.contract';
import { ObjectNotFoundError, type ObjectStorage } from '#server/lib/storage/object-storage';
import {
  type OwnedTable,
  type Row,
  deleteOwnedRows,
  listOwnedTables,
  readOwnedRows,
  readOwnedStorageKeys,
} from './account-data.repository';
import { STORAGE_KEY_COLUMN, buildExportArchive } from './account-export';
import { emailChangedNotice, emailChangeLink, emailChangeRequestedNotice } from './account-emails';
import { describeDevice } from './user-agent';

const HOUR_MS = 60 * 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** What the audit trail notes of the request besides the actor (whose session it names). */
export interface RequestFacts {
  requestId: string;
  userAgent: string | null;
}

/** The account is locked for password checks for this long (the sign-in lockout). */
export interface Locked {
  retryAfterSeconds: number;
}

/** What deletion asks of billing: end a paid subscription before the account goes. */
export interface SubscriptionCanceller {
  /** Cancels the actor's subscription with the provider (Stripe, or the demo); false when none. */
  cancel(actor: Pick<Actor, 'id'>): Promise<boolean>;
}

export interface AccountServiceDeps {
  db: Db;
  identity: AccountIdentity;
  mailer: Mailer;
  appUrl: string;
  subscriptions: SubscriptionCanceller;
  foodName?: (foodId: string | null, recipeId: string | null) => string | null;
  /** Uploaded files: read into the export, deleted with the account (ADR 045). */
  storage: Pick<ObjectStorage, 'getBuffer' | 'delete'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now?: () => Date;
}

/** What the account service's parts share: its dependencies and the clock. */
type AccountContext = AccountServiceDeps & { now: () => Date };

/** A wrong password is 403; the lockout (5 wrong in 15 minutes) is answered by the route. */
async function checkPassword(
  ctx: AccountContext,
  user: Actor,
  password: string,
): Promise<Locked | null> {
  const check = await ctx.identity.confirmPassword(user, password);
  if (check.ok) return null;
  if (check.retryAfterSeconds !== undefined) return { retryAfterSeconds: check.retryAfterSeconds };
  throw new AppError(403, 'INVALID_PASSWORD', ACCOUNT_MESSAGES.wrongPassword);
}

function audit(
  ctx: AccountContext,
  executor: Db,
  user: Actor,
  action: string,
  facts: RequestFacts,
  success: boolean,
) {
  return createAuditLog(executor).append({
    userId: user.id,
    action,
    resourceType: 'account',
    resourceId: user.id,
    success,
    userAgent: facts.userAgent?.slice(0, 300) ?? null,
    sessionId: user.sessionId,
    metadata: {},
    riskLevel: 'HIGH',
    phiAccessed: action === ACCOUNT_AUDIT_ACTIONS.export,
    phiDetails: null,
    requestId: facts.requestId,
    createdAt: ctx.now(),
  });
}

/** The stored files the export's rows name; one that is missing is noted in the export. */
async function readObjects(
  ctx: AccountContext,
  tables: readonly { owned: OwnedTable; rows: Row[] }[],
): Promise<Map<string, Uint8Array>> {
  const objects = new Map<string, Uint8Array>();
  for (const { owned, rows } of tables) {
    if (!owned.columns.some((c) => c.name === STORAGE_KEY_COLUMN)) continue;
    for (const row of rows) {
      const key = row[STORAGE_KEY_COLUMN];
      if (typeof key !== 'string') continue;
      try {
        objects.set(key, await ctx.storage.getBuffer(key));
      } catch (error) {
        if (!(error instanceof ObjectNotFoundError)) throw error;
        ctx.log.error({ table: owned.table }, 'an exported row names a missing stored file');
      }
    }
  }
  return objects;
}

async function deleteObjects(ctx: AccountContext, keys: readonly string[]): Promise<void> {
  let failed = 0;
  for (const key of keys) await ctx.storage.delete(key).catch(() => failed++);
  if (failed > 0)
    ctx.log.warn({ failed }, 'stored files of a deleted account could not all be deleted');
}

async function settingsOf(ctx: AccountContext, userId: string): Promise<AccountSettings> {
  const user = await ctx.identity.findUser(userId);
  if (!user) throw new AppError(404, 'NOT_FOUND', 'Account not found');
  const pending = await ctx.identity.findPendingEmail(userId);
  return {
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    display_name: user.name,
    pending_email: pending && pending.expiresAt > ctx.now() ? pending.email : null,
  };
}

/**
 * The whole export as a ZIP. At most EXPORTS_PER_HOUR per user in a rolling hour, counted from
 * the audit trail under the user's row lock, so every app process shares the count.
 */
async function exportData(ctx: AccountContext, user: Actor, facts: RequestFacts): Promise<Buffer> {
  const allowed = await ctx.db.transaction(async (tx) => {
    await lockAccountForUpdate(tx, user.id);
    const at = ctx.now();
    const used = await createAuditLog(tx).countActions(
      user.id,
      ACCOUNT_AUDIT_ACTIONS.export,
      new Date(at.getTime() - HOUR_MS),
      new Date(at.getTime() + 1),
    );
    if (used >= EXPORTS_PER_HOUR) return false;
    await audit(ctx, tx, user, ACCOUNT_AUDIT_ACTIONS.export, facts, true);
    return true;
  });
  if (!allowed) throw new AppError(429, 'EXPORT_LIMIT', ACCOUNT_MESSAGES.exportLimit);
  // One snapshot: every table read in the same REPEATABLE READ transaction.
  const tables = await ctx.db.transaction(
    async (tx) => {
      const owned = await listOwnedTables(tx);
      const out = [];
      for (const table of owned)
        out.push({ owned: table, rows: await readOwnedRows(tx, table, user.id) });
      return out;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return buildExportArchive({
    userId: user.id,
    exportedAt: ctx.now(),
    tables,
    objects: await readObjects(ctx, tables),
    foodName: ctx.foodName,
  }).archive;
}

export function createAccountService(deps: AccountServiceDeps) {
  const now = deps.now ?? (() => new Date());

  const ctx: AccountContext = { ...deps, now };

  return {
    settings: (actor: Actor): Promise<AccountSettings> => settingsOf(ctx, actor.id),

    async updateSettings(
      actor: Actor,
      update: { first_name?: string; last_name?: string; display_name?: string },
    ): Promise<AccountSettings> {
      await ctx.identity.updateNames(actor.id, {
        ...(update.first_name !== undefined ? { first_name: update.first_name } : {}),
        ...(update.last_name !== undefined ? { last_name: update.last_name } : {}),
        ...(update.display_name !== undefined ? { name: update.display_name } : {}),
      });
      return settingsOf(ctx, actor.id);
    },

    /** The actor's live sessions, the one this request came with first (the route's body). */
    async listSessions(actor: Actor): Promise<AccountSessions> {
      const rows = await ctx.identity.listSessions(actor.id);
      const sessions: AccountSession[] = rows
        .filter((row) => row.expiresAt > ctx.now())
        .map((row) => ({
          id: row.id,
          device: describeDevice(row.userAgent),
          created_at: row.createdAt.toISOString(),
          last_active_at: row.updatedAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
          current: row.id === actor.sessionId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current));
      return { sessions };
    },

    async revokeSession(actor: Actor, sessionId: string): Promise<void> {
      if (!(await ctx.identity.deleteSession(actor.id, sessionId)))
        throw new AppError(404, 'NOT_FOUND', ACCOUNT_MESSAGES.sessionNotFound);
    },

    revokeOtherSessions: (actor: Actor) =>
      ctx.identity.deleteOtherSessions(actor.id, actor.sessionId),

    /** Sends a link to the new address and tells the old one; nothing changes until it is used. */
    async requestEmailChange(
      user: Actor,
      newEmail: string,
      password: string,
    ): Promise<{ pending_email: string } | Locked> {
      const locked = await checkPassword(ctx, user, password);
      if (locked) return locked;
      if (newEmail === user.email)
        throw new AppError(400, 'SAME_EMAIL', ACCOUNT_MESSAGES.sameEmail);
      // Same answer as for a free address would leak who has an account; a clear refusal is kinder
      // here, behind the password, than a link that can never work.
      if (await ctx.identity.isEmailTaken(newEmail))
        throw new AppError(409, 'EMAIL_TAKEN', ACCOUNT_MESSAGES.emailTaken);
      const token = randomBytes(32).toString('base64url');
      await ctx.identity.savePendingEmail(user.id, {
        email: newEmail,
        tokenHash: sha256(token),
        expiresAt: new Date(ctx.now().getTime() + EMAIL_CHANGE_TTL_HOURS * HOUR_MS),
      });
      const url = new URL('/account', ctx.appUrl);
      url.searchParams.set('email-token', token);
      await ctx.mailer.send({ ...emailChangeLink(newEmail, url.toString()), userId: user.id });
      await ctx.mailer.send({
        ...emailChangeRequestedNotice(user.email, newEmail),
        userId: user.id,
      });
      return { pending_email: newEmail };
    },

    async confirmEmailChange(
      user: Actor,
      token: string,
      facts: RequestFacts,
    ): Promise<AccountSettings> {
      const pending = await ctx.identity.findPendingEmail(user.id);
      if (!pending || pending.expiresAt <= ctx.now())
        throw new AppError(400, 'NO_EMAIL_CHANGE', ACCOUNT_MESSAGES.noEmailChange);
      if (sha256(token) !== pending.tokenHash)
        throw new AppError(400, 'INVALID_TOKEN', ACCOUNT_MESSAGES.badEmailLink);
      if (!(await ctx.identity.applyEmailChange(user.id, pending.email, user.sessionId))) {
        await ctx.identity.clearPendingEmail(user.id);
        throw new AppError(409, 'EMAIL_TAKEN', ACCOUNT_MESSAGES.emailTaken);
      }
      await audit(ctx, ctx.db, user, ACCOUNT_AUDIT_ACTIONS.emailChange, facts, true);
      await ctx.mailer.send({ ...emailChangedNotice(user.email, pending.email), userId: user.id });
      return settingsOf(ctx, user.id);
    },

    exportData: (user: Actor, facts: RequestFacts) => exportData(ctx, user, facts),

    /**
     * Deletes the account after the current password: the subscription is cancelled first (a
     * failure stops here with nothing deleted), then every owned row goes in one transaction with
     * the audit row that records it; the sessions go with the user, so the cookie is dead at once.
     */
    async deleteAccount(
      user: Actor,
      password: string,
      facts: RequestFacts,
      community: CommunityChoice = DEFAULT_COMMUNITY_CHOICE,
    ): Promise<Locked | null> {
      const locked = await checkPassword(ctx, user, password);
      if (locked) return locked;
      try {
        await ctx.subscriptions.cancel(user);
      } catch (error) {
        ctx.log.error({ err: error }, 'subscription cancel before account deletion failed');
        throw new AppError(502, 'CANCEL_FAILED', ACCOUNT_MESSAGES.cancelFailed);
      }
      const storageKeys = await ctx.db.transaction(async (tx) => {
        // Written before the user row goes, so the redaction trigger finds it too (ADR 020).
        await audit(ctx, tx, user, ACCOUNT_AUDIT_ACTIONS.delete, facts, true);
        // 'remove' (the default) erases the community posts first; 'anonymise' leaves them to the
        // foreign keys (author_id set null, the profile deleted): 'Former member' (ADR 040, 080).
        if (community === 'remove') await removeMemberContent(tx, user.id);
        const owned = await listOwnedTables(tx);
        const keys = await readOwnedStorageKeys(tx, owned, user.id);
        await deleteOwnedRows(tx, owned, user.id);
        return keys;
      });
      // Only once the rows are gone for good: a failed transaction must leave every file its rows
      // name; an object whose delete fails here is left over, harmless and unreachable (ADR 045).
      await deleteObjects(ctx, storageKeys);
      await ctx.identity.clearPendingEmail(user.id);
      return null;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
