/** POST /api/claims/check: the evidence summaries that match a health claim, best first. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  claimCheckResponseSchema,
  type ClaimCheckResponse,
} from '#shared/contracts/ingredients.contract';

export async function checkClaim(text: string): Promise<ClaimCheckResponse> {
  const body = await apiRequest<unknown>('/api/claims/check', { method: 'POST', body: { text } });
  return claimCheckResponseSchema.parse(body);
}

export function useCheckClaim() {
  return useMutation({ mutationFn: checkClaim, retry: false });
}
