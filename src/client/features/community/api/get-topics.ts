/** GET /api/community/topics: the seeded topics, in their order (public). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  COMMUNITY_PATHS,
  topicsResponseSchema,
  type Topic,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export async function getTopics(signal?: AbortSignal): Promise<Topic[]> {
  const body = await apiRequest<unknown>(COMMUNITY_PATHS.topics, { signal });
  return topicsResponseSchema.parse(body).topics;
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
