/** The community's row types and the values its queries and rules share (ADR 040, ADR 053). */
import type { ContentStatus } from '#shared/contracts/community.contract';
import type {
  communityModerationActions,
  communityPosts,
  communityThreads,
  communityTopics,
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
  /** In a search, when the thread last matched (ADR 177): the page's order and its cursor. */
  matched_at?: Date;
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
