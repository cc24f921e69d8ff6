/** Acting on what others wrote: reactions, reports to the moderators, and following topics and threads. */
import {
  REACTION_KINDS,
  type FollowTargetType,
  type ReactionKind,
  type ReactionResponse,
} from '#shared/contracts/community.contract';
import { isUuid } from '#shared/contracts/common.contract';
import type { Actor } from '#server/plugins/actor';
import { notFound, threadVisible, type CommunityContext } from './community-shared';

/** A published post in a published thread, else 404. */
async function publishedPost({ repository }: CommunityContext, postId: string) {
  const found = await repository.findPost(postId);
  if (!found || found.post.status !== 'published' || found.thread.status !== 'published')
    throw notFound();
  return found;
}

async function reactionState(
  { repository }: CommunityContext,
  postId: string,
  viewerId: string,
): Promise<ReactionResponse> {
  const rows = await repository.reactionsOf([postId]);
  const reactions = { helpful: 0, support: 0, thanks: 0 };
  const mine: ReactionKind[] = [];
  for (const row of rows) {
    if (!(REACTION_KINDS as readonly string[]).includes(row.kind)) continue;
    reactions[row.kind as ReactionKind] += 1;
    if (row.member_id === viewerId) mine.push(row.kind as ReactionKind);
  }
  return { reactions, my_reactions: mine };
}

export async function react(
  context: CommunityContext,
  actor: Actor,
  postId: string,
  kind: ReactionKind,
): Promise<ReactionResponse> {
  const { post } = await publishedPost(context, postId);
  await context.repository.react(post.id, actor.id, kind);
  return reactionState(context, post.id, actor.id);
}

export async function unreact(
  context: CommunityContext,
  actor: Actor,
  postId: string,
  kind: string,
): Promise<ReactionResponse> {
  if (!(REACTION_KINDS as readonly string[]).includes(kind)) throw notFound();
  const { post } = await publishedPost(context, postId);
  await context.repository.unreact(post.id, actor.id, kind as ReactionKind);
  return reactionState(context, post.id, actor.id);
}

export async function report(
  context: CommunityContext,
  actor: Actor,
  postId: string,
  reason: string,
): Promise<{ id: string }> {
  const { post } = await publishedPost(context, postId);
  return { id: await context.repository.report(post.id, actor.id, reason.trim()) };
}

/** Follow (on) or stop following a topic or a thread the actor can see. */
export async function follow(
  { repository, now }: CommunityContext,
  actor: Actor,
  type: FollowTargetType,
  targetId: string,
  on: boolean,
): Promise<{ following: boolean }> {
  if (!on) {
    await repository.unfollow(actor.id, type, targetId);
    return { following: false };
  }
  if (type === 'topic') {
    const topic = isUuid(targetId) ? await repository.findTopic(targetId) : null;
    if (!topic) throw notFound();
  } else {
    const found = await repository.findThread(targetId);
    if (
      !found ||
      !threadVisible(found.thread, actor) ||
      (found.thread.status !== 'published' && found.thread.author_id !== actor.id)
    )
      throw notFound();
  }
  await repository.follow(actor.id, type, targetId, now());
  return { following: true };
}
