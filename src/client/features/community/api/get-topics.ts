/** GET /api/community/topics: the seeded topics, in their order (public). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { Topic } from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function getTopics(signal?: AbortSignal): Promise<Topic[]> {
  const answer = await getChecked(
    COMMUNITY_PATHS.topics,
    () => import('#shared/contracts/community.contract').then((c) => c.topicsResponseSchema),
    signal,
  );
  return answer.topics;
}

export function topicsQueryOptions() {
  return queryOptions({
    queryKey: [...communityQueryKey, 'topics'],
    queryFn: ({ signal }) => getTopics(signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useTopics() {
  return useQuery(topicsQueryOptions());
}
