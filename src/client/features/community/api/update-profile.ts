/**
 * PUT /api/community/profile: choose the pseudonymous display name others see. A name that holds
 * the person's e-mail or real name is refused (409 DISPLAY_NAME_PERSONAL) until they confirm it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { ProfileRequest } from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function updateProfile(request: ProfileRequest): Promise<string> {
  const answer = await requestChecked(
    COMMUNITY_PATHS.profile,
    () => import('#shared/contracts/community.contract').then((c) => c.profileResponseSchema),
    { method: 'PUT', body: request },
  );
  return answer.display_name;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
