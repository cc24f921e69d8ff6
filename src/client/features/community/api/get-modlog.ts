/** GET /api/community/modlog?cursor=: every moderation action, newest first (public, no personal data). */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  COMMUNITY_PATHS,
  modlogResponseSchema,
  type ModlogResponse,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export async function getModlog(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ModlogResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const body = await apiRequest<unknown>(`${COMMUNITY_PATHS.modlog}${query}`, { signal });
  return modlogResponseSchema.parse(body);
}

export function modlogQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...communityQueryKey, 'modlog'],
    queryFn: ({ pageParam, signal }) => getModlog(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useModlog() {
  return useInfiniteQuery(modlogQueryOptions());
}
