/**
 * POST /api/oils/blend: the dilution, each oil against its maximum, the phototoxic load and the
 * warnings (the signed-in person's too). A read, not a write: the calculator asks as the user types.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { BlendRequest, BlendResult } from '#shared/contracts/aromatherapy.contract';
import { aromatherapyQueryKey, useAromatherapyUserId } from './aromatherapy-query-keys';

export async function evaluateBlend(
  request: BlendRequest,
  signal?: AbortSignal,
): Promise<BlendResult> {
  return requestChecked(
    '/api/oils/blend',
    () => import('#shared/contracts/aromatherapy.contract').then((c) => c.blendResultSchema),
    { method: 'POST', body: request, signal },
  );
}

export function blendQueryOptions(request: BlendRequest, userId: string | null) {
  return queryOptions({
    queryKey: [...aromatherapyQueryKey, 'blend', request, userId],
    queryFn: ({ signal }) => evaluateBlend(request, signal),
    staleTime: 60 * 1000,
  });
}

/** `request` null: nothing valid to ask about yet (the form shows why). */
export function useBlendEvaluation(request: BlendRequest | null) {
  const userId = useAromatherapyUserId();
  return useQuery({
    ...blendQueryOptions(request ?? { oils: [], carrier_ml: 0, application: 'massage' }, userId),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
