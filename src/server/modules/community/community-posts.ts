/**
 * Writing posts: starting a thread, replying, an author's edit (which meets the posting rules
 * again) and an author's delete. Every write renders Markdown-lite on the server.
 */
import {
  COMMUNITY_ERROR_CODES as CODES,
  COMMUNITY_MESSAGES as MESSAGES,
  type CreatedResponse,
  type CreatePostRequest,
  type CreateThreadRequest,
  type UpdatePostRequest,
  type UpdatePostResponse,
} from '#shared/contracts/community.contract';
import { isUuid } from '#shared/contracts/common.contract';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { isTreatmentText } from './community-knowledge';
import { notFound, threadVisible, type CommunityContext } from './community-shared';
import {
  FLAGGED_PREFIX,
  NO_PENDING_EDIT,
  type PostRow,
  type ThreadRow,
} from './community.repository';
import { renderMarkdownLite } from './markdown-lite';
import {
  checkLimits,
  createdResponse,
  posterOf,
  requirePoster,
  screen,
  statusFor,
  validateBody,
  validateTitle,
  wordHold,
  type WordHit,
} from './posting-rules';

/** A published post a moderator approved, edited: the edit waits for a moderator (Discourse's rule). */
export const EDIT_HELD_REASON =
  'Edited after a moderator approved it: the edit waits for a moderator.';
/** The public modlog's words for an edit held by a watched word or a link (never which). */
const EDIT_WAITS = 'An edit waits for a moderator.';

export async function createThread(
  context: CommunityContext,
  actor: Actor,
  input: CreateThreadRequest,
): Promise<CreatedResponse> {
  const { repository } = context;
  await requirePoster(context, actor);
  const topic = isUuid(input.topic_id) ? await repository.findTopic(input.topic_id) : null;
  if (!topic) throw new AppError(400, CODES.topicNotFound, MESSAGES.topicNotFound);
  const title = validateTitle(input.title);
  const body = validateBody(input.body);
  const { crisis, hit } = await screen(context, `${title}\n${body}`, input.crisis_acknowledged);
  const isTreatment = isTreatmentText(context.interactions, `${title}\n${body}`, topic.slug);
  const at = context.now();
  // Asked before the transaction: on PGlite a query outside it would wait for it to end.
  const poster = await posterOf(context, actor);
  return repository.withAuthorLock(actor.id, async (tx) => {
    await checkLimits(tx, poster, 'thread', at);
    const bodyHtml = renderMarkdownLite(body);
    const status = await statusFor(tx, poster, hit, bodyHtml, at);
    const { threadId } = await tx.createThread({
      topic_id: topic.id,
      title,
      is_treatment: isTreatment,
      post: { author_id: actor.id, body, body_html: bodyHtml, crisis_flag: crisis, at, ...status },
    });
    return createdResponse(threadId, threadId, status.status, isTreatment);
  });
}

export async function createReply(
  context: CommunityContext,
  actor: Actor,
  threadId: string,
  input: CreatePostRequest,
): Promise<CreatedResponse> {
  const { repository } = context;
  const found = await repository.findThread(threadId);
  if (
    !found ||
    !threadVisible(found.thread, actor) ||
    found.thread.status === 'hidden' ||
    found.thread.status === 'deleted'
  )
    throw notFound();
  await requirePoster(context, actor);
  const body = validateBody(input.body);
  const { crisis, hit } = await screen(context, body, input.crisis_acknowledged);
  const at = context.now();
  const poster = await posterOf(context, actor);
  const created = await repository.withAuthorLock(actor.id, async (tx) => {
    await checkLimits(tx, poster, 'reply', at);
    const bodyHtml = renderMarkdownLite(body);
    const status = await statusFor(tx, poster, hit, bodyHtml, at);
    const postId = await tx.createReply(found.thread.id, {
      author_id: actor.id,
      body,
      body_html: bodyHtml,
      crisis_flag: crisis,
      at,
      ...status,
    });
    return createdResponse(postId, found.thread.id, status.status, found.thread.is_treatment);
  });
  // Once the reply is in: a held one tells nobody until a moderator publishes it.
  if (created.status === 'published')
    await notifyReply(context, found.thread, actor.id).catch(() => undefined);
  return created;
}

/**
 * A published reply reaches the thread's author and everyone following the thread, the replier
 * left out (ADR 098). Best effort: the reply stands whether or not the notices are written.
 */
export async function notifyReply(
  { repository }: CommunityContext,
  // author_id is null once the thread's author deleted their account (ADR 080).
  thread: { id: string; title: string; author_id: string | null },
  replierId: string,
): Promise<void> {
  const followers = await repository.threadFollowers(thread.id);
  const recipients = [...new Set([thread.author_id, ...followers])].filter(
    (id): id is string => id !== null && id !== replierId,
  );
  if (recipients.length === 0) return;
  const name = (await repository.displayName(replierId)) ?? 'A member';
  const title = thread.title.length > 120 ? `${thread.title.slice(0, 117)}...` : thread.title;
  await repository.notifyReply(recipients, {
    title: 'New reply in the community',
    body: `${name} replied in "${title}".`,
    link: `/community/threads/${thread.id}`,
  });
}

/** What an edit brings: the checked words, rendered, and what the checks found in them. */
interface Edit {
  body: string;
  bodyHtml: string;
  /** The new title (an opening post's), or null. */
  title: string | null;
  crisis: boolean;
  hit: WordHit;
  at: Date;
}

/**
 * The author edits their post. An edit faces the checks a new post does; an edit of a post a
 * moderator approved waits for a moderator again (Discourse's rule), so approval cannot be spent
 * on other words.
 */
export async function updatePost(
  context: CommunityContext,
  actor: Actor,
  postId: string,
  input: UpdatePostRequest,
): Promise<UpdatePostResponse> {
  const { repository } = context;
  const found = await repository.findPost(postId);
  if (
    !found ||
    found.post.author_id !== actor.id ||
    found.post.status === 'hidden' ||
    found.post.status === 'deleted'
  )
    throw notFound();
  await requirePoster(context, actor);
  const { post, thread } = found;
  const isFirst = (await repository.firstPostId(thread.id)) === post.id;
  const body = validateBody(input.body);
  const title = isFirst && input.title !== undefined ? validateTitle(input.title) : null;
  const { crisis, hit } = await screen(
    context,
    `${title ?? ''}\n${body}`,
    input.crisis_acknowledged,
  );
  const edit: Edit = {
    body,
    bodyHtml: renderMarkdownLite(body),
    title,
    crisis,
    hit,
    at: context.now(),
  };
  const poster = await posterOf(context, actor);
  const held =
    wordHold(poster, hit, edit.bodyHtml, edit.at) ??
    (post.status === 'published' &&
    !actor.admin &&
    (await repository.wasApproved(post.id, isFirst ? thread.id : null))
      ? EDIT_HELD_REASON
      : null);
  if (held && post.status === 'published')
    return holdEditBeside(context, { post, thread, isFirst }, edit, held);
  return applyEdit(context, { post, thread, isFirst }, edit, held);
}

interface EditTarget {
  post: PostRow;
  thread: ThreadRow;
  isFirst: boolean;
}

/** The approved text stays up; the edit waits beside it (a newer edit replaces it). */
async function holdEditBeside(
  { repository }: CommunityContext,
  { post, thread, isFirst }: EditTarget,
  edit: Edit,
  held: string,
): Promise<UpdatePostResponse> {
  const pendingTitle = edit.title !== null && edit.title !== thread.title ? edit.title : null;
  await repository.updatePost(post.id, {
    pending_body: edit.body,
    pending_body_html: edit.bodyHtml,
    pending_title: pendingTitle,
    pending_at: edit.at,
    pending_reason: held,
    crisis_flag: post.crisis_flag || edit.crisis,
  });
  await repository.logAction({
    action: 'edit_held',
    target_type: isFirst ? 'thread' : 'post',
    target_id: isFirst ? thread.id : post.id,
    reason: held === EDIT_HELD_REASON ? EDIT_HELD_REASON : EDIT_WAITS,
    at: edit.at,
  });
  return {
    id: post.id,
    status: post.status,
    body_html: post.body_html,
    notice: MESSAGES.editHeld,
    pending_edit: {
      body_html: edit.bodyHtml,
      body: edit.body,
      title: pendingTitle,
      notice: MESSAGES.editHeld,
      at: edit.at.toISOString(),
    },
  };
}

/** The edit replaces the words (held again when the words or a link ask it). */
async function applyEdit(
  context: CommunityContext,
  { post, thread, isFirst }: EditTarget,
  edit: Edit,
  held: string | null,
): Promise<UpdatePostResponse> {
  const { repository } = context;
  let status = post.status;
  let reason = post.status_reason;
  if (held) {
    status = 'held';
    reason = held;
  } else if (edit.hit?.action === 'flag' && status === 'published') {
    reason = `${FLAGGED_PREFIX}watched word "${edit.hit.word}"`;
  }
  await repository.updatePost(post.id, {
    body: edit.body,
    body_html: edit.bodyHtml,
    status,
    status_reason: reason,
    crisis_flag: post.crisis_flag || edit.crisis,
    edited_at: edit.at,
    ...NO_PENDING_EDIT,
  });
  if (isFirst) {
    const topic = await repository.findThread(thread.id);
    await repository.updateThread(thread.id, {
      ...(edit.title ? { title: edit.title } : {}),
      ...(status === 'held' ? { status: 'held' as const } : {}),
      is_treatment: isTreatmentText(
        context.interactions,
        `${edit.title ?? thread.title}\n${edit.body}`,
        topic?.topic.slug ?? '',
      ),
    });
  }
  return {
    id: post.id,
    status,
    body_html: edit.bodyHtml,
    notice: status === 'held' ? MESSAGES.held : null,
    pending_edit: null,
  };
}

/** The author deletes their post: its words go; an opening post takes its thread unless others replied. */
export async function deletePost(
  { repository, now }: CommunityContext,
  actor: Actor,
  postId: string,
): Promise<void> {
  const found = await repository.findPost(postId);
  if (!found || found.post.author_id !== actor.id || found.post.status === 'deleted')
    throw notFound();
  const { post, thread } = found;
  await repository.updatePost(post.id, {
    status: 'deleted',
    status_reason: 'Deleted by its author',
    body: '',
    body_html: '',
    edited_at: now(),
    ...NO_PENDING_EDIT,
  });
  const isFirst = (await repository.firstPostId(thread.id)) === post.id;
  if (isFirst && !(await repository.othersPosted(thread.id, actor.id)))
    await repository.updateThread(thread.id, { status: 'deleted' });
}
