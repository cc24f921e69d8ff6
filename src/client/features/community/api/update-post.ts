/**
 * PATCH /api/community/posts/:id: edit one's own post (another's id answers 404). An edit is
 * checked like a new post, so a crisis check may come back first.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { UpdatePostRequest, UpdatePostResponse } from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function updatePost(
  postId: string,
  request: UpdatePostRequest,
): Promise<UpdatePostResponse> {
  return requestChecked(
    COMMUNITY_PATHS.post(encodeURIComponent(postId)),
    () => import('#shared/contracts/community.contract').then((c) => c.updatePostResponseSchema),
    { method: 'PATCH', body: request },
  );
}

export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdatePostRequest) => updatePost(postId, request),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
