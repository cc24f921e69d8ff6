/** PUT /api/preferences: upserts the journey level and/or the onboarding flag. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client';
import type { userPreferencesUpdateSchema } from '#shared/contracts/profile.contract';
import { preferencesQueryKey, type UserPreferences } from './get-preferences';

export type UserPreferencesUpdate = z.infer<typeof userPreferencesUpdateSchema>;

export function updatePreferences(update: UserPreferencesUpdate): Promise<UserPreferences> {
  return apiRequest<UserPreferences>('/api/preferences', { method: 'PUT', body: update });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
