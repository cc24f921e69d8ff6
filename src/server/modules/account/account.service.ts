/**
 * Account settings, sessions, e-mail change, export and deletion (GDPR articles 15, 17 and 20;
 * ADR 037). Every operation takes the signed-in user first; nothing here reaches another user's
 * rows. The operations are plain functions of one AccountContext in files by sub-resource (ADR
 * 107): settings, sessions, e-mail change, data export and deletion; this factory builds the
 * context once and only delegates.
 */
import type { CommunityChoice } from '#shared/contracts/account.contract';
import type { Actor } from '#server/plugins/actor';
import type { AccountContext, AccountServiceDeps, RequestFacts } from './account-context';
import { exportData } from './account-data-export';
import { deleteAccount } from './account-deletion';
import { confirmEmailChange, requestEmailChange } from './account-email-change';
import { listSessions, revokeOtherSessions, revokeSession } from './account-sessions';
import { settingsOf, updateSettings } from './account-settings';

export type { Locked, RequestFacts, SubscriptionCanceller } from './account-context';

export function createAccountService(deps: AccountServiceDeps) {
  const ctx: AccountContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    settings: (actor: Actor) => settingsOf(ctx, actor.id),
    updateSettings: (
      actor: Actor,
      update: { first_name?: string; last_name?: string; display_name?: string },
    ) => updateSettings(ctx, actor, update),
    /** The actor's live sessions, the one this request came with first (the route's body). */
    listSessions: (actor: Actor) => listSessions(ctx, actor),
    revokeSession: (actor: Actor, sessionId: string) => revokeSession(ctx, actor, sessionId),
    revokeOtherSessions: (actor: Actor) => revokeOtherSessions(ctx, actor),
    /** Sends a link to the new address and tells the old one; nothing changes until it is used. */
    requestEmailChange: (user: Actor, newEmail: string, password: string) =>
      requestEmailChange(ctx, user, newEmail, password),
    confirmEmailChange: (user: Actor, token: string, facts: RequestFacts) =>
      confirmEmailChange(ctx, user, token, facts),
    exportData: (user: Actor, facts: RequestFacts) => exportData(ctx, user, facts),
    deleteAccount: (
      user: Actor,
      password: string,
      facts: RequestFacts,
      community?: CommunityChoice,
    ) => deleteAccount(ctx, user, password, facts, community),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
