/**
 * POST /api/community/threads: start a thread. 201 `{id, status}`: `held` waits for a moderator.
 * A 409 CRISIS_CHECK is answered by the composer, which re-sends with `crisis_acknowledged`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { CreatedResponse, CreateThreadRequest } from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function createThread(request: CreateThreadRequest): Promise<CreatedResponse> {
  return requestChecked(
    COMMUNITY_PATHS.threads,
    () => import('#shared/contracts/community.contract').then((c) => c.createdResponseSchema),
    { method: 'POST', body: request },
  );
}

export function useCreateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createThread,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
