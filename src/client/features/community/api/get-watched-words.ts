/** GET /api/community/moderation/watched-words: the words that block, flag or hold a post (admins). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { WatchedWord } from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function getWatchedWords(signal?: AbortSignal): Promise<WatchedWord[]> {
  const answer = await getChecked(
    COMMUNITY_PATHS.moderationWatchedWords,
    () => import('#shared/contracts/community.contract').then((c) => c.watchedWordsSchema),
    signal,
  );
  return answer.words;
}

export function watchedWordsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...communityQueryKey, 'watched-words', userId],
    queryFn: ({ signal }) => getWatchedWords(signal),
  });
}

export function useWatchedWords() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({ ...watchedWordsQueryOptions(userId), enabled: userId !== null });
}
