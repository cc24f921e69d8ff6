/** GET /api/avoid-list: the ingredients this user chose to avoid (free to read, even after a downgrade). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { AvoidItem } from '#shared/contracts/ingredients.contract';

export const avoidListQueryKey = ['labels', 'avoid-list'] as const;

export async function getAvoidList(signal?: AbortSignal): Promise<AvoidItem[]> {
  const answer = await getChecked(
    '/api/avoid-list',
    () => import('#shared/contracts/ingredients.contract').then((c) => c.avoidListSchema),
    signal,
  );
  return answer.items;
}

export function avoidListQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...avoidListQueryKey, userId],
    queryFn: ({ signal }) => getAvoidList(signal),
  });
}

export function useAvoidList() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({ ...avoidListQueryOptions(userId), enabled: userId !== null });
}
