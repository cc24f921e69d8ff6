/** GET and PATCH /api/account/settings: the caller's email, names and pending e-mail change. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { sessionQueryKey } from '#client/lib/auth';
import type { AccountSettings, AccountSettingsUpdate } from '#shared/contracts/account.contract';

export const accountSettingsQueryKey = ['account', 'settings'] as const;

export const getAccountSettings = () => apiRequest<AccountSettings>('/api/account/settings');

export function useAccountSettings() {
  return useQuery({ queryKey: accountSettingsQueryKey, queryFn: getAccountSettings });
}

export function updateAccountSettings(update: AccountSettingsUpdate): Promise<AccountSettings> {
  return apiRequest<AccountSettings>('/api/account/settings', { method: 'PATCH', body: update });
}

export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(accountSettingsQueryKey, settings);
      // The header's greeting reads the session's names.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
