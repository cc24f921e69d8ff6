/**
 * GET /api/community/threads/:id: the thread and its posts (public; a held post is in it only for
 * its author and admins, so the read waits for the session).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { ThreadResponse } from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function getThread(id: string, signal?: AbortSignal): Promise<ThreadResponse> {
  return getChecked(
    COMMUNITY_PATHS.thread(encodeURIComponent(id)),
    () => import('#shared/contracts/community.contract').then((c) => c.threadResponseSchema),
    signal,
  );
}

export function threadQueryOptions(id: string, userId: string | null) {
  return queryOptions({
    queryKey: [...communityQueryKey, 'thread', id, userId],
    queryFn: ({ signal }) => getThread(id, signal),
  });
}

export function useThread(id: string) {
  const { user, isLoading } = useAuth();
  return useQuery({
    ...threadQueryOptions(id, user?.id ?? null),
    enabled: !isLoading && id !== '',
  });
}
