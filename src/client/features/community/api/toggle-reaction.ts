/**
 * POST /api/community/posts/:id/reactions {kind} and DELETE …/reactions/:kind: add or take back a
 * reaction; the answer is the post's new counts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { ReactionResponse } from '#shared/contracts/community.contract';
import { COMMUNITY_PATHS, type ReactionKind } from '#shared/domain/community-terms';
import { communityQueryKey } from './community-query-keys';

export async function toggleReaction(
  postId: string,
  kind: ReactionKind,
  isOn: boolean,
): Promise<ReactionResponse> {
  const id = encodeURIComponent(postId);
  return requestChecked(
    isOn ? COMMUNITY_PATHS.postReactions(id) : COMMUNITY_PATHS.postReaction(id, kind),
    () => import('#shared/contracts/community.contract').then((c) => c.reactionResponseSchema),
    isOn ? { method: 'POST', body: { kind } } : { method: 'DELETE' },
  );
}

export function useToggleReaction(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, isOn }: { kind: ReactionKind; isOn: boolean }) =>
      toggleReaction(postId, kind, isOn),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...communityQueryKey, 'thread'] }),
  });
}
