/** POST /api/community/moderation/posts/:id: approve, hide or delete a post with a reason (admins). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  COMMUNITY_PATHS,
  moderationPostResponseSchema,
  type ModerationPostRequest,
  type ModerationPostResponse,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export async function moderatePost(
  postId: string,
  request: ModerationPostRequest,
): Promise<ModerationPostResponse> {
  const body = await apiRequest<unknown>(
    COMMUNITY_PATHS.moderationPost(encodeURIComponent(postId)),
    { method: 'POST', body: request },
  );
  return moderationPostResponseSchema.parse(body);
}

export function useModeratePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, ...request }: ModerationPostRequest & { postId: string }) =>
      moderatePost(postId, request),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
