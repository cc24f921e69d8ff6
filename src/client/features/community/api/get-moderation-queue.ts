/**
 * GET /api/community/moderation/queue: held posts, open reports, crisis follow-ups and flagged
 * posts. Null for anyone but an admin (the API's 404), so the page shows the app's 404 page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { ModerationQueueResponse } from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function getModerationQueue(
  signal?: AbortSignal,
): Promise<ModerationQueueResponse | null> {
  try {
    return await getChecked(
      COMMUNITY_PATHS.moderationQueue,
      () =>
        import('#shared/contracts/community.contract').then((c) => c.moderationQueueResponseSchema),
      signal,
    );
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
