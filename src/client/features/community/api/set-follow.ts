/** PUT / DELETE /api/community/follows/:type/:id: follow a topic or a thread, or stop. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  COMMUNITY_PATHS,
  followResponseSchema,
  type FollowTargetType,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export async function setFollow(
  type: FollowTargetType,
  id: string,
  isFollowing: boolean,
): Promise<boolean> {
  const body = await apiRequest<unknown>(COMMUNITY_PATHS.follow(type, encodeURIComponent(id)), {
    method: isFollowing ? 'PUT' : 'DELETE',
  });
  // DELETE may answer 204 with no body: not following.
  return body === null ? false : followResponseSchema.parse(body).following;
}

export function useSetFollow(type: FollowTargetType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isFollowing: boolean) => setFollow(type, id, isFollowing),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
