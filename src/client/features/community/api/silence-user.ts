/** POST /api/community/moderation/users/:id/silence: pause a member's posting for some hours (admins). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  COMMUNITY_PATHS,
  silenceResponseSchema,
  type SilenceRequest,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export async function silenceUser(userId: string, request: SilenceRequest): Promise<string> {
  const body = await apiRequest<unknown>(
    COMMUNITY_PATHS.moderationSilence(encodeURIComponent(userId)),
    { method: 'POST', body: request },
  );
  return silenceResponseSchema.parse(body).until;
}

export function useSilenceUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...request }: SilenceRequest & { userId: string }) =>
      silenceUser(userId, request),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityQueryKey }),
  });
}
