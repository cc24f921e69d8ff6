/**
 * Reading the community: the topics, a page of threads, and one thread with the posts this
 * viewer may see (held posts to their author and admins; hidden and deleted ones as a placeholder).
 */
import {
  COMMUNITY_ERROR_CODES as CODES,
  COMMUNITY_MESSAGES as MESSAGES,
  REACTION_KINDS,
  THREADS_PAGE_SIZE,
  TREATMENT_DISCLAIMER,
  type CommunityPost,
  type ReactionKind,
  type ThreadResponse,
  type ThreadsQuery,
  type ThreadsResponse,
  type Topic,
} from '#shared/contracts/community.contract';
import { runAsSystem } from '#server/db/acting-user';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { annotationsFor } from './community-knowledge';
import {
  decodeCursor,
  encodeCursor,
  nameOf,
  notFound,
  threadSummaries,
  threadSummary,
  threadVisible,
  topicOf,
  type CommunityContext,
} from './community-shared';
import type { PostRow } from './community.repository';

export async function listTopics({ repository }: CommunityContext): Promise<{ topics: Topic[] }> {
  return { topics: (await repository.listTopics()).map(topicOf) };
}

/**
 * Published threads, latest activity first, plus the viewer's own held ones; a search (`q`),
 * newest match first (ADR 177).
 */
export async function listThreads(
  context: CommunityContext,
  viewer: Actor | null,
  query: ThreadsQuery,
): Promise<ThreadsResponse> {
  const { repository } = context;
  let topicId: string | null = null;
  if (query.topic) {
    const topic = await repository.findTopic(query.topic);
    if (!topic) throw new AppError(404, CODES.topicNotFound, MESSAGES.topicNotFound);
    topicId = topic.id;
  }
  const rows = await repository.listThreads({
    topicId,
    q: query.q?.trim() || null,
    viewerId: viewer?.id ?? null,
    after: decodeCursor(query.cursor),
    limit: THREADS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, THREADS_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    threads: await threadSummaries(context, page, viewer?.id ?? null),
    next_cursor:
      rows.length > THREADS_PAGE_SIZE && last
        ? encodeCursor(last.matched_at ?? last.thread.last_post_at, last.thread.id)
        : null,
  };
}

/**
 * One thread as this viewer sees it. An admin sees held threads and posts, which row-level
 * security keeps from every one user: their read acts as the system, as moderation does.
 */
export function readThread(
  context: CommunityContext,
  viewer: Actor | null,
  id: string,
): Promise<ThreadResponse> {
  return viewer?.admin
    ? runAsSystem(() => threadAsSeen(context, viewer, id))
    : threadAsSeen(context, viewer, id);
}

async function threadAsSeen(
  context: CommunityContext,
  viewer: Actor | null,
  id: string,
): Promise<ThreadResponse> {
  const { repository } = context;
  const found = await repository.findThread(id);
  if (!found || !threadVisible(found.thread, viewer)) throw notFound();
  const rows = await repository.threadPosts(found.thread.id);
  const canSeeHeld = (post: PostRow) =>
    Boolean(viewer && (viewer.admin || post.author_id === viewer.id));
  const shown = rows.filter((post) => post.status !== 'held' || canSeeHeld(post));
  const names = await repository.displayNames(
    [found.thread.author_id, ...shown.map((post) => post.author_id)].filter(
      (authorId): authorId is string => authorId !== null,
    ),
  );
  const reactionRows = await repository.reactionsOf(shown.map((post) => post.id));
  const firstId = rows[0]?.id;
  const posts = shown.map((post) =>
    postAsSeen(context, post, {
      viewer,
      names,
      isFirst: post.id === firstId,
      reactionRows: reactionRows.filter((row) => row.post_id === post.id),
    }),
  );
  return {
    thread: {
      ...threadSummary(found, names, viewer?.id ?? null),
      disclaimer: found.thread.is_treatment ? TREATMENT_DISCLAIMER : null,
      following: viewer
        ? await repository.isFollowing(viewer.id, 'thread', found.thread.id)
        : false,
    },
    posts,
  };
}

function placeholderOf(status: PostRow['status']): string | null {
  if (status === 'hidden') return MESSAGES.hiddenPlaceholder;
  if (status === 'deleted') return MESSAGES.deletedPlaceholder;
  if (status === 'held') return MESSAGES.held;
  return null;
}

function postAsSeen(
  { interactions }: CommunityContext,
  post: PostRow,
  seen: {
    viewer: Actor | null;
    names: Map<string, string>;
    isFirst: boolean;
    reactionRows: { member_id: string; kind: string }[];
  },
): CommunityPost {
  const { viewer } = seen;
  const reactions = { helpful: 0, support: 0, thanks: 0 };
  const mine: ReactionKind[] = [];
  for (const row of seen.reactionRows) {
    if (!(REACTION_KINDS as readonly string[]).includes(row.kind)) continue;
    reactions[row.kind as ReactionKind] += 1;
    if (viewer && row.member_id === viewer.id) mine.push(row.kind as ReactionKind);
  }
  const gone = post.status === 'hidden' || post.status === 'deleted';
  const isOwn = viewer !== null && post.author_id === viewer.id;
  return {
    id: post.id,
    thread_id: post.thread_id,
    author_name: nameOf(seen.names, post.author_id),
    is_own: isOwn,
    is_first: seen.isFirst,
    status: post.status,
    body_html: gone ? null : post.body_html,
    body: isOwn && !gone ? post.body : null,
    placeholder: placeholderOf(post.status),
    created_at: post.created_at.toISOString(),
    edited_at: post.edited_at?.toISOString() ?? null,
    reactions,
    my_reactions: mine,
    annotations: gone ? [] : annotationsFor(interactions, post.body),
    pending_edit:
      isOwn && !gone && post.pending_body !== null
        ? {
            body_html: post.pending_body_html ?? '',
            body: post.pending_body,
            title: post.pending_title,
            notice: MESSAGES.editHeld,
            at: (post.pending_at ?? post.edited_at ?? post.created_at).toISOString(),
          }
        : null,
  };
}
