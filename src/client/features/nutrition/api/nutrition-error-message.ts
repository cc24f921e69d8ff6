/**
 * What to tell the user when a nutrition request fails: the API's own sentence for anything the
 * user can act on (bad input, a paid feature, a missing plan or recipe), else a plain retry line.
 */
import { ApiError } from '#client/lib/api-client';

export const NUTRITION_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export function nutritionErrorMessage(
  error: unknown,
  fallback = NUTRITION_FALLBACK_MESSAGE,
): string {
  if (error instanceof ApiError && error.status !== 401 && error.status < 500) return error.message;
  return fallback;
}

/** The API said this needs a paid plan (403 PLAN_REQUIRED). */
export function isPlanRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'PLAN_REQUIRED';
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
