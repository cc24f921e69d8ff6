/**
 * PATCH /api/community/posts/:id: edit one's own post (another's id answers 404). An edit is
 * checked like a new post, so a crisis check may come back first.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  COMMUNITY_PATHS,
  updatePostResponseSchema,
  type UpdatePostRequest,
  type UpdatePostResponse,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export async function updatePost(
  postId: string,
  request: UpdatePostRequest,
): Promise<UpdatePostResponse> {
  const body = await apiRequest<unknown>(COMMUNITY_PATHS.post(encodeURIComponent(postId)), {
    method: 'PATCH',
    body: request,
  });
  return updatePostResponseSchema.parse(body);
}

export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdatePostRequest) => updatePost(postId, request),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
