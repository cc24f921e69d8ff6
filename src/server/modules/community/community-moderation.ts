/**
 * Moderation (admin routes only): the queue, approving, hiding or deleting a post or its waiting
 * edit, silencing a member, the watched words, and the public modlog every action but a crisis
 * follow-up is written to (what and why, never who acted or whom a silence was for).
 */
import { notifyReply } from './community-posts';
import {
  MODLOG_PAGE_SIZE,
  type ContentStatus,
  type ModerationPost,
  type ModerationPostAction,
  type ModerationQueueResponse,
  type ModlogResponse,
  type WatchedWord,
} from '#shared/contracts/community.contract';
import { validationError } from '#server/lib/app-error';
import { isTreatmentText } from './community-knowledge';
import { EDIT_HELD_REASON } from './community-posts';
import {
  HOUR_MS,
  decodeCursor,
  encodeCursor,
  nameOf,
  notFound,
  type CommunityContext,
} from './community-shared';
import { NO_PENDING_EDIT, type PostRow, type ThreadRow } from './community.repository';

const EDIT_APPROVED = 'Edit approved.';
const EDIT_REJECTED = 'Edit not approved: the approved text stays.';

function moderationPost(
  post: PostRow,
  thread: { id: string; title: string; created_at: Date },
  names: Map<string, string>,
): ModerationPost {
  return {
    id: post.id,
    thread_id: thread.id,
    thread_title: thread.title,
    is_first: post.created_at.getTime() === thread.created_at.getTime(),
    author_id: post.author_id,
    author_name: nameOf(names, post.author_id),
    status: post.status,
    status_reason: post.status_reason,
    crisis_flag: post.crisis_flag,
    body_html: post.body_html,
    created_at: post.created_at.toISOString(),
    pending_edit:
      post.status === 'published' && post.pending_body !== null
        ? {
            body_html: post.pending_body_html ?? '',
            title: post.pending_title,
            reason: post.pending_reason,
            at: (post.pending_at ?? post.created_at).toISOString(),
          }
        : null,
  };
}

export async function moderationQueue({
  repository,
}: CommunityContext): Promise<ModerationQueueResponse> {
  const [held, crisis, flagged, reports] = await Promise.all([
    repository.moderationPosts('held'),
    repository.moderationPosts('crisis'),
    repository.moderationPosts('flagged'),
    repository.openReports(),
  ]);
  const names = await repository.displayNames(
    [...held, ...crisis, ...flagged, ...reports]
      .map((row) => row.post.author_id)
      .filter((id): id is string => id !== null),
  );
  const toPost = (row: { post: PostRow; thread: ThreadRow }) =>
    moderationPost(row.post, row.thread, names);
  return {
    held: held.map(toPost),
    crisis: crisis.map(toPost),
    flagged: flagged.map(toPost),
    reports: reports.map((row) => ({
      id: row.report.id,
      reason: row.report.reason,
      created_at: row.report.created_at.toISOString(),
      post: toPost(row),
    })),
  };
}

/** The post moderated, and what the public modlog names (an opening post names its thread). */
interface Moderated {
  post: PostRow;
  thread: ThreadRow;
  isFirst: boolean;
  target: { target_type: 'thread' | 'post'; target_id: string };
  reason: string;
  at: Date;
}

export async function moderatePost(
  context: CommunityContext,
  postId: string,
  action: ModerationPostAction,
  reason: string,
): Promise<{ id: string; status: ContentStatus }> {
  const { repository } = context;
  const found = await repository.findPost(postId);
  if (!found) throw notFound();
  const { post, thread } = found;
  if (action === 'resolve_crisis') {
    // Care, not moderation: nothing public records it.
    await repository.updatePost(post.id, { crisis_flag: false });
    return { id: post.id, status: post.status };
  }
  if ((action === 'hide' || action === 'delete') && !reason.trim())
    throw validationError('Give a reason: it is shown in the public modlog.');
  const isFirst = (await repository.firstPostId(thread.id)) === post.id;
  const moderated: Moderated = {
    post,
    thread,
    isFirst,
    target: {
      target_type: isFirst ? 'thread' : 'post',
      target_id: isFirst ? thread.id : post.id,
    },
    reason: reason.trim(),
    at: context.now(),
  };
  const pending = post.status === 'published' && post.pending_body !== null;
  if (action === 'reject_edit') {
    if (!pending) throw validationError('No edit of this post is waiting.');
    await repository.updatePost(post.id, NO_PENDING_EDIT);
    await repository.logAction({
      action: 'edit_rejected',
      ...moderated.target,
      reason: moderated.reason || EDIT_REJECTED,
      at: moderated.at,
    });
    return { id: post.id, status: post.status };
  }
  if (action === 'approve' && pending) return approveWaitingEdit(context, moderated);
  return setPostStatus(context, moderated, action);
}

/** The waiting edit becomes the post (and, for an opening post, the thread's title). */
async function approveWaitingEdit(
  { repository, interactions }: CommunityContext,
  { post, thread, isFirst, target, reason, at }: Moderated,
): Promise<{ id: string; status: ContentStatus }> {
  const body = post.pending_body ?? post.body;
  await repository.updatePost(post.id, {
    body,
    body_html: post.pending_body_html ?? post.body_html,
    status_reason: null,
    edited_at: post.pending_at ?? at,
    ...NO_PENDING_EDIT,
  });
  if (isFirst) {
    const title = post.pending_title ?? thread.title;
    const topic = await repository.findThread(thread.id);
    await repository.updateThread(thread.id, {
      title,
      is_treatment: isTreatmentText(interactions, `${title}\n${body}`, topic?.topic.slug ?? ''),
    });
  }
  await repository.logAction({ action: 'approve', ...target, reason: reason || EDIT_APPROVED, at });
  return { id: post.id, status: post.status };
}

/** Approve (publish a held post), hide or delete; open reports of the post are resolved. */
async function setPostStatus(
  context: CommunityContext,
  { post, thread, isFirst, target, reason, at }: Moderated,
  action: 'approve' | 'hide' | 'delete',
): Promise<{ id: string; status: ContentStatus }> {
  const { repository } = context;
  const status: ContentStatus =
    action === 'approve' ? 'published' : action === 'hide' ? 'hidden' : 'deleted';
  await repository.updatePost(post.id, {
    status,
    status_reason: action === 'approve' ? null : reason,
    ...(action === 'approve' ? {} : NO_PENDING_EDIT),
  });
  if (isFirst) await repository.updateThread(thread.id, { status });
  if (
    action === 'approve' &&
    post.status === 'held' &&
    !isFirst &&
    thread.last_post_at < post.created_at
  )
    await repository.updateThread(thread.id, { last_post_at: post.created_at });
  await repository.resolveReports(post.id, at);
  // A held edit's approval says so in the public log (the words were seen again).
  const isEdit = post.status === 'held' && post.status_reason === EDIT_HELD_REASON;
  await repository.logAction({
    action,
    ...target,
    reason: reason || (isEdit && action === 'approve' ? EDIT_APPROVED : ''),
    at,
  });
  // A held reply published now reaches the thread's people as if it had just been posted.
  if (action === 'approve' && post.status === 'held' && !isFirst && !isEdit)
    await notifyReply(context, thread, post.author_id ?? '').catch(() => undefined);
  return { id: post.id, status };
}

export async function silence(
  { repository, now }: CommunityContext,
  userId: string,
  hours: number,
  reason: string,
): Promise<{ until: string }> {
  if (!(await repository.userExists(userId))) throw notFound();
  const at = now();
  const until = new Date(at.getTime() + hours * HOUR_MS);
  await repository.silence(userId, until, reason.trim());
  // Whom is personal data: the public log says what and why, never who.
  await repository.logAction({
    action: 'silence',
    target_type: 'user',
    target_id: null,
    reason: `${reason.trim()} (${hours} h)`,
    at,
  });
  return { until: until.toISOString() };
}

export async function watchedWords({
  repository,
}: CommunityContext): Promise<{ words: WatchedWord[] }> {
  const rows = await repository.watchedWords();
  return { words: rows.map((row) => ({ word: row.word, action: row.action })) };
}

/** Replaces the whole list; a word repeated (case-insensitively) is kept once. */
export async function replaceWatchedWords(
  { repository, now }: CommunityContext,
  words: readonly WatchedWord[],
): Promise<{ words: WatchedWord[] }> {
  const seen = new Set<string>();
  const unique = words
    .map((w) => ({ word: w.word.replace(/\s+/g, ' ').trim(), action: w.action }))
    .filter(
      (w) => w.word && !seen.has(w.word.toLowerCase()) && Boolean(seen.add(w.word.toLowerCase())),
    );
  const at = now();
  await repository.replaceWatchedWords(unique, at);
  await repository.logAction({
    action: 'watched_words',
    target_type: 'watched_words',
    target_id: null,
    reason: `The watched-words list was updated (${unique.length} ${unique.length === 1 ? 'entry' : 'entries'}).`,
    at,
  });
  return { words: unique };
}

/** The public moderation log, newest first. */
export async function modlog(
  { repository }: CommunityContext,
  cursor: string | undefined,
): Promise<ModlogResponse> {
  const rows = await repository.modlog(decodeCursor(cursor), MODLOG_PAGE_SIZE + 1);
  const page = rows.slice(0, MODLOG_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    actions: page.map((row) => ({
      id: row.id,
      action: row.action as ModlogResponse['actions'][number]['action'],
      target_type: row.target_type as ModlogResponse['actions'][number]['target_type'],
      target_id: row.target_id,
      reason: row.reason,
      created_at: row.created_at.toISOString(),
    })),
    next_cursor:
      rows.length > MODLOG_PAGE_SIZE && last ? encodeCursor(last.created_at, last.id) : null,
  };
}
