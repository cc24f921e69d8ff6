/**
 * POST /api/interactions/timing (paid: food_drug_timing): a day plan that spaces doses that must be
 * kept apart and follows each substance's food advice. A free user gets 403 PLAN_REQUIRED.
 */
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-client';
import { requestChecked } from '#client/lib/checked-answer';
import type { TimingRequest, TimingResponse } from '#shared/contracts/interactions.contract';

export async function planTiming(request: TimingRequest): Promise<TimingResponse> {
  return requestChecked(
    '/api/interactions/timing',
    () => import('#shared/contracts/interactions.contract').then((c) => c.timingResponseSchema),
    { method: 'POST', body: request },
  );
}

export const TIMING_FAILED_MESSAGE = "We couldn't make the plan. Please try again.";

export function isPlanRequiredError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'PLAN_REQUIRED';
}

export function timingErrorMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    (error.status === 400 || error.status === 0 || error.status === 429)
  )
    return error.message;
  return TIMING_FAILED_MESSAGE;
}

export function usePlanTiming() {
  return useMutation({ mutationFn: planTiming, retry: false });
}
