/** GET /api/oils/favorites: the user's favourite oils, newest first, each with what it means for them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { FavoriteOil } from '#shared/contracts/aromatherapy.contract';
import { aromatherapyQueryKey, useAromatherapyUserId } from './aromatherapy-query-keys';

export const favoriteOilsQueryKey = [...aromatherapyQueryKey, 'favorites'] as const;

export async function listFavoriteOils(signal?: AbortSignal): Promise<FavoriteOil[]> {
  const answer = await getChecked(
    '/api/oils/favorites',
    () => import('#shared/contracts/aromatherapy.contract').then((c) => c.favoriteOilListSchema),
    signal,
  );
  return answer.favorites;
}

export function favoriteOilsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...favoriteOilsQueryKey, userId],
    queryFn: ({ signal }) => listFavoriteOils(signal),
  });
}

export function useFavoriteOils() {
  const userId = useAromatherapyUserId();
  return useQuery({ ...favoriteOilsQueryOptions(userId), enabled: userId !== null });
}
