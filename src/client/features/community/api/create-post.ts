/** POST /api/community/threads/:id/posts: reply in a thread (201; `held` waits for a moderator). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { CreatedResponse, CreatePostRequest } from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function createPost(
  threadId: string,
  request: CreatePostRequest,
): Promise<CreatedResponse> {
  return requestChecked(
    COMMUNITY_PATHS.threadPosts(encodeURIComponent(threadId)),
    () => import('#shared/contracts/community.contract').then((c) => c.createdResponseSchema),
    { method: 'POST', body: request },
  );
}

export function useCreatePost(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreatePostRequest) => createPost(threadId, request),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
