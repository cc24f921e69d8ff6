/** PUT /api/profile/sections/:section: replaces one section and answers with the whole profile. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import type { Profile, ProfileSection } from '#shared/contracts/profile.contract';
import { profileQueryKey, type ProfileResponse } from './get-profile';

export interface SaveProfileSectionInput<S extends ProfileSection = ProfileSection> {
  section: S;
  data: Profile[S];
}

export async function saveProfileSection({
  section,
  data,
}: SaveProfileSectionInput): Promise<Profile> {
  const { profile } = await apiRequest<ProfileResponse>(
    `/api/profile/sections/${encodeURIComponent(section)}`,
    {
      method: 'PUT',
      body: data,
    },
  );
  return profile;
}

export function useSaveProfileSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileSection,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
