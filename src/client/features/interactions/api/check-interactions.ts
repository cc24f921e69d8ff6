/**
 * POST /api/interactions/check: checks a list of names against each other and, for a signed-in
 * user, against their profile. Open to everyone; visitors are rate-limited (429 with retry-after).
 */
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-client';
import { requestChecked } from '#client/lib/checked-answer';
import type { CheckResponse } from '#shared/contracts/interactions.contract';

export async function checkInteractions(items: readonly string[]): Promise<CheckResponse> {
  return requestChecked(
    '/api/interactions/check',
    () => import('#shared/contracts/interactions.contract').then((c) => c.checkResponseSchema),
    { method: 'POST', body: { items } },
  );
}

export const CHECK_FAILED_MESSAGE = "We couldn't run the check. Please try again.";

/** What to tell the user when a check fails: the wait after a rate limit, the server's reason for bad input. */
export function checkErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return CHECK_FAILED_MESSAGE;
  if (error.status === 429) {
    const wait = error.retryAfterSeconds;
    return wait
      ? `You have run many checks in a short time. Please wait ${wait} ${wait === 1 ? 'second' : 'seconds'} and try again.`
      : 'You have run many checks in a short time. Please wait a moment and try again.';
  }
  if (error.status === 0) return error.message;
  if (error.status === 400) return error.message;
  return CHECK_FAILED_MESSAGE;
}

export function useCheckInteractions() {
  return useMutation({ mutationFn: checkInteractions, retry: false });
}
