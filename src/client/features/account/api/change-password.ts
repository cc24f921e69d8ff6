/** POST /api/auth/change-password: the password rules apply; every other session ends on success. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import type { ChangePasswordBody } from '#shared/contracts/auth.contract';
import { accountSessionsQueryKey } from './account-sessions';

export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<unknown>('/api/auth/change-password', { method: 'POST', body });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
