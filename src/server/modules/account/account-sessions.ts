/** The member's signed-in devices: listed (this one first), and signed out one or all but this. */
import {
  ACCOUNT_MESSAGES,
  type AccountSession,
  type AccountSessions,
} from '#shared/contracts/account.contract';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import type { AccountContext } from './account-context';
import { describeDevice } from './user-agent';

/** The actor's live sessions, the one this request came with first (the route's body). */
export async function listSessions(ctx: AccountContext, actor: Actor): Promise<AccountSessions> {
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
}

export async function revokeSession(
  ctx: AccountContext,
  actor: Actor,
  sessionId: string,
): Promise<void> {
  if (!(await ctx.identity.deleteSession(actor.id, sessionId)))
    throw new AppError(404, 'NOT_FOUND', ACCOUNT_MESSAGES.sessionNotFound);
}

export function revokeOtherSessions(ctx: AccountContext, actor: Actor) {
  return ctx.identity.deleteOtherSessions(actor.id, actor.sessionId);
}
