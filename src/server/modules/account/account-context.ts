/**
 * What every account operation shares (ADR 037): the identity store, mail, storage, billing's
 * cancel and the clock, with the two steps several of them take: the password check before a
 * sensitive change, and the audit row each one writes.
 */
// The account actions live in the audit contract, which refuses them from clients (server-only).
import { ACCOUNT_AUDIT_ACTIONS } from '#shared/contracts/audit.contract';
import { ACCOUNT_MESSAGES } from '#shared/contracts/account.contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import type { ObjectStorage } from '#server/lib/storage/object-storage';
import type { Actor } from '#server/plugins/actor';
import { createAuditLog } from '#server/modules/audit/index';
import type { AccountIdentity } from '#server/modules/auth/index';
import type { Mailer } from '#server/modules/mail/index';

export const HOUR_MS = 60 * 60 * 1000;

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

/** What the account service's operations share: its dependencies and the clock. */
export type AccountContext = AccountServiceDeps & { now: () => Date };

/** A wrong password is 403; the lockout (5 wrong in 15 minutes) is answered by the route. */
export async function checkPassword(
  ctx: AccountContext,
  user: Actor,
  password: string,
): Promise<Locked | null> {
  const check = await ctx.identity.confirmPassword(user, password);
  if (check.ok) return null;
  if (check.retryAfterSeconds !== undefined) return { retryAfterSeconds: check.retryAfterSeconds };
  throw new AppError(403, 'INVALID_PASSWORD', ACCOUNT_MESSAGES.wrongPassword);
}

export function audit(
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
