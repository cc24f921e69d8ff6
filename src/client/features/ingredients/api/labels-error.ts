/**
 * What a failed label, product or claim request means for the page: the plan gate (show the
 * upgrade prompt), the daily cap (the server's message), or the server's own sentence for bad input.
 */
import { ApiError } from '#client/lib/api-client';
import { INGREDIENT_ERROR_CODES } from '#shared/contracts/ingredients.contract';

export const LABELS_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export type LabelsFailure =
  | { kind: 'plan-required' }
  | { kind: 'limit'; message: string }
  | { kind: 'not-found'; message: string }
  /** The check needs an account (a visitor looking a product up). */
  | { kind: 'sign-in' }
  | { kind: 'message'; message: string };

export function describeLabelsError(error: unknown): LabelsFailure {
  if (!(error instanceof ApiError)) return { kind: 'message', message: LABELS_FALLBACK_MESSAGE };
  if (error.status === 403 && error.code === 'PLAN_REQUIRED') return { kind: 'plan-required' };
  if (error.status === 429) return { kind: 'limit', message: error.message };
  if (error.status === 404 && error.code === INGREDIENT_ERROR_CODES.productNotFound)
    return { kind: 'not-found', message: error.message };
  if (error.status === 401) return { kind: 'sign-in' };
  if (error.status > 0 && error.status < 500) return { kind: 'message', message: error.message };
  if (error.status === 0) return { kind: 'message', message: error.message };
  return { kind: 'message', message: LABELS_FALLBACK_MESSAGE };
}
