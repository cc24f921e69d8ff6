/**
 * DELETE /api/account: the current password; on success the session is gone, so every cached
 * answer about the user is dropped before the page leaves.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import type { DeleteAccountRequest } from '#shared/contracts/account.contract';

export const deleteAccount = (request: DeleteAccountRequest) =>
  apiRequest<{ deleted: true }>('/api/account', { method: 'DELETE', body: request });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, retry: false });
}

/** GET /api/account/export: a plain link, so the browser downloads the attachment. */
export const ACCOUNT_EXPORT_URL = '/api/account/export';
