/**
 * What other modules may read of the community: the size of the moderators' queue for the admin
 * overview (held posts and edits, open reports and posts flagged for a gentle follow-up). Run as the system.
 */
import { and, count, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { communityPosts, communityReports } from './community.table';

export function createCommunityReader(db: Db) {
  return {
    async moderationQueueSize(): Promise<number> {
      const [posts] = await db
        .select({ n: count() })
        .from(communityPosts)
        .where(
          or(
            eq(communityPosts.status, 'held'),
            and(eq(communityPosts.crisis_flag, true), eq(communityPosts.status, 'published')),
            // An edit waiting beside the approved text (ADR 053).
            and(eq(communityPosts.status, 'published'), isNotNull(communityPosts.pending_body)),
          ),
        );
      const [reports] = await db
        .select({ n: count() })
        .from(communityReports)
        .where(eq(communityReports.status, 'open'));
      return Number(posts?.n ?? 0) + Number(reports?.n ?? 0);
    },
  };
}
export type CommunityReader = ReturnType<typeof createCommunityReader>;
