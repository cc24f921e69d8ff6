/**
 * POST /api/community/threads: start a thread. 201 `{id, status}`: `held` waits for a moderator.
 * A 409 CRISIS_CHECK is answered by the composer, which re-sends with `crisis_acknowledged`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  COMMUNITY_PATHS,
  createdResponseSchema,
  type CreatedResponse,
  type CreateThreadRequest,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export async function createThread(request: CreateThreadRequest): Promise<CreatedResponse> {
  const body = await apiRequest<unknown>(COMMUNITY_PATHS.threads, {
    method: 'POST',
    body: request,
  });
  return createdResponseSchema.parse(body);
}

export function useCreateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createThread,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
