/** PUT /api/oils/favorites/:id: adds an oil to the user's favourites (adding it twice keeps one). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { favoriteOilsQueryKey } from './list-favorite-oils';

export async function addFavoriteOil(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/oils/favorites/${encodeURIComponent(id)}`, { method: 'PUT' });
}

export function useAddFavoriteOil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavoriteOil,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoriteOilsQueryKey }),
  });
}
