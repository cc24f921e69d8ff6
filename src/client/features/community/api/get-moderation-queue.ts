/**
 * GET /api/community/moderation/queue: held posts, open reports, crisis follow-ups and flagged
 * posts. Null for anyone but an admin (the API's 404), so the page shows the app's 404 page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import {
  COMMUNITY_PATHS,
  moderationQueueResponseSchema,
  type ModerationQueueResponse,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export async function getModerationQueue(
  signal?: AbortSignal,
): Promise<ModerationQueueResponse | null> {
  try {
    const body = await apiRequest<unknown>(COMMUNITY_PATHS.moderationQueue, { signal });
    return moderationQueueResponseSchema.parse(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function moderationQueueQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...communityQueryKey, 'moderation', userId],
    queryFn: ({ signal }) => getModerationQueue(signal),
  });
}

export function useModerationQueue() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({ ...moderationQueueQueryOptions(userId), enabled: userId !== null });
}
