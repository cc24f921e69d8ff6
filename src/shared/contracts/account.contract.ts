/**
 * The account API (ADR 037): the caller's names, sessions, e-mail change, the data export and
 * deleting the account. Passwords change through /api/auth/change-password (auth.contract.ts).
 *
 * - GET    /api/account/settings                → AccountSettings
 * - PATCH  /api/account/settings                AccountSettingsUpdate → AccountSettings
 * - GET    /api/account/sessions                → AccountSessions
 * - DELETE /api/account/sessions/:id            → { revoked: 1 } (404 when not the caller's)
 * - POST   /api/account/sessions/revoke-others  → { revoked: n }
 * - POST   /api/account/email-change            EmailChangeRequest → EmailChangePending
 * - POST   /api/account/email-change/confirm    EmailChangeConfirm → AccountSettings
 * - GET    /api/account/export                  → application/zip (5 an hour)
 * - DELETE /api/account                         DeleteAccountRequest → { deleted: true }
 */
import { z } from 'zod';
import { normalizeEmail, validateAccountEmail } from '../domain/auth-rules';

export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your current password.',
  wrongPassword: 'Your current password is not correct.',
  sessionNotFound: 'Session not found',
  sameEmail: 'That is already your email address.',
  emailTaken: 'That email address cannot be used. Try another one.',
  noEmailChange: 'There is no pending email change, or the link has expired. Ask for a new one.',
  badEmailLink: 'This link is not valid. Ask for a new one from your account page.',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  displayName: 'Display name is required',
  tooLong: 'At most 100 characters',
  exportLimit: 'You can download your data 5 times an hour. Please try again later.',
  cancelFailed:
    'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again, or contact support.',
} as const;

/** Exports a user may start in one rolling hour. */
export const EXPORTS_PER_HOUR = 5;
/** How long an e-mail change link works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
export const EXPORT_FILE_NAME = 'wellnest-export.zip';

const personName = (message: string) =>
  z.string().trim().min(1, message).max(100, ACCOUNT_MESSAGES.tooLong);

export const accountSettingsSchema = z.object({
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** The name shown in greetings and the header. */
  display_name: z.string(),
  /** A new address waiting for its link to be used, if any. */
  pending_email: z.string().nullable(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const accountSettingsUpdateSchema = z.strictObject({
  first_name: personName(ACCOUNT_MESSAGES.firstName).optional(),
  last_name: personName(ACCOUNT_MESSAGES.lastName).optional(),
  display_name: personName(ACCOUNT_MESSAGES.displayName).optional(),
});
export type AccountSettingsUpdate = z.input<typeof accountSettingsUpdateSchema>;

export const accountSessionSchema = z.object({
  id: z.string(),
  /** 'Chrome on macOS', from the user agent the session was made with. */
  device: z.string(),
  created_at: z.string(),
  /** When the session was made or last renewed (renewed at most once a day). */
  last_active_at: z.string(),
  expires_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

export const revokedSessionsSchema = z.object({ revoked: z.number().int() });

const currentPassword = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .max(1000);

const newEmail = z
  .string()
  .max(300)
  .superRefine((value, ctx) => {
    const result = validateAccountEmail(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
  })
  .transform(normalizeEmail);

export const emailChangeRequestSchema = z.strictObject({
  new_email: newEmail,
  password: currentPassword,
});
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

export const emailChangePendingSchema = z.object({ pending_email: z.string() });

export const emailChangeConfirmSchema = z.strictObject({
  token: z.string().min(1, ACCOUNT_MESSAGES.badEmailLink).max(200),
});

/**
 * What deleting the account does to the person's community threads and replies (ADR 080):
 * 'remove' (the default) deletes them; 'anonymise' keeps their words signed 'Former member', with
 * nothing left that leads to the person.
 */
export const COMMUNITY_CHOICES = ['remove', 'anonymise'] as const;
export type CommunityChoice = (typeof COMMUNITY_CHOICES)[number];
export const DEFAULT_COMMUNITY_CHOICE: CommunityChoice = 'remove';

export const deleteAccountRequestSchema = z.strictObject({
  password: currentPassword,
  /** Left out, the posts are removed (DEFAULT_COMMUNITY_CHOICE). */
  community: z.enum(COMMUNITY_CHOICES).optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });
