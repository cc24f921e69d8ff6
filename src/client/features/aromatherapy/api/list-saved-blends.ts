/** GET /api/oils/blends: the signed-in user's saved blends, each worked out again for them today. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { SavedBlend } from '#shared/contracts/aromatherapy.contract';
import { aromatherapyQueryKey, useAromatherapyUserId } from './aromatherapy-query-keys';

export const savedBlendsQueryKey = [...aromatherapyQueryKey, 'blends'] as const;

export async function listSavedBlends(signal?: AbortSignal): Promise<SavedBlend[]> {
  const answer = await getChecked(
    '/api/oils/blends',
    () => import('#shared/contracts/aromatherapy.contract').then((c) => c.savedBlendListSchema),
    signal,
  );
  return answer.blends;
}

export function savedBlendsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...savedBlendsQueryKey, userId],
    queryFn: ({ signal }) => listSavedBlends(signal),
  });
}

export function useSavedBlends() {
  const userId = useAromatherapyUserId();
  return useQuery({ ...savedBlendsQueryOptions(userId), enabled: userId !== null });
}
