/** POST /api/community/threads/:id/posts: reply in a thread (201; `held` waits for a moderator). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  COMMUNITY_PATHS,
  createdResponseSchema,
  type CreatedResponse,
  type CreatePostRequest,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export async function createPost(
  threadId: string,
  request: CreatePostRequest,
): Promise<CreatedResponse> {
  const body = await apiRequest<unknown>(
    COMMUNITY_PATHS.threadPosts(encodeURIComponent(threadId)),
    { method: 'POST', body: request },
  );
  return createdResponseSchema.parse(body);
}

export function useCreatePost(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreatePostRequest) => createPost(threadId, request),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
