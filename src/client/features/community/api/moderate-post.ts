/** POST /api/community/moderation/posts/:id: approve, hide or delete a post with a reason (admins). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type {
  ModerationPostRequest,
  ModerationPostResponse,
} from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function moderatePost(
  postId: string,
  request: ModerationPostRequest,
): Promise<ModerationPostResponse> {
  return requestChecked(
    COMMUNITY_PATHS.moderationPost(encodeURIComponent(postId)),
    () =>
      import('#shared/contracts/community.contract').then((c) => c.moderationPostResponseSchema),
    { method: 'POST', body: request },
  );
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
