/**
 * POST /api/community/posts/:id/reactions {kind} and DELETE …/reactions/:kind: add or take back a
 * reaction; the answer is the post's new counts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  COMMUNITY_PATHS,
  reactionResponseSchema,
  type ReactionKind,
  type ReactionResponse,
} from '#shared/contracts/community.contract';
import { communityQueryKey } from './community-query-keys';

export async function toggleReaction(
  postId: string,
  kind: ReactionKind,
  isOn: boolean,
): Promise<ReactionResponse> {
  const id = encodeURIComponent(postId);
  const body = isOn
    ? await apiRequest<unknown>(COMMUNITY_PATHS.postReactions(id), {
        method: 'POST',
        body: { kind },
      })
    : await apiRequest<unknown>(COMMUNITY_PATHS.postReaction(id, kind), { method: 'DELETE' });
  return reactionResponseSchema.parse(body);
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
