/** What to tell the user when a cabinet request fails: the server's reason for bad input or a full cabinet, else a plain retry line. */
import { ApiError } from '#client/lib/api-client';

export function medicationErrorMessage(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    (error.status === 0 || error.status === 400 || error.status === 409)
  )
    return error.message;
  return fallback;
}
