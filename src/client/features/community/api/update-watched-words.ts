/** PUT /api/community/moderation/watched-words: replace the whole list (admins; in the modlog). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { WatchedWord } from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function updateWatchedWords(words: WatchedWord[]): Promise<WatchedWord[]> {
  const answer = await requestChecked(
    COMMUNITY_PATHS.moderationWatchedWords,
    () => import('#shared/contracts/community.contract').then((c) => c.watchedWordsSchema),
    { method: 'PUT', body: { words } },
  );
  return answer.words;
}

export function useUpdateWatchedWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWatchedWords,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
