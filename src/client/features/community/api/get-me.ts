/**
 * GET /api/community/me: this member's display name, pause, threads, replies to them, followed
 * topics and threads, and notifications. Asked only when signed in.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import {
  COMMUNITY_PATHS,
  meResponseSchema,
  type MeResponse,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export async function getMe(signal?: AbortSignal): Promise<MeResponse> {
  const body = await apiRequest<unknown>(COMMUNITY_PATHS.me, { signal });
  return meResponseSchema.parse(body);
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
