/**
 * GET /api/community/threads?topic=&q=&cursor=: the latest threads, in one topic or matching a
 * search, a page at a time (public). The list waits for the session: a member sees their own held
 * threads in it. Pages are plain queries, one per cursor (useInfiniteQuery would add its code to
 * the landing page's shared chunk).
 */
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { ThreadsResponse, ThreadSummary } from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
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
  return getChecked(
    `${COMMUNITY_PATHS.threads}${query}`,
    () => import('#shared/contracts/community.contract').then((c) => c.threadsResponseSchema),
    signal,
  );
}

export function threadsPageQueryOptions(
  filter: ThreadFilter,
  cursor: string | null,
  userId: string | null,
) {
  return queryOptions({
    queryKey: [...communityQueryKey, 'threads', filter.topic ?? '', filter.q ?? '', cursor, userId],
    queryFn: ({ signal }) => getThreads({ ...filter, cursor: cursor ?? undefined }, signal),
  });
}

export interface PagedList<T> {
  items: T[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/** A new filter starts again from the first page. */
export function useThreads(filter: ThreadFilter): PagedList<ThreadSummary> {
  const { user, isLoading } = useAuth();
  const key = `${filter.topic ?? ''}|${filter.q ?? ''}`;
  const [loaded, setLoaded] = useState<{ key: string; cursors: (string | null)[] }>({
    key,
    cursors: [null],
  });
  const cursors = loaded.key === key ? loaded.cursors : [null];
  const pages = useQueries({
    queries: cursors.map((cursor) => ({
      ...threadsPageQueryOptions(filter, cursor, user?.id ?? null),
      enabled: !isLoading,
    })),
  });
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  const next = last.data?.next_cursor ?? null;
  return {
    items: pages.flatMap((page) => page.data?.threads ?? []),
    isPending: first.isPending,
    isError: first.isError,
    refetch: () => void first.refetch(),
    hasNextPage: next !== null,
    isFetchingNextPage: pages.length > 1 && last.isPending,
    fetchNextPage: () => {
      if (next !== null) setLoaded({ key, cursors: [...cursors, next] });
    },
  };
}
