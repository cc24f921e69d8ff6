/** GET /api/preferences: the onboarding flag and the health journey level (user_preferences). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import type { userPreferencesSchema } from '#shared/contracts/profile.contract';
import { QUERY_ROOTS } from '#client/lib/invalidation';

export type UserPreferences = z.infer<typeof userPreferencesSchema>;

export const preferencesQueryKey = QUERY_ROOTS.preferences;

export function getPreferences(): Promise<UserPreferences> {
  return apiRequest<UserPreferences>('/api/preferences');
}

export function preferencesQueryOptions() {
  return queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences });
}

export function usePreferences() {
  const { isSignedIn } = useAuth();
  return useQuery({ ...preferencesQueryOptions(), enabled: isSignedIn });
}
