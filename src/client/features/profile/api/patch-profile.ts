/**
 * PATCH /api/profile: several sections at once (and optionally onboarding_completed: true), written
 * in one transaction. The answer replaces the cached profile.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import type { Profile, ProfilePatch } from '#shared/contracts/profile.contract';
import { profileQueryKey, type ProfileResponse } from './get-profile';
import { invalidateAfterWrite } from '#client/lib/invalidation';

export async function patchProfile(patch: ProfilePatch): Promise<Profile> {
  const { profile } = await apiRequest<ProfileResponse>('/api/profile', {
    method: 'PATCH',
    body: patch,
  });
  return profile;
}

export function usePatchProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: async (profile, patch) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The profile's medicines are the cabinet, and finishing onboarding sets a preference.
      await invalidateAfterWrite(
        queryClient,
        patch.onboarding_completed ? 'onboarding' : 'profile',
        {
          fresh: [profileQueryKey],
        },
      );
    },
  });
}
