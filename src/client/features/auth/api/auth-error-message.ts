/**
 * Turns a failed auth call into the words the user sees. The server
 * already maps its messages; this adds our own wording for known codes, a retry hint for rate
 * limits, and hides raw server failures behind the generic message.
 */
import { ApiError } from '#client/lib/api-client';
import { LOGIN_MESSAGES, toLoginMessage } from '#shared/domain/auth-errors';

export type AuthAction = 'sign-in' | 'sign-up';

/** 'Try again in 3 minutes.' from a retry-after in seconds (at least one minute). */
export function retryHint(retryAfterSeconds: number | undefined): string {
  if (!retryAfterSeconds) return '';
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function authErrorMessage(error: unknown, action: AuthAction): string {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      const base = action === 'sign-in' ? LOGIN_MESSAGES.tooManyAttempts : toLoginMessage(error);
      return [base, retryHint(error.retryAfterSeconds)].filter(Boolean).join(' ');
    }
    // A 5xx without a known code carries no words meant for the user.
    if (error.status >= 500 && error.code.startsWith('HTTP_')) return LOGIN_MESSAGES.unexpected;
    return toLoginMessage(error);
  }
  if (error instanceof Error) return toLoginMessage({ message: error.message });
  return LOGIN_MESSAGES.unexpected;
}
