/** POST /api/claims/check: the evidence summaries that match a health claim, best first. */
import { useMutation } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { ClaimCheckResponse } from '#shared/contracts/ingredients.contract';

export async function checkClaim(text: string): Promise<ClaimCheckResponse> {
  return requestChecked(
    '/api/claims/check',
    () => import('#shared/contracts/ingredients.contract').then((c) => c.claimCheckResponseSchema),
    { method: 'POST', body: { text } },
  );
}

export function useCheckClaim() {
  return useMutation({ mutationFn: checkClaim, retry: false });
}
