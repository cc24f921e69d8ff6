/**
 * POST /api/account/email-change (a link to the new address) and
 * POST /api/account/email-change/confirm (the link's token, used while signed in).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { sessionQueryKey } from '#client/lib/auth';
import type { AccountSettings, EmailChangeRequest } from '#shared/contracts/account.contract';
import { accountSettingsQueryKey } from './account-settings';
import { accountSessionsQueryKey } from './account-sessions';

export const requestEmailChange = (request: EmailChangeRequest) =>
  apiRequest<{ pending_email: string }>('/api/account/email-change', {
    method: 'POST',
    body: request,
  });

export const confirmEmailChange = (token: string) =>
  apiRequest<AccountSettings>('/api/account/email-change/confirm', {
    method: 'POST',
    body: { token },
  });

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSettingsQueryKey }),
  });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: async (settings) => {
      queryClient.setQueryData(accountSettingsQueryKey, settings);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey });
    },
  });
}
