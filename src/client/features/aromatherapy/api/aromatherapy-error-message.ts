/**
 * What to tell the user when an aromatherapy request fails: the API's own sentence for anything the
 * user can act on (bad input, a missing oil, too many saved blends), else a plain retry line.
 */
import { ApiError } from '#client/lib/api-client';

export const AROMATHERAPY_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export function aromatherapyErrorMessage(
  error: unknown,
  fallback = AROMATHERAPY_FALLBACK_MESSAGE,
): string {
  if (error instanceof ApiError && error.status !== 401 && error.status < 500) return error.message;
  return fallback;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
