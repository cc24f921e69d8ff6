/**
 * Queries of the community's tables (ADR 040). Topics, profiles, threads, posts, reactions and the
 * modlog are shared content: every read here filters by status and viewer itself, and row-level
 * security holds it too (migration 0019): a held thread or post is its author's alone, and only
 * its author writes it. Follows, reports and silences are user-owned rows: `db` (acting for the
 * signed-in user) reads and writes one's own; moderation, which reads everyone's reports and
 * silences someone else, runs on `systemDb` or as the system (its routes are declared admin: the
 * actor gate lets only ADMIN_EMAILS users through and switches their request to the system).
 */
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type {
  ContentStatus,
  FollowTargetType,
  ModlogAction,
  ModlogTargetType,
  ReactionKind,
  WatchedWordAction,
} from '#shared/contracts/community.contract';
import { isUuid } from '#shared/contracts/common.contract';
import { queryRows, type Db } from '#server/db/client';
import { prefixQuery } from '#server/db/full-text';
import { createAccountsReader } from '#server/modules/auth/accounts.reader';
import { createNotificationInbox } from '#server/modules/notifications/notification-inbox';
import {
  communityFollows,
  communityModerationActions,
  communityPosts,
  communityProfiles,
  communityReactions,
  communityReports,
  communitySilences,
  communityThreads,
  communityTopics,
  communityWatchedWords,
} from './community.table';

export type TopicRow = typeof communityTopics.$inferSelect;
export type ThreadRow = typeof communityThreads.$inferSelect;
export type PostRow = typeof communityPosts.$inferSelect;
export type ModlogRow = typeof communityModerationActions.$inferSelect;

/** An edit waiting for a moderator beside the approved text (ADR 053). */
export type PendingColumn =
  'pending_body' | 'pending_body_html' | 'pending_title' | 'pending_at' | 'pending_reason';

/** The values that clear a waiting edit. */
export const NO_PENDING_EDIT = {
  pending_body: null,
  pending_body_html: null,
  pending_title: null,
  pending_at: null,
  pending_reason: null,
} as const;

/** A status reason that marks a published post a watched word flagged, until a moderator decides. */
export const FLAGGED_PREFIX = 'Flagged: ';

export interface ThreadListRow {
  thread: ThreadRow;
  topic: TopicRow;
  reply_count: number;
  first_body: string | null;
  first_status: ContentStatus | null;
}

export interface ListThreadsQuery {
  topicId: string | null;
  q: string | null;
  viewerId: string | null;
  /** Only this author's threads (published and held; for their dashboard). */
  authorId?: string;
  after: { at: Date; id: string } | null;
  limit: number;
}

export interface NewPost {
  author_id: string;
  body: string;
  body_html: string;
  status: 'published' | 'held';
  status_reason: string | null;
  crisis_flag: boolean;
  at: Date;
}

export function createCommunityRepository(db: Db, systemDb: Db) {
  const replyCount = sql<number>`(select count(*)::int from ${communityPosts} p where p.thread_id = ${communityThreads.id} and p.status = 'published' and p.created_at > ${communityThreads.created_at})`;
  const firstBody = sql<
    string | null
  >`(select p.body from ${communityPosts} p where p.thread_id = ${communityThreads.id} order by p.created_at, p.id limit 1)`;
  const firstStatus = sql<ContentStatus | null>`(select p.status from ${communityPosts} p where p.thread_id = ${communityThreads.id} order by p.created_at, p.id limit 1)`;

  async function selectThreads(where: ReturnType<typeof and>, limit: number, order = 'latest') {
    const rows = await db
      .select({
        thread: communityThreads,
        topic: communityTopics,
        reply_count: replyCount,
        first_body: firstBody,
        first_status: firstStatus,
      })
      .from(communityThreads)
      .innerJoin(communityTopics, eq(communityTopics.id, communityThreads.topic_id))
      .where(where)
      .orderBy(
        ...(order === 'latest'
          ? [desc(communityThreads.last_post_at), desc(communityThreads.id)]
          : [desc(communityThreads.created_at)]),
      )
      .limit(limit);
    return rows.map((row) => ({ ...row, reply_count: Number(row.reply_count) }));
  }

  return {
    // ── Topics ───────────────────────────────────────────────────────────────────────────────
    listTopics(): Promise<TopicRow[]> {
      return db
        .select()
        .from(communityTopics)
        .orderBy(asc(communityTopics.position), asc(communityTopics.name));
    },

    async findTopic(idOrSlug: string): Promise<TopicRow | null> {
      const [row] = await db
        .select()
        .from(communityTopics)
        .where(
          isUuid(idOrSlug)
            ? eq(communityTopics.id, idOrSlug)
            : eq(communityTopics.slug, idOrSlug.toLowerCase()),
        )
        .limit(1);
      return row ?? null;
    },

    // ── People ───────────────────────────────────────────────────────────────────────────────
    async displayName(memberId: string): Promise<string | null> {
      const [row] = await db
        .select({ name: communityProfiles.display_name })
        .from(communityProfiles)
        .where(eq(communityProfiles.member_id, memberId));
      return row?.name ?? null;
    },

    async displayNames(memberIds: readonly string[]): Promise<Map<string, string>> {
      const ids = [...new Set(memberIds)];
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(communityProfiles)
        .where(inArray(communityProfiles.member_id, ids));
      return new Map(rows.map((row) => [row.member_id, row.display_name]));
    },

    /** Who else uses this name, case-insensitively. */
    async nameOwner(name: string): Promise<string | null> {
      const [row] = await db
        .select({ id: communityProfiles.member_id })
        .from(communityProfiles)
        .where(sql`lower(${communityProfiles.display_name}) = lower(${name})`);
      return row?.id ?? null;
    },

    async setDisplayName(memberId: string, name: string): Promise<void> {
      await db
        .insert(communityProfiles)
        .values({ member_id: memberId, display_name: name })
        .onConflictDoUpdate({
          target: communityProfiles.member_id,
          set: { display_name: name },
        });
    },

    async userExists(userId: string): Promise<boolean> {
      return createAccountsReader(systemDb).exists(userId);
    },

    /** When the member's account was made and its real names (the new-account and display-name rules). */
    async memberIdentity(userId: string): Promise<{ createdAt: Date; names: string[] } | null> {
      return createAccountsReader(systemDb).identityOf(userId);
    },

    async silencedUntil(userId: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: communitySilences.until })
        .from(communitySilences)
        .where(and(eq(communitySilences.user_id, userId), gt(communitySilences.until, now)));
      return row?.until ?? null;
    },

    // ── Writing posts (the limits are counted and the rows written under the user's lock) ────
    /** Runs `work` in a transaction holding the user's row, so one user's posts count one by one. */
    async withAuthorLock<T>(userId: string, work: (repo: AuthorTx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await createAccountsReader(t).lockForUpdate(userId);
        return work(authorTx(t));
      });
    },

    // ── Reading threads and posts ────────────────────────────────────────────────────────────
    async listThreads(query: ListThreadsQuery): Promise<ThreadListRow[]> {
      const visible = query.authorId
        ? and(
            eq(communityThreads.author_id, query.authorId),
            inArray(communityThreads.status, ['published', 'held']),
          )
        : query.viewerId
          ? or(
              eq(communityThreads.status, 'published'),
              and(
                eq(communityThreads.status, 'held'),
                eq(communityThreads.author_id, query.viewerId),
              ),
            )
          : eq(communityThreads.status, 'published');
      const conditions = [visible];
      if (query.topicId) conditions.push(eq(communityThreads.topic_id, query.topicId));
      if (query.q) {
        // Full-text search through the GIN indexes (ADR 087): the title, or a published post.
        const words = prefixQuery(query.q);
        conditions.push(
          words
            ? or(
                sql`${communityThreads.search_vector} @@ ${words}`,
                sql`exists (select 1 from ${communityPosts} p where p.thread_id = ${communityThreads.id} and p.status = 'published' and p.search_vector @@ ${words})`,
              )
            : sql`false`,
        );
      }
      if (query.after)
        conditions.push(
          or(
            lt(communityThreads.last_post_at, query.after.at),
            and(
              eq(communityThreads.last_post_at, query.after.at),
              lt(communityThreads.id, query.after.id),
            ),
          ),
        );
      return selectThreads(and(...conditions), query.limit);
    },

    async findThread(id: string): Promise<ThreadListRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await selectThreads(eq(communityThreads.id, id), 1);
      return row ?? null;
    },

    /** The thread's posts, oldest first (the first one opens the thread). */
    threadPosts(threadId: string): Promise<PostRow[]> {
      return db
        .select()
        .from(communityPosts)
        .where(eq(communityPosts.thread_id, threadId))
        .orderBy(asc(communityPosts.created_at), asc(communityPosts.id));
    },

    async findPost(id: string): Promise<{ post: PostRow; thread: ThreadRow } | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({ post: communityPosts, thread: communityThreads })
        .from(communityPosts)
        .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.thread_id))
        .where(eq(communityPosts.id, id));
      return row ?? null;
    },

    async firstPostId(threadId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: communityPosts.id })
        .from(communityPosts)
        .where(eq(communityPosts.thread_id, threadId))
        .orderBy(asc(communityPosts.created_at), asc(communityPosts.id))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Whether a moderator ever approved this post (or, for an opening post, its thread): the
     * public modlog is the record, so posts approved before edits were held count too.
     */
    async wasApproved(postId: string, threadId: string | null): Promise<boolean> {
      const target = threadId
        ? or(
            and(
              eq(communityModerationActions.target_type, 'post'),
              eq(communityModerationActions.target_id, postId),
            ),
            and(
              eq(communityModerationActions.target_type, 'thread'),
              eq(communityModerationActions.target_id, threadId),
            ),
          )
        : and(
            eq(communityModerationActions.target_type, 'post'),
            eq(communityModerationActions.target_id, postId),
          );
      const [row] = await db
        .select({ id: communityModerationActions.id })
        .from(communityModerationActions)
        .where(and(eq(communityModerationActions.action, 'approve'), target))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Whether anyone but the author has a published or held post in the thread (others' held
     * posts too, which the author cannot read: a database function answers).
     */
    async othersPosted(threadId: string, authorId: string): Promise<boolean> {
      return threadOthersPosted(db, threadId, authorId, ['published', 'held']);
    },

    async updatePost(
      id: string,
      values: Partial<
        Pick<
          PostRow,
          | 'body'
          | 'body_html'
          | 'status'
          | 'status_reason'
          | 'crisis_flag'
          | 'edited_at'
          | PendingColumn
        >
      >,
    ): Promise<void> {
      await db.update(communityPosts).set(values).where(eq(communityPosts.id, id));
    },

    async updateThread(
      id: string,
      values: Partial<Pick<ThreadRow, 'title' | 'status' | 'is_treatment' | 'last_post_at'>>,
    ): Promise<void> {
      await db.update(communityThreads).set(values).where(eq(communityThreads.id, id));
    },

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
        await createNotificationInbox(tx as unknown as Db).deliverOncePerLink(recipients, {
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

    // ── The dashboard ────────────────────────────────────────────────────────────────────────
    myThreads(userId: string): Promise<ThreadListRow[]> {
      return selectThreads(
        and(
          eq(communityThreads.author_id, userId),
          inArray(communityThreads.status, ['published', 'held']),
        ),
        50,
        'created',
      );
    },

    /** Published replies by others in threads the user started, newest first. */
    repliesTo(userId: string, limit: number) {
      return db
        .select({ post: communityPosts, thread_title: communityThreads.title })
        .from(communityPosts)
        .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.thread_id))
        .where(
          and(
            eq(communityThreads.author_id, userId),
            eq(communityThreads.status, 'published'),
            eq(communityPosts.status, 'published'),
            gt(communityPosts.created_at, communityThreads.created_at),
            or(isNull(communityPosts.author_id), sql`${communityPosts.author_id} <> ${userId}`),
          ),
        )
        .orderBy(desc(communityPosts.created_at))
        .limit(limit);
    },

    /** Published posts by others in the threads the user follows, since a time and since the follow began. */
    newPostsInFollowed(userId: string, since: Date) {
      return db
        .select({
          thread_id: communityThreads.id,
          title: communityThreads.title,
          count: sql<number>`count(*)::int`,
          latest: sql<Date>`max(${communityPosts.created_at})`,
        })
        .from(communityPosts)
        .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.thread_id))
        .innerJoin(
          communityFollows,
          and(
            eq(communityFollows.user_id, userId),
            eq(communityFollows.target_type, 'thread'),
            eq(communityFollows.target_id, communityPosts.thread_id),
          ),
        )
        .where(
          and(
            eq(communityThreads.status, 'published'),
            eq(communityPosts.status, 'published'),
            gt(communityPosts.created_at, since),
            gt(communityPosts.created_at, communityFollows.created_at),
            or(isNull(communityPosts.author_id), sql`${communityPosts.author_id} <> ${userId}`),
          ),
        )
        .groupBy(communityThreads.id, communityThreads.title);
    },

    /** Published threads by others in the topics the user follows, since a time and the follow. */
    newThreadsInFollowed(userId: string, since: Date) {
      return db
        .select({ thread: communityThreads })
        .from(communityThreads)
        .innerJoin(
          communityFollows,
          and(
            eq(communityFollows.user_id, userId),
            eq(communityFollows.target_type, 'topic'),
            eq(communityFollows.target_id, communityThreads.topic_id),
          ),
        )
        .where(
          and(
            eq(communityThreads.status, 'published'),
            gt(communityThreads.created_at, since),
            gt(communityThreads.created_at, communityFollows.created_at),
            or(isNull(communityThreads.author_id), sql`${communityThreads.author_id} <> ${userId}`),
          ),
        )
        .orderBy(desc(communityThreads.created_at))
        .limit(50);
    },

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
export type CommunityRepository = ReturnType<typeof createCommunityRepository>;

/** What a post's author does inside withAuthorLock: count their recent posts, then write one. */
function authorTx(tx: Db) {
  return {
    /** The author's posts since a time: all of them, and those that opened a thread. */
    async postsSince(authorId: string, since: Date): Promise<{ all: number; threads: number }> {
      const [row] = await tx
        .select({
          all: sql<number>`count(*)::int`,
          threads: sql<number>`count(*) filter (where ${communityPosts.created_at} = ${communityThreads.created_at})::int`,
        })
        .from(communityPosts)
        .innerJoin(communityThreads, eq(communityThreads.id, communityPosts.thread_id))
        .where(and(eq(communityPosts.author_id, authorId), gte(communityPosts.created_at, since)));
      return { all: Number(row?.all ?? 0), threads: Number(row?.threads ?? 0) };
    },

    /** How many of the author's posts are live (a moderator approved them, or they never waited). */
    async publishedCount(authorId: string): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(communityPosts)
        .where(and(eq(communityPosts.author_id, authorId), eq(communityPosts.status, 'published')));
      return Number(row?.n ?? 0);
    },

    async createThread(input: {
      topic_id: string;
      title: string;
      is_treatment: boolean;
      post: NewPost;
    }): Promise<{ threadId: string; postId: string }> {
      const [thread] = await tx
        .insert(communityThreads)
        .values({
          topic_id: input.topic_id,
          author_id: input.post.author_id,
          title: input.title,
          status: input.post.status,
          is_treatment: input.is_treatment,
          // The opening post has the thread's own time: that is how it is told from replies.
          created_at: input.post.at,
          last_post_at: input.post.at,
        })
        .returning({ id: communityThreads.id });
      const postId = await insertPost(tx, thread!.id, input.post);
      return { threadId: thread!.id, postId };
    },

    async createReply(threadId: string, post: NewPost): Promise<string> {
      const postId = await insertPost(tx, threadId, post);
      // Another's thread is not the replier's to update: a database function moves that one
      // column (migration 0019).
      if (post.status === 'published')
        await tx.execute(sql`select community_touch_thread(${threadId}, ${post.at})`);
      return postId;
    },
  };
}
export type AuthorTx = ReturnType<typeof authorTx>;

async function insertPost(tx: Db, threadId: string, post: NewPost): Promise<string> {
  const [row] = await tx
    .insert(communityPosts)
    .values({
      thread_id: threadId,
      author_id: post.author_id,
      body: post.body,
      body_html: post.body_html,
      status: post.status,
      status_reason: post.status_reason,
      crisis_flag: post.crisis_flag,
      created_at: post.at,
    })
    .returning({ id: communityPosts.id });
  return row!.id;
}

/**
 * Whether anyone but `memberId` has a post in one of `statuses` in the thread, held posts
 * included, which row-level security hides from the member (a SECURITY DEFINER function, 0019).
 */
export async function threadOthersPosted(
  db: Pick<Db, 'execute'>,
  threadId: string,
  memberId: string,
  statuses: readonly string[],
): Promise<boolean> {
  const statusList = sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select community_thread_others_posted(${threadId}, ${memberId}, array[${statusList}]::text[]) as found`,
  );
  return Boolean(row?.found);
}
