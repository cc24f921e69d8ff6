/**
 * Changing the account's e-mail address: a link to the new address (behind the password) and a
 * notice to the old one; nothing changes until the link is used within EMAIL_CHANGE_TTL_HOURS.
 */
import { ACCOUNT_AUDIT_ACTIONS } from '#shared/contracts/audit.contract';
import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGE_TTL_HOURS,
  type AccountSettings,
} from '#shared/contracts/account.contract';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import {
  HOUR_MS,
  audit,
  checkPassword,
  type AccountContext,
  type Locked,
  type RequestFacts,
} from './account-context';
import { emailChangedNotice, emailChangeLink, emailChangeRequestedNotice } from './account-emails';
import { settingsOf } from './account-settings';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Sends a link to the new address and tells the old one; nothing changes until it is used. */
export async function requestEmailChange(
  ctx: AccountContext,
  user: Actor,
  newEmail: string,
  password: string,
): Promise<{ pending_email: string } | Locked> {
  const locked = await checkPassword(ctx, user, password);
  if (locked) return locked;
  if (newEmail === user.email) throw new AppError(400, 'SAME_EMAIL', ACCOUNT_MESSAGES.sameEmail);
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
}

export async function confirmEmailChange(
  ctx: AccountContext,
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
}
