/**
 * PUT /api/community/profile: choose the pseudonymous display name others see. A name that holds
 * the person's e-mail or real name is refused (409 DISPLAY_NAME_PERSONAL) until they confirm it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  COMMUNITY_PATHS,
  profileResponseSchema,
  type ProfileRequest,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export async function updateProfile(request: ProfileRequest): Promise<string> {
  const body = await apiRequest<unknown>(COMMUNITY_PATHS.profile, { method: 'PUT', body: request });
  return profileResponseSchema.parse(body).display_name;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
