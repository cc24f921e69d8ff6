/**
 * A member's own side of the community: choosing a display name that does not give away who they
 * are, previewing a draft, and their dashboard with the notifications of what they follow.
 */
import {
  COMMUNITY_ERROR_CODES as CODES,
  COMMUNITY_MESSAGES as MESSAGES,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  DISPLAY_NAME_PATTERN,
  type CommunityNotification,
  type MeResponse,
  type ProfileRequest,
} from '#shared/contracts/community.contract';
import { isUniqueViolation } from '#server/db/unique-violation';
import { AppError, validationError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import {
  HOUR_MS,
  nameOf,
  threadSummaries,
  topicOf,
  type CommunityContext,
} from './community-shared';
import type { TopicRow } from './community.repository';
import { plainExcerpt, renderMarkdownLite } from './markdown-lite';
import { isUnlimited } from './posting-rules';

const NOTIFICATION_WINDOW_DAYS = 7;

/** Display names: lower-cased letters and digits only, for the "is it your real name" check. */
const squash = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

export async function setDisplayName(
  { repository }: CommunityContext,
  actor: Actor,
  input: ProfileRequest,
): Promise<{ display_name: string }> {
  const name = input.display_name.replace(/\s+/g, ' ').trim();
  if (
    name.length < DISPLAY_NAME_MIN ||
    name.length > DISPLAY_NAME_MAX ||
    !DISPLAY_NAME_PATTERN.test(name)
  )
    throw new AppError(400, CODES.displayNameInvalid, MESSAGES.displayNameInvalid);
  if (!input.allow_personal) {
    // The e-mail's local part and the names the account holds (name, first and last).
    const identity = await repository.memberIdentity(actor.id);
    const localPart = actor.email.split('@')[0] ?? '';
    const personal = [localPart, ...(identity?.names ?? [actor.name])]
      .map((part) => squash(part ?? ''))
      .filter((part) => part.length >= 3);
    const squashed = squash(name);
    if (personal.some((part) => squashed.includes(part)))
      throw new AppError(400, CODES.displayNamePersonal, MESSAGES.displayNamePersonal);
  }
  const owner = await repository.nameOwner(name);
  if (owner && owner !== actor.id)
    throw new AppError(409, CODES.displayNameTaken, MESSAGES.displayNameTaken);
  try {
    await repository.setDisplayName(actor.id, name);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, CODES.displayNameTaken, MESSAGES.displayNameTaken);
    throw error;
  }
  return { display_name: name };
}

/** A draft rendered as it will be posted; nothing is stored. */
export function preview(body: string): { body_html: string } {
  return { body_html: renderMarkdownLite(body) };
}

/** The later of `since` and the start of the notification window (an invalid time is a 400). */
function notificationsSince(sinceText: string | undefined, at: Date): Date {
  const windowStart = new Date(at.getTime() - NOTIFICATION_WINDOW_DAYS * 24 * HOUR_MS);
  const parsed = sinceText ? new Date(sinceText) : null;
  if (parsed && Number.isNaN(parsed.getTime())) throw validationError('Invalid `since` time.');
  return parsed && parsed > windowStart ? parsed : windowStart;
}

/** New replies in followed threads and new threads in followed topics, newest first. */
async function notificationsOf(
  { repository }: CommunityContext,
  actor: Actor,
  since: Date,
  topicById: Map<string, TopicRow>,
): Promise<CommunityNotification[]> {
  // Notifications count from the later of `since` and when the follow began.
  const threadNews = await repository.newPostsInFollowed(actor.id, since);
  const topicNews = await repository.newThreadsInFollowed(actor.id, since);
  return [
    ...threadNews.map((row) => ({
      kind: 'thread_reply' as const,
      thread_id: row.thread_id,
      thread_title: row.title,
      topic: null,
      count: Number(row.count),
      latest_at: new Date(row.latest).toISOString(),
    })),
    ...topicNews.map(({ thread }) => ({
      kind: 'topic_thread' as const,
      thread_id: thread.id,
      thread_title: thread.title,
      topic: topicOf(topicById.get(thread.topic_id)!),
      count: 1,
      latest_at: thread.created_at.toISOString(),
    })),
  ].sort((a, b) => b.latest_at.localeCompare(a.latest_at));
}

export async function me(
  context: CommunityContext,
  actor: Actor,
  sinceText: string | undefined,
): Promise<MeResponse> {
  const { repository } = context;
  const at = context.now();
  const since = notificationsSince(sinceText, at);
  const [displayName, silenced, mine, replies, follows, topics] = await Promise.all([
    repository.displayName(actor.id),
    repository.silencedUntil(actor.id, at),
    repository.myThreads(actor.id),
    repository.repliesTo(actor.id, 20),
    repository.follows(actor.id),
    repository.listTopics(),
  ]);
  const topicById = new Map(topics.map((topic) => [topic.id, topic]));
  const followedTopics = follows
    .filter((f) => f.target_type === 'topic' && topicById.has(f.target_id))
    .map((f) => topicOf(topicById.get(f.target_id)!));
  const followedThreadIds = follows
    .filter((f) => f.target_type === 'thread')
    .map((f) => f.target_id);
  const followedThreads = await repository.threadTitles(followedThreadIds);
  const notifications = await notificationsOf(context, actor, since, topicById);
  const replyNames = await repository.displayNames(
    replies.map((r) => r.post.author_id).filter((id): id is string => id !== null),
  );
  return {
    display_name: displayName,
    silenced_until: silenced?.toISOString() ?? null,
    unlimited: isUnlimited(actor),
    threads: await threadSummaries(context, mine, actor.id),
    replies_to_me: replies.map(({ post, thread_title }) => ({
      post_id: post.id,
      thread_id: post.thread_id,
      thread_title,
      author_name: nameOf(replyNames, post.author_id),
      excerpt: plainExcerpt(post.body),
      created_at: post.created_at.toISOString(),
    })),
    followed_topics: followedTopics,
    followed_threads: followedThreads,
    notifications,
  };
}
