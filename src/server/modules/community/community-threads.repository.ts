/** Reading threads and posts, and a member's dashboard (ADR 040): every read filters by status and viewer. */
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ContentStatus } from '#shared/contracts/community.contract';
import { isUuid } from '#shared/contracts/common.contract';
import { boundedRead } from '#server/db/bounded-read';
import { queryRows, type Db } from '#server/db/client';
import { prefixQuery } from '#server/db/full-text';
import type {
  ListThreadsQuery,
  PendingColumn,
  PostRow,
  ThreadListRow,
  ThreadRow,
} from './community-rows';
import {
  communityFollows,
  communityModerationActions,
  communityPosts,
  communityThreads,
  communityTopics,
} from './community.table';

const replyCount = sql<number>`(select count(*)::int from ${communityPosts} p where p.thread_id = ${communityThreads.id} and p.status = 'published' and p.created_at > ${communityThreads.created_at})`;
const firstBody = sql<
  string | null
>`(select p.body from ${communityPosts} p where p.thread_id = ${communityThreads.id} order by p.created_at, p.id limit 1)`;
const firstStatus = sql<ContentStatus | null>`(select p.status from ${communityPosts} p where p.thread_id = ${communityThreads.id} order by p.created_at, p.id limit 1)`;

/** What a list of threads reads of each: the thread, its topic, replies and opening post. */
const threadListColumns = {
  thread: communityThreads,
  topic: communityTopics,
  reply_count: replyCount,
  first_body: firstBody,
  first_status: firstStatus,
};

async function selectThreads(
  db: Db,
  where: ReturnType<typeof and>,
  limit: number,
  order = 'latest',
) {
  const rows = await db
    .select(threadListColumns)
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

/** Matching posts, newest first, whose threads a search's page is chosen from (ADR 177). */
export const SEARCH_CANDIDATE_POSTS = 100;
/** Threads whose title matches, latest activity first, that are candidates too. */
export const SEARCH_CANDIDATE_TITLES = 100;

type SearchScope = Pick<ListThreadsQuery, 'topicId' | 'after'> & {
  visible: SQL | undefined;
  /** The member whose own held threads may match too (by title), if any. */
  memberId: string | null;
};

/**
 * The threads a search's page is chosen from, each with when it last matched (ADR 177): its last
 * activity when its title matches, else its newest matching published post. Only the
 * SEARCH_CANDIDATE_TITLES most recently active matching titles and the threads of the newest
 * SEARCH_CANDIDATE_POSTS matching posts are read (community_search_matches, migration 0035,
 * through the GIN or the time index), before the cursor and in the topic when given, so a word in
 * a third of all posts costs what a rare one does; a page of 20, newest match first, always lies
 * among them unless 100 matching posts crowd into fewer than 20 threads. A member's own held
 * threads, which the function leaves out, are matched here under the policies (their few rows).
 */
function matchedThreads(db: Db, words: SQL, scope: SearchScope) {
  const before = scope.after?.at.toISOString() ?? null;
  const own = scope.memberId
    ? sql`union all select t.id, t.last_post_at from ${communityThreads} t
        where t.author_id = ${scope.memberId} and t.status = 'held' and t.search_vector @@ ${words}
        ${scope.topicId ? sql`and t.topic_id = ${scope.topicId}` : sql``}
        ${before ? sql`and t.last_post_at <= ${before}::timestamptz` : sql``}`
    : sql``;
  return db
    .select({
      id: sql<string>`m.id`.as('matched_id'),
      at: sql<Date>`max(m.at)`.mapWith(communityThreads.last_post_at).as('matched_at'),
    })
    .from(
      sql`(select thread_id as id, matched_at as at from community_search_matches(${words},
        ${scope.topicId}::uuid, ${before}::timestamptz, ${SEARCH_CANDIDATE_TITLES}, ${SEARCH_CANDIDATE_POSTS})
        ${own}) m`,
    )
    .groupBy(sql`m.id`)
    .as('matched');
}

/** A page of a search: visible matched threads, newest match first, after the cursor. */
async function searchThreads(
  db: Db,
  words: SQL,
  scope: SearchScope,
  limit: number,
): Promise<ThreadListRow[]> {
  const matched = matchedThreads(db, words, scope);
  const { after } = scope;
  const rows = await db
    .select({ ...threadListColumns, matched_at: matched.at })
    .from(communityThreads)
    .innerJoin(matched, eq(matched.id, communityThreads.id))
    .innerJoin(communityTopics, eq(communityTopics.id, communityThreads.topic_id))
    .where(
      and(
        scope.visible,
        after
          ? or(
              lt(matched.at, after.at),
              and(eq(matched.at, after.at), lt(communityThreads.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(matched.at), desc(communityThreads.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, reply_count: Number(row.reply_count) }));
}

export function threadQueries(db: Db) {
  return {
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
      if (query.q) {
        // Full-text search through the GIN indexes (ADR 087), bounded by what a page shows
        // (ADR 177), as a bounded read: a statement timeout, a few searches at once.
        const words = prefixQuery(query.q);
        if (!words) return [];
        const scope = {
          topicId: query.topicId,
          after: query.after,
          visible,
          memberId: query.authorId ?? query.viewerId,
        };
        return boundedRead(db, (tx) => searchThreads(tx, words, scope, query.limit));
      }
      const conditions = [visible];
      if (query.topicId) conditions.push(eq(communityThreads.topic_id, query.topicId));
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
      return selectThreads(db, and(...conditions), query.limit);
    },

    async findThread(id: string): Promise<ThreadListRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await selectThreads(db, eq(communityThreads.id, id), 1);
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
  };
}

export function dashboardQueries(db: Db) {
  return {
    // ── The dashboard ────────────────────────────────────────────────────────────────────────
    myThreads(userId: string): Promise<ThreadListRow[]> {
      return selectThreads(
        db,
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
  };
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
