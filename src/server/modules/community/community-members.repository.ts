/** Topics, members' names and silences, and a post's writing under its author's lock (ADR 040). */
import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { isUuid } from '#shared/contracts/common.contract';
import type { Db } from '#server/db/client';
import { lockAccountForUpdate, type AccountsReader } from '#server/modules/auth/index';
import type { NewPost, TopicRow } from './community-rows';
import {
  communityPosts,
  communityProfiles,
  communitySilences,
  communityThreads,
  communityTopics,
} from './community.table';

/**
 * `systemAccounts` is the app context's accounts reader over the system's handle: whether another
 * member's account exists, and its names, are read past that member's row-level security.
 */
export function memberQueries(
  db: Db,
  systemAccounts: Pick<AccountsReader, 'exists' | 'identityOf'>,
) {
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
      return systemAccounts.exists(userId);
    },

    /** When the member's account was made and its real names (the new-account and display-name rules). */
    async memberIdentity(userId: string): Promise<{ createdAt: Date; names: string[] } | null> {
      return systemAccounts.identityOf(userId);
    },

    async silencedUntil(userId: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: communitySilences.until })
        .from(communitySilences)
        .where(and(eq(communitySilences.user_id, userId), gt(communitySilences.until, now)));
      return row?.until ?? null;
    },
  };
}

export function authorLockQueries(db: Db) {
  return {
    // ── Writing posts (the limits are counted and the rows written under the user's lock) ────
    /** Runs `work` in a transaction holding the user's row, so one user's posts count one by one. */
    async withAuthorLock<T>(userId: string, work: (repo: AuthorTx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await lockAccountForUpdate(tx, userId);
        return work(authorTx(tx));
      });
    },
  };
}

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
