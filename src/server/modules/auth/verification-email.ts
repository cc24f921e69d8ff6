import type { EmailMessage } from '#server/modules/mail/index';

/** The verification email. Plain text first: the outbox and every mail client read it. */
export function verificationEmail(name: string, to: string, url: string): EmailMessage {
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Welcome to Wellnest. Please confirm your email address to activate your account:',
    '',
    url,
    '',
    'The link works once and expires in 24 hours. If you did not create a Wellnest account, you can ignore this email.',
    '',
    'Wellnest provides educational wellness information only — not medical advice. In an emergency call 911 (US), 999 (UK) or 112 (EU).',
  ].join('\n');
  return { to, subject: 'Confirm your email for Wellnest', text };
}

/** Sent instead of an error when someone signs up with an email that already has an account. */
export function existingAccountEmail(to: string): EmailMessage {
  const text = [
    'Hello,',
    '',
    'Someone (hopefully you) tried to create a Wellnest account with this email address.',
    'An account with this email already exists. Please try logging in instead.',
    '',
    'If this was not you, you can ignore this email: your account is unchanged.',
  ].join('\n');
  return { to, subject: 'You already have a Wellnest account', text };
}
