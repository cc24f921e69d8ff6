/**
 * GET /api/community/modlog?cursor=: every moderation action, newest first (public, no personal
 * data), a page per cursor.
 */
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { getChecked } from '#client/lib/checked-answer';
import type { ModlogEntry, ModlogResponse } from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';
import type { PagedList } from './get-threads';

export async function getModlog(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ModlogResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return getChecked(
    `${COMMUNITY_PATHS.modlog}${query}`,
    () => import('#shared/contracts/community.contract').then((c) => c.modlogResponseSchema),
    signal,
  );
}

export function modlogPageQueryOptions(cursor: string | null) {
  return queryOptions({
    queryKey: [...communityQueryKey, 'modlog', cursor],
    queryFn: ({ signal }) => getModlog(cursor, signal),
  });
}

export function useModlog(): PagedList<ModlogEntry> {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const pages = useQueries({ queries: cursors.map((cursor) => modlogPageQueryOptions(cursor)) });
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  const next = last.data?.next_cursor ?? null;
  return {
    items: pages.flatMap((page) => page.data?.actions ?? []),
    isPending: first.isPending,
    isError: first.isError,
    refetch: () => void first.refetch(),
    hasNextPage: next !== null,
    isFetchingNextPage: pages.length > 1 && last.isPending,
    fetchNextPage: () => {
      if (next !== null) setCursors((known) => [...known, next]);
    },
  };
}
