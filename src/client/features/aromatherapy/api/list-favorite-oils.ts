/** GET /api/oils/favorites: the user's favourite oils, newest first, each with what it means for them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { favoriteOilListSchema, type FavoriteOil } from '#shared/contracts/aromatherapy.contract';
import { aromatherapyQueryKey, useAromatherapyUserId } from './aromatherapy-query-keys';

export const favoriteOilsQueryKey = [...aromatherapyQueryKey, 'favorites'] as const;

export async function listFavoriteOils(signal?: AbortSignal): Promise<FavoriteOil[]> {
  const body = await apiRequest<unknown>('/api/oils/favorites', { signal });
  return favoriteOilListSchema.parse(body).favorites;
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
