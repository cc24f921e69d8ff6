/** The e-mails of an address change: the link to the new address, and notices to the old one. */
import type { EmailMessage } from '#server/modules/mail/index';
import { EMAIL_CHANGE_TTL_HOURS } from '#shared/contracts/account.contract';

const FOOTER =
  'Wellnest provides educational wellness information only — not medical advice. In an emergency call 911 (US), 999 (UK) or 112 (EU).';

export function emailChangeLink(to: string, url: string): EmailMessage {
  const text = [
    'Hello,',
    '',
    'You asked to use this address for your Wellnest account. Open this link while signed in to confirm it:',
    '',
    url,
    '',
    `The link expires in ${EMAIL_CHANGE_TTL_HOURS} hours. Until it is used, your account keeps its current address. If you did not ask for this, ignore this email.`,
    '',
    FOOTER,
  ].join('\n');
  return { to, subject: 'Confirm your new email for Wellnest', text };
}

export function emailChangeRequestedNotice(to: string, newEmail: string): EmailMessage {
  const text = [
    'Hello,',
    '',
    `Someone signed in to your Wellnest account asked to change its email address to ${newEmail}.`,
    'Nothing changes until the link sent to the new address is used.',
    '',
    'If this was not you, change your password and sign out your other sessions from your account page, and contact support.',
    '',
    FOOTER,
  ].join('\n');
  return { to, subject: 'Your Wellnest email address is about to change', text };
}

export function emailChangedNotice(to: string, newEmail: string): EmailMessage {
  const text = [
    'Hello,',
    '',
    `The email address of your Wellnest account is now ${newEmail}. This address no longer signs in.`,
    '',
    'If this was not you, contact support straight away.',
    '',
    FOOTER,
  ].join('\n');
  return { to, subject: 'Your Wellnest email address was changed', text };
}
