/**
 * What deleting an account does to its community posts (ADR 037's `community` choice, ADR 040),
 * inside the deletion's transaction. 'anonymise' keeps the words unsigned: the generic deletion
 * sets author_id null (the foreign keys say so) and removes the profile, so the posts read
 * 'Former member'. 'remove' takes the words too, here, before that: the person's replies are
 * deleted; a thread they started goes with its posts unless others replied, in which case its
 * title and opening post are erased (a placeholder stays) so the others' replies keep their place.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { threadOthersPosted } from './community.repository';
import { communityPosts, communityThreads } from './community.table';

/** Every status a post can have (the table's check constraint). */
const CONTENT_STATUSES = ['published', 'held', 'hidden', 'deleted'] as const;

export const REMOVED_THREAD_TITLE = 'Removed by its author';

type Executor = Pick<Db, 'select' | 'update' | 'delete' | 'execute'>;

export async function removeMemberContent(db: Executor, userId: string): Promise<void> {
  const threads = await db
    .select({ id: communityThreads.id, created_at: communityThreads.created_at })
    .from(communityThreads)
    .where(eq(communityThreads.author_id, userId));
  for (const thread of threads) {
    // Others' held replies count too, though row-level security hides them from this user.
    const other = await threadOthersPosted(db, thread.id, userId, CONTENT_STATUSES);
    if (!other) {
      await db.delete(communityThreads).where(eq(communityThreads.id, thread.id));
      continue;
    }
    await db
      .update(communityThreads)
      .set({ title: REMOVED_THREAD_TITLE, author_id: null, is_treatment: false })
      .where(eq(communityThreads.id, thread.id));
    // The opening post keeps its place (the thread's time) as an empty, deleted placeholder.
    await db
      .update(communityPosts)
      .set({
        body: '',
        body_html: '',
        status: 'deleted',
        status_reason: 'Removed with its account',
        author_id: null,
        crisis_flag: false,
      })
      .where(
        and(
          eq(communityPosts.thread_id, thread.id),
          eq(communityPosts.author_id, userId),
          eq(communityPosts.created_at, thread.created_at),
        ),
      );
  }
  await db.delete(communityPosts).where(eq(communityPosts.author_id, userId));
}
