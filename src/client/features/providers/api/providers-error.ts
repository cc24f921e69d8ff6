/**
 * What a failed provider or share request means for the page: the plan gate (the upgrade prompt),
 * the edition gate (the Health edition notice), a missing listing or link, too many requests (wait),
 * a session that ended (sign in again), or the server's own sentence for bad input.
 */
import { ApiError } from '#client/lib/api-client';

export const PROVIDERS_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
export const TOO_MANY_REQUESTS_MESSAGE =
  'Too many requests in a short time. Please wait a minute and try again.';

export type ProvidersFailure =
  | { kind: 'plan-required' }
  | { kind: 'not-in-edition' }
  | { kind: 'not-found'; message: string }
  | { kind: 'sign-in' }
  | { kind: 'rate-limited'; message: string }
  /** Bad input (400, 409, 422): the server's sentence, which names what to change. */
  | { kind: 'invalid'; message: string }
  | { kind: 'message'; message: string };

function waitMessage(error: ApiError): string {
  if (!error.retryAfterSeconds) return TOO_MANY_REQUESTS_MESSAGE;
  const seconds = error.retryAfterSeconds;
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many requests in a short time. Please try again in ${wait}.`;
}

export function describeProvidersError(error: unknown): ProvidersFailure {
  if (!(error instanceof ApiError)) return { kind: 'message', message: PROVIDERS_FALLBACK_MESSAGE };
  if (error.status === 403 && error.code === 'PLAN_REQUIRED') return { kind: 'plan-required' };
  if (error.status === 403 && error.code === 'FEATURE_NOT_IN_EDITION')
    return { kind: 'not-in-edition' };
  if (error.status === 401) return { kind: 'sign-in' };
  if (error.status === 404) return { kind: 'not-found', message: error.message };
  if (error.status === 429) return { kind: 'rate-limited', message: waitMessage(error) };
  if (error.status === 0) return { kind: 'message', message: error.message };
  if (error.status >= 400 && error.status < 500) return { kind: 'invalid', message: error.message };
  return { kind: 'message', message: PROVIDERS_FALLBACK_MESSAGE };
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
