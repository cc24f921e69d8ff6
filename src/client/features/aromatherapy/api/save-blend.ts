/** POST /api/oils/blends: keeps a blend from the calculator under a name (201 with the saved blend). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  savedBlendSchema,
  type SaveBlendInput,
  type SavedBlend,
} from '#shared/contracts/aromatherapy.contract';
import { savedBlendsQueryKey } from './list-saved-blends';

export async function saveBlend(input: SaveBlendInput): Promise<SavedBlend> {
  const body = await apiRequest<unknown>('/api/oils/blends', { method: 'POST', body: input });
  return savedBlendSchema.parse(body);
}

export function useSaveBlend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlend,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedBlendsQueryKey }),
  });
}
