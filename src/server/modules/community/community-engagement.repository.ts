/** Reactions, reports and follows: the member's own rows (ADR 040), and replies in the bell (ADR 098). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FollowTargetType, ReactionKind } from '#shared/contracts/community.contract';
import { isUuid } from '#shared/contracts/common.contract';
import type { Db } from '#server/db/client';
import { createNotificationInbox } from '#server/modules/notifications/index';
import {
  communityFollows,
  communityReactions,
  communityReports,
  communityThreads,
} from './community.table';

export function reactionAndReportQueries(db: Db) {
  return {
    // ── Reactions ────────────────────────────────────────────────────────────────────────────
    async react(postId: string, memberId: string, kind: ReactionKind): Promise<void> {
      await db
        .insert(communityReactions)
        .values({ post_id: postId, member_id: memberId, kind })
        .onConflictDoNothing();
    },

    async unreact(postId: string, memberId: string, kind: ReactionKind): Promise<void> {
      await db
        .delete(communityReactions)
        .where(
          and(
            eq(communityReactions.post_id, postId),
            eq(communityReactions.member_id, memberId),
            eq(communityReactions.kind, kind),
          ),
        );
    },

    async reactionsOf(postIds: readonly string[]) {
      if (postIds.length === 0) return [];
      return db
        .select({
          post_id: communityReactions.post_id,
          member_id: communityReactions.member_id,
          kind: communityReactions.kind,
        })
        .from(communityReactions)
        .where(inArray(communityReactions.post_id, [...postIds]));
    },

    // ── Reports (the reporter's own rows) ────────────────────────────────────────────────────
    async report(postId: string, userId: string, reason: string): Promise<string> {
      const [open] = await db
        .select({ id: communityReports.id })
        .from(communityReports)
        .where(
          and(
            eq(communityReports.post_id, postId),
            eq(communityReports.user_id, userId),
            eq(communityReports.status, 'open'),
          ),
        );
      if (open) return open.id;
      const [row] = await db
        .insert(communityReports)
        .values({ post_id: postId, user_id: userId, reason })
        .returning({ id: communityReports.id });
      return row!.id;
    },
  };
}

export function followQueries(db: Db, systemDb: Db) {
  return {
    // ── Follows (the follower's own rows) ────────────────────────────────────────────────────
    async follow(
      userId: string,
      type: FollowTargetType,
      targetId: string,
      at: Date,
    ): Promise<void> {
      await db
        .insert(communityFollows)
        .values({ user_id: userId, target_type: type, target_id: targetId, created_at: at })
        .onConflictDoNothing();
    },

    async unfollow(userId: string, type: FollowTargetType, targetId: string): Promise<void> {
      if (!isUuid(targetId)) return;
      await db
        .delete(communityFollows)
        .where(
          and(
            eq(communityFollows.user_id, userId),
            eq(communityFollows.target_type, type),
            eq(communityFollows.target_id, targetId),
          ),
        );
    },

    follows(userId: string) {
      return db
        .select()
        .from(communityFollows)
        .where(eq(communityFollows.user_id, userId))
        .orderBy(asc(communityFollows.created_at));
    },

    /** Everyone following a thread (the system's read: their follows are their own rows). */
    async threadFollowers(threadId: string): Promise<string[]> {
      const rows = await systemDb
        .select({ userId: communityFollows.user_id })
        .from(communityFollows)
        .where(
          and(eq(communityFollows.target_type, 'thread'), eq(communityFollows.target_id, threadId)),
        );
      return rows.map((row) => row.userId);
    },

    /** Tells the thread's author and followers of a reply (ADR 098), as the system. */
    async notifyReply(
      recipients: readonly string[],
      notice: { title: string; body: string; link: string },
    ): Promise<void> {
      await systemDb.transaction(async (tx) => {
        await createNotificationInbox(tx).deliverOncePerLink(recipients, {
          kind: 'community_reply',
          ...notice,
        });
      });
    },

    async isFollowing(userId: string, type: FollowTargetType, targetId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: communityFollows.target_id })
        .from(communityFollows)
        .where(
          and(
            eq(communityFollows.user_id, userId),
            eq(communityFollows.target_type, type),
            eq(communityFollows.target_id, targetId),
          ),
        );
      return Boolean(row);
    },

    threadTitles(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: communityThreads.id, title: communityThreads.title })
        .from(communityThreads)
        .where(
          and(inArray(communityThreads.id, [...ids]), eq(communityThreads.status, 'published')),
        );
    },
  };
}
