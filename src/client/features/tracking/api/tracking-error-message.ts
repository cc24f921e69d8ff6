/** What to tell the user when a tracker request fails: the server's own reason for bad input, else a plain retry line. */
import { ApiError } from '#client/lib/api-client';

export function trackingErrorMessage(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    (error.status === 0 || error.status === 400 || error.status === 409)
  )
    return error.message;
  return fallback;
}
