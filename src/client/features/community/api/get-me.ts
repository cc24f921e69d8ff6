/**
 * GET /api/community/me: this member's display name, pause, threads, replies to them, followed
 * topics and threads, and notifications. Asked only when signed in.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { MeResponse } from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return getChecked(
    COMMUNITY_PATHS.me,
    () => import('#shared/contracts/community.contract').then((c) => c.meResponseSchema),
    signal,
  );
}

export function meQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...communityQueryKey, 'me', userId],
    queryFn: ({ signal }) => getMe(signal),
  });
}

export function useCommunityMe() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({ ...meQueryOptions(userId), enabled: userId !== null });
}
