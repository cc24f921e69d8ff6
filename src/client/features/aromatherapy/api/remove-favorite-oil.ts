/** DELETE /api/oils/favorites/:id: takes an oil out of the user's favourites. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { favoriteOilsQueryKey } from './list-favorite-oils';

export async function removeFavoriteOil(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/oils/favorites/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveFavoriteOil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavoriteOil,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoriteOilsQueryKey }),
  });
}
