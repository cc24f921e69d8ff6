/**
 * GET /api/profile: the signed-in user's unified health profile (created empty on first use).
 * Other profile reads and writes keep this one cache entry up to date.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import type { Profile } from '#shared/contracts/profile.contract';
import { QUERY_ROOTS } from '#client/lib/invalidation';

export const profileQueryKey = QUERY_ROOTS.profile;

export interface ProfileResponse {
  profile: Profile;
}

export async function getProfile(): Promise<Profile> {
  const { profile } = await apiRequest<ProfileResponse>('/api/profile');
  return profile;
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });
}

/** Asks only once someone is signed in: a signed-out request would only answer 401. */
export function useProfile() {
  const { isSignedIn } = useAuth();
  return useQuery({ ...profileQueryOptions(), enabled: isSignedIn });
}
