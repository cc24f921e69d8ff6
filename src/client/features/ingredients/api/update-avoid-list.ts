/** PUT /api/avoid-list: replaces the user's avoid-list (paid: `ingredient_safety`). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { avoidListSchema, type AvoidItem } from '#shared/contracts/ingredients.contract';
import { avoidListQueryKey } from './get-avoid-list';

export async function updateAvoidList(names: string[]): Promise<AvoidItem[]> {
  const body = await apiRequest<unknown>('/api/avoid-list', {
    method: 'PUT',
    body: { items: names.map((name) => ({ name })) },
  });
  return avoidListSchema.parse(body).items;
}

export function useUpdateAvoidList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvoidList,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: avoidListQueryKey }),
  });
}
