/** PUT /api/community/moderation/watched-words: replace the whole list (admins; in the modlog). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  COMMUNITY_PATHS,
  watchedWordsSchema,
  type WatchedWord,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export async function updateWatchedWords(words: WatchedWord[]): Promise<WatchedWord[]> {
  const body = await apiRequest<unknown>(COMMUNITY_PATHS.moderationWatchedWords, {
    method: 'PUT',
    body: { words },
  });
  return watchedWordsSchema.parse(body).words;
}

export function useUpdateWatchedWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWatchedWords,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
