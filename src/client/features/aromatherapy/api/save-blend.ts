/** POST /api/oils/blends: keeps a blend from the calculator under a name (201 with the saved blend). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { SaveBlendInput, SavedBlend } from '#shared/contracts/aromatherapy.contract';
import { savedBlendsQueryKey } from './list-saved-blends';

export async function saveBlend(input: SaveBlendInput): Promise<SavedBlend> {
  return requestChecked(
    '/api/oils/blends',
    () => import('#shared/contracts/aromatherapy.contract').then((c) => c.savedBlendSchema),
    { method: 'POST', body: input },
  );
}

export function useSaveBlend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlend,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedBlendsQueryKey }),
  });
}
