/**
 * Deleting the account (GDPR article 17): after the password, the subscription is cancelled, then
 * every owned row goes in one transaction with the audit row that records it, then the files.
 */
import { ACCOUNT_AUDIT_ACTIONS } from '#shared/contracts/audit.contract';
import {
  ACCOUNT_MESSAGES,
  DEFAULT_COMMUNITY_CHOICE,
  type CommunityChoice,
} from '#shared/contracts/account.contract';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { removeMemberContent } from '#server/modules/community/index';
import {
  audit,
  checkPassword,
  type AccountContext,
  type Locked,
  type RequestFacts,
} from './account-context';
import { deleteOwnedRows, listOwnedTables, readOwnedStorageKeys } from './account-data.repository';

async function deleteObjects(ctx: AccountContext, keys: readonly string[]): Promise<void> {
  let failed = 0;
  for (const key of keys) await ctx.storage.delete(key).catch(() => failed++);
  if (failed > 0)
    ctx.log.warn({ failed }, 'stored files of a deleted account could not all be deleted');
}

/**
 * Deletes the account after the current password: the subscription is cancelled first (a
 * failure stops here with nothing deleted), then every owned row goes in one transaction with
 * the audit row that records it; the sessions go with the user, so the cookie is dead at once.
 */
export async function deleteAccount(
  ctx: AccountContext,
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
}
