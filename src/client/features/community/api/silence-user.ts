/** POST /api/community/moderation/users/:id/silence: pause a member's posting for some hours (admins). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { SilenceRequest } from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function silenceUser(userId: string, request: SilenceRequest): Promise<string> {
  const answer = await requestChecked(
    COMMUNITY_PATHS.moderationSilence(encodeURIComponent(userId)),
    () => import('#shared/contracts/community.contract').then((c) => c.silenceResponseSchema),
    { method: 'POST', body: request },
  );
  return answer.until;
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
