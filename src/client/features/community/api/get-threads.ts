/**
 * GET /api/community/threads?topic=&q=&cursor=: the latest threads, in one topic or matching a
 * search, a page at a time (public). The list waits for the session: a member sees their own held
 * threads in it.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import {
  COMMUNITY_PATHS,
  threadsResponseSchema,
  type ThreadsResponse,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export interface ThreadFilter {
  topic?: string;
  q?: string;
}

export async function getThreads(
  filter: ThreadFilter & { cursor?: string },
  signal?: AbortSignal,
): Promise<ThreadsResponse> {
  const params = new URLSearchParams();
  if (filter.topic) params.set('topic', filter.topic);
  if (filter.q) params.set('q', filter.q);
  if (filter.cursor) params.set('cursor', filter.cursor);
  const query = params.size > 0 ? `?${params.toString()}` : '';
  const body = await apiRequest<unknown>(`${COMMUNITY_PATHS.threads}${query}`, { signal });
  return threadsResponseSchema.parse(body);
}

export function threadsQueryOptions(filter: ThreadFilter, userId: string | null) {
  return infiniteQueryOptions({
    queryKey: [...communityQueryKey, 'threads', filter.topic ?? '', filter.q ?? '', userId],
    queryFn: ({ pageParam, signal }) =>
      getThreads({ ...filter, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useThreads(filter: ThreadFilter) {
  const { user, isLoading } = useAuth();
  return useInfiniteQuery({
    ...threadsQueryOptions(filter, user?.id ?? null),
    enabled: !isLoading,
  });
}
