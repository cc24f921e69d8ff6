/** PUT / DELETE /api/community/follows/:type/:id: follow a topic or a thread, or stop. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import { COMMUNITY_PATHS, type FollowTargetType } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function setFollow(
  type: FollowTargetType,
  id: string,
  isFollowing: boolean,
): Promise<boolean> {
  // DELETE may answer 204 with no body: not following.
  const answer = await requestChecked(
    COMMUNITY_PATHS.follow(type, encodeURIComponent(id)),
    () =>
      import('#shared/contracts/community.contract').then((c) => c.followResponseSchema.nullable()),
    { method: isFollowing ? 'PUT' : 'DELETE' },
  );
  return answer === null ? false : answer.following;
}

export function useSetFollow(type: FollowTargetType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isFollowing: boolean) => setFollow(type, id, isFollowing),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
