/** DELETE /api/chat/conversations/:id: removes one kept conversation (204). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { invalidateConversations } from './list-conversations';

export async function deleteConversation(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/chat/conversations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: () => invalidateConversations(queryClient),
  });
}
