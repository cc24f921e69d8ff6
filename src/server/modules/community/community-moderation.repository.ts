/** Moderation (every user's reports and silences, as the system), watched words and the public modlog. */
import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type {
  ModlogAction,
  ModlogTargetType,
  WatchedWordAction,
} from '#shared/contracts/community.contract';
import type { Db } from '#server/db/client';
import { FLAGGED_PREFIX, type ModlogRow } from './community-rows';
import {
  communityModerationActions,
  communityPosts,
  communityReports,
  communitySilences,
  communityThreads,
  communityWatchedWords,
} from './community.table';

export function moderationQueries(db: Db, systemDb: Db) {
  return {
    // ── Moderation (system: every user's reports and silences) ───────────────────────────────
    /** 'held': held posts and published posts with an edit waiting (ADR 053). */
    moderationPosts(where: 'held' | 'crisis' | 'flagged') {
      const condition =
        where === 'held'
          ? or(
              eq(communityPosts.status, 'held'),
              and(eq(communityPosts.status, 'published'), isNotNull(communityPosts.pending_body)),
            )
          : where === 'crisis'
            ? and(
                eq(communityPosts.crisis_flag, true),
                inArray(communityPosts.status, ['published', 'held']),
              )
            : and(
                eq(communityPosts.status, 'published'),
                sql`${communityPosts.status_reason} like ${`${FLAGGED_PREFIX}%`}`,
              );
      return systemDb
        .select({ post: communityPosts, thread: communityThreads })
        .from(communityPosts)
        .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.thread_id))
        .where(condition)
        .orderBy(asc(communityPosts.created_at))
        .limit(200);
    },

    openReports() {
      return systemDb
        .select({ report: communityReports, post: communityPosts, thread: communityThreads })
        .from(communityReports)
        .innerJoin(communityPosts, eq(communityPosts.id, communityReports.post_id))
        .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.thread_id))
        .where(eq(communityReports.status, 'open'))
        .orderBy(asc(communityReports.created_at))
        .limit(200);
    },

    async resolveReports(postId: string, at: Date): Promise<void> {
      await systemDb
        .update(communityReports)
        .set({ status: 'resolved', resolved_at: at })
        .where(and(eq(communityReports.post_id, postId), eq(communityReports.status, 'open')));
    },

    async silence(userId: string, until: Date, reason: string): Promise<void> {
      await systemDb
        .insert(communitySilences)
        .values({ user_id: userId, until, reason })
        .onConflictDoUpdate({ target: communitySilences.user_id, set: { until, reason } });
    },

    watchedWords() {
      return db
        .select()
        .from(communityWatchedWords)
        .orderBy(asc(communityWatchedWords.created_at), asc(communityWatchedWords.word));
    },

    async replaceWatchedWords(
      words: readonly { word: string; action: WatchedWordAction }[],
      at: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(communityWatchedWords);
        if (words.length > 0)
          await tx.insert(communityWatchedWords).values(
            words.map((word, index) => ({
              ...word,
              created_at: new Date(at.getTime() + index),
            })),
          );
      });
    },

    // ── The public modlog ────────────────────────────────────────────────────────────────────
    async logAction(entry: {
      action: ModlogAction;
      target_type: ModlogTargetType;
      target_id: string | null;
      reason: string;
      at: Date;
    }): Promise<void> {
      await db.insert(communityModerationActions).values({
        action: entry.action,
        target_type: entry.target_type,
        target_id: entry.target_id,
        reason: entry.reason,
        created_at: entry.at,
      });
    },

    modlog(after: { at: Date; id: string } | null, limit: number): Promise<ModlogRow[]> {
      return db
        .select()
        .from(communityModerationActions)
        .where(
          after
            ? or(
                lt(communityModerationActions.created_at, after.at),
                and(
                  eq(communityModerationActions.created_at, after.at),
                  lt(communityModerationActions.id, after.id),
                ),
              )
            : undefined,
        )
        .orderBy(desc(communityModerationActions.created_at), desc(communityModerationActions.id))
        .limit(limit);
    },
  };
}
