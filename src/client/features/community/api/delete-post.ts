/** DELETE /api/community/posts/:id: delete one's own post (204; another's id answers 404). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function deletePost(postId: string): Promise<void> {
  await apiRequest<unknown>(COMMUNITY_PATHS.post(encodeURIComponent(postId)), {
    method: 'DELETE',
  });
}

export function useDeletePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(postId),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
