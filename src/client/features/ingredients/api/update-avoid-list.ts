/** PUT /api/avoid-list: replaces the user's avoid-list (paid: `ingredient_safety`). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { AvoidItem } from '#shared/contracts/ingredients.contract';
import { avoidListQueryKey } from './get-avoid-list';

export async function updateAvoidList(names: string[]): Promise<AvoidItem[]> {
  const answer = await requestChecked(
    '/api/avoid-list',
    () => import('#shared/contracts/ingredients.contract').then((c) => c.avoidListSchema),
    { method: 'PUT', body: { items: names.map((name) => ({ name })) } },
  );
  return answer.items;
}

export function useUpdateAvoidList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvoidList,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: avoidListQueryKey }),
  });
}
