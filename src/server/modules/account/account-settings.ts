/** The account's names and address (the settings page), and changing the names. */
import type { AccountSettings } from '#shared/contracts/account.contract';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import type { AccountContext } from './account-context';

export async function settingsOf(ctx: AccountContext, userId: string): Promise<AccountSettings> {
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

export async function updateSettings(
  ctx: AccountContext,
  actor: Actor,
  update: { first_name?: string; last_name?: string; display_name?: string },
): Promise<AccountSettings> {
  await ctx.identity.updateNames(actor.id, {
    ...(update.first_name !== undefined ? { first_name: update.first_name } : {}),
    ...(update.last_name !== undefined ? { last_name: update.last_name } : {}),
    ...(update.display_name !== undefined ? { name: update.display_name } : {}),
  });
  return settingsOf(ctx, actor.id);
}
