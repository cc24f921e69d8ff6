/**
 * Login and signup errors: the words a user sees for each auth failure. Better Auth's error codes
 * (and the phrases a hosted auth backend returns) map to them; anything else keeps its own text.
 */
export const LOGIN_MESSAGES = {
  emailNotConfirmed: 'Please check your email and click the verification link before logging in.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  userAlreadyRegistered:
    'An account with this email already exists. Please try logging in instead.',
  verificationIssue: 'There was an issue with email verification. Please try logging in.',
  unexpected: 'An unexpected error occurred. Please try again.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;

const BY_CODE: Record<string, string> = {
  EMAIL_NOT_VERIFIED: LOGIN_MESSAGES.emailNotConfirmed,
  INVALID_EMAIL_OR_PASSWORD: LOGIN_MESSAGES.invalidCredentials,
  INVALID_EMAIL: LOGIN_MESSAGES.invalidCredentials,
  INVALID_PASSWORD: LOGIN_MESSAGES.invalidCredentials,
  USER_ALREADY_EXISTS: LOGIN_MESSAGES.userAlreadyRegistered,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: LOGIN_MESSAGES.userAlreadyRegistered,
  INVALID_TOKEN: LOGIN_MESSAGES.verificationIssue,
  TOKEN_EXPIRED: LOGIN_MESSAGES.verificationIssue,
};

const BY_PHRASE: Array<[RegExp, string]> = [
  [/email not confirmed|email not verified/i, LOGIN_MESSAGES.emailNotConfirmed],
  [/invalid login credentials|invalid email or password/i, LOGIN_MESSAGES.invalidCredentials],
  [/user already (registered|exists)/i, LOGIN_MESSAGES.userAlreadyRegistered],
];

/** Maps an auth error to our sign-in and sign-up wording; unknown errors keep their own message. */
export function toLoginMessage(error: { code?: string | null; message?: string | null }): string {
  if (error.code && BY_CODE[error.code]) return BY_CODE[error.code]!;
  const text = error.message ?? '';
  for (const [pattern, message] of BY_PHRASE) if (pattern.test(text)) return message;
  return text.trim() ? text : LOGIN_MESSAGES.unexpected;
}
