/**
 * What every part of the community service shares: its dependencies, the not-found answer, the
 * page cursors, and how a thread is summarised and who may see it.
 */
import {
  COMMUNITY_ERROR_CODES as CODES,
  FORMER_MEMBER,
  type ThreadSummary,
  type Topic,
} from '#shared/contracts/community.contract';
import { isUuid } from '#shared/contracts/common.contract';
import { AppError, validationError } from '#server/lib/app-error';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { Actor } from '#server/plugins/actor';
import type { CommunityRepository, ThreadListRow, TopicRow } from './community.repository';
import { plainExcerpt } from './markdown-lite';

export const HOUR_MS = 60 * 60 * 1000;

export interface CommunityContext {
  repository: CommunityRepository;
  /** The interaction checker's index: treatment threads and the posts' annotations. */
  interactions: KnowledgeIndex;
  now: () => Date;
}

export const notFound = () => new AppError(404, CODES.notFound, 'Not found');

// ── Cursors: "<ISO time>|<uuid>" in base64url ───────────────────────────────────────────────
export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}
export function decodeCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  if (!id || !isUuid(id) || Number.isNaN(at.getTime())) throw validationError('Invalid cursor.');
  return { at, id };
}

export const topicOf = (row: TopicRow): Topic => ({ id: row.id, slug: row.slug, name: row.name });

/** The author's display name; a deleted account or a member without one reads 'Former member'. */
export function nameOf(names: Map<string, string>, authorId: string | null): string {
  return (authorId && names.get(authorId)) || FORMER_MEMBER;
}

export function threadSummary(
  row: ThreadListRow,
  names: Map<string, string>,
  viewerId: string | null,
): ThreadSummary {
  const { thread } = row;
  const firstVisible = row.first_status === 'published' || row.first_status === 'held';
  return {
    id: thread.id,
    topic: topicOf(row.topic),
    title: thread.title,
    status: thread.status,
    is_treatment: thread.is_treatment,
    author_name: nameOf(names, thread.author_id),
    is_own: viewerId !== null && thread.author_id === viewerId,
    reply_count: row.reply_count,
    excerpt: firstVisible && row.first_body ? plainExcerpt(row.first_body) : '',
    created_at: thread.created_at.toISOString(),
    last_post_at: thread.last_post_at.toISOString(),
  };
}

export async function threadSummaries(
  { repository }: CommunityContext,
  rows: ThreadListRow[],
  viewerId: string | null,
): Promise<ThreadSummary[]> {
  const names = await repository.displayNames(
    rows.map((row) => row.thread.author_id).filter((id): id is string => id !== null),
  );
  return rows.map((row) => threadSummary(row, names, viewerId));
}

/** Whether a thread is shown to this viewer at all (others get 404). */
export function threadVisible(thread: ThreadListRow['thread'], viewer: Actor | null): boolean {
  if (thread.status === 'published') return true;
  if (viewer?.admin) return true;
  return thread.status === 'held' && viewer !== null && thread.author_id === viewer.id;
}
