/** GET /api/community/moderation/watched-words: the words that block, flag or hold a post (admins). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import {
  COMMUNITY_PATHS,
  watchedWordsSchema,
  type WatchedWord,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export async function getWatchedWords(signal?: AbortSignal): Promise<WatchedWord[]> {
  const body = await apiRequest<unknown>(COMMUNITY_PATHS.moderationWatchedWords, { signal });
  return watchedWordsSchema.parse(body).words;
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
