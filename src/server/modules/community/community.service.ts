/**
 * The community's rules (ADR 040): who may post what and when, what waits for a
 * moderator, the private crisis check, what each viewer sees of a thread, and the moderation
 * actions with their public log (no personal data: never who acted, never whom a silence was for).
 */
import type { Edition } from '#shared/domain/edition';
import type { FeatureCheck } from '#server/plugins/plan-gate';
import {
  BURST_LIMIT,
  BURST_WINDOW_SECONDS,
  COMMUNITY_ERROR_CODES as CODES,
  COMMUNITY_MESSAGES as MESSAGES,
  CRISIS_PANEL,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  DISPLAY_NAME_PATTERN,
  FORMER_MEMBER,
  FREE_DAILY_POSTS,
  HELD_FIRST_POSTS,
  MAX_POST_BODY,
  MAX_TITLE,
  MIN_TITLE,
  MODLOG_PAGE_SIZE,
  NEW_ACCOUNT_DAILY_REPLIES,
  NEW_ACCOUNT_DAILY_THREADS,
  NEW_ACCOUNT_HOURS,
  REACTION_KINDS,
  THREADS_PAGE_SIZE,
  TREATMENT_DISCLAIMER,
  type CommunityNotification,
  type ContentStatus,
  type CommunityPost,
  type CreatedResponse,
  type CreatePostRequest,
  type CreateThreadRequest,
  type FollowTargetType,
  type MeResponse,
  type ModerationPost,
  type ModerationPostAction,
  type ModerationQueueResponse,
  type ModlogResponse,
  type ProfileRequest,
  type ReactionKind,
  type ReactionResponse,
  type ThreadResponse,
  type ThreadsQuery,
  type ThreadsResponse,
  type ThreadSummary,
  type Topic,
  type UpdatePostRequest,
  type UpdatePostResponse,
  type WatchedWord,
} from '#shared/contracts/community.contract';
import { isUuid } from '#shared/contracts/common.contract';
import { parseCalendarDate, utcToday } from '#shared/domain/dates';
import { AppError, validationError } from '#server/lib/app-error';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import { annotationsFor, isTreatmentText } from './community-knowledge';
import {
  FLAGGED_PREFIX,
  NO_PENDING_EDIT,
  type CommunityRepository,
  type NewPost,
  type PostRow,
  type ThreadListRow,
  type TopicRow,
} from './community.repository';
import { plainExcerpt, renderMarkdownLite } from './markdown-lite';
import { findWatchedWord, mentionsCrisis } from './text-safety';

const HOUR_MS = 60 * 60 * 1000;
const NOTIFICATION_WINDOW_DAYS = 7;
const HELD_REASON = `First posts wait for a moderator (the first ${HELD_FIRST_POSTS}).`;
const LINK_REASON = `Links from accounts under ${NEW_ACCOUNT_HOURS} hours old wait for a moderator.`;
/** A published post a moderator approved, edited: the edit waits for a moderator (Discourse's rule). */
export const EDIT_HELD_REASON =
  'Edited after a moderator approved it: the edit waits for a moderator.';
const EDIT_APPROVED = 'Edit approved.';
/** The public modlog's words for an edit held by a watched word or a link (never which). */
const EDIT_WAITS = 'An edit waits for a moderator.';
const EDIT_REJECTED = 'Edit not approved: the approved text stays.';

/** Whether the rendered text has a link (the renderer writes the only anchors). */
const hasLink = (bodyHtml: string) => bodyHtml.includes('<a ');

export interface Viewer {
  id: string;
  email: string;
  /** The names the account holds (name, first and last): a display name must not reveal them. */
  realNames: string[];
  /** When the account was made (null when unknown: then it counts as new). */
  createdAt: Date | null;
  isAdmin: boolean;
  /** The edition the request is served as: 'unlimited community' is a Health-edition capability. */
  edition: Edition;
}

export interface CommunityServiceDeps {
  repository: CommunityRepository;
  interactions: KnowledgeIndex;
  /** The plan gate's rule: whether the user's plan and this edition include a feature. */
  canUse: FeatureCheck;
  now?: () => Date;
}

const notFound = () => new AppError(404, CODES.notFound, 'Not found');

// ── Cursors: "<ISO time>|<uuid>" in base64url ───────────────────────────────────────────────
function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}
function decodeCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  if (!id || !isUuid(id) || Number.isNaN(at.getTime())) throw validationError('Invalid cursor.');
  return { at, id };
}

const topicOf = (row: TopicRow): Topic => ({ id: row.id, slug: row.slug, name: row.name });

/** Display names: lower-cased letters and digits only, for the "is it your real name" check. */
const squash = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

export function createCommunityService(deps: CommunityServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  function nameOf(names: Map<string, string>, authorId: string | null): string {
    return (authorId && names.get(authorId)) || FORMER_MEMBER;
  }

  function summary(
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

  async function summaries(
    rows: ThreadListRow[],
    viewerId: string | null,
  ): Promise<ThreadSummary[]> {
    const names = await repository.displayNames(
      rows.map((row) => row.thread.author_id).filter((id): id is string => id !== null),
    );
    return rows.map((row) => summary(row, names, viewerId));
  }

  /** Whether a thread is shown to this viewer at all (others get 404). */
  function threadVisible(thread: ThreadListRow['thread'], viewer: Viewer | null): boolean {
    if (thread.status === 'published') return true;
    if (viewer?.isAdmin) return true;
    return thread.status === 'held' && viewer !== null && thread.author_id === viewer.id;
  }

  function validateBody(body: string): string {
    const trimmed = body.trim();
    if (!trimmed) throw validationError(MESSAGES.emptyBody);
    if (body.length > MAX_POST_BODY) throw validationError(MESSAGES.bodyTooLong);
    return trimmed;
  }

  function validateTitle(title: string): string {
    const trimmed = title.replace(/\s+/g, ' ').trim();
    if (trimmed.length < MIN_TITLE || trimmed.length > MAX_TITLE)
      throw validationError(MESSAGES.titleLength);
    return trimmed;
  }

  /** The plan and the edition include 'unlimited community' (the plan gate's rule). */
  async function isUnlimited(viewer: Viewer): Promise<boolean> {
    return deps.canUse(viewer.id, viewer.edition, 'unlimited_community');
  }

  async function requirePoster(viewer: Viewer): Promise<void> {
    if (!(await repository.displayName(viewer.id)))
      throw new AppError(409, CODES.displayNameRequired, MESSAGES.displayNameRequired);
    const until = await repository.silencedUntil(viewer.id, now());
    if (until)
      throw new AppError(403, CODES.silenced, MESSAGES.silenced(until.toISOString()), {
        until: until.toISOString(),
      });
  }

  /**
   * The words' verdict before anything is written: the crisis panel (unless acknowledged), then a
   * blocking watched word. Returns what the words ask of the post's status.
   */
  async function screen(text: string, acknowledged: boolean | undefined) {
    const crisis = mentionsCrisis(text);
    if (crisis && !acknowledged)
      throw new AppError(409, CODES.crisisCheck, MESSAGES.crisisCheck, { panel: CRISIS_PANEL });
    const hit = findWatchedWord(text, await repository.watchedWords());
    if (hit?.action === 'block')
      throw new AppError(400, CODES.blockedWord, MESSAGES.blockedWord(hit.word), {
        word: hit.word,
      });
    return { crisis, hit };
  }

  /** The daily and burst limits, counted under the author's lock. */
  async function checkLimits(
    tx: Parameters<Parameters<CommunityRepository['withAuthorLock']>[1]>[0],
    viewer: Viewer,
    kind: 'thread' | 'reply',
    at: Date,
    /** Asked before the transaction: on PGlite a query outside it would wait for it to end. */
    unlimited: boolean,
  ): Promise<void> {
    const burst = await tx.postsSince(
      viewer.id,
      new Date(at.getTime() - BURST_WINDOW_SECONDS * 1000),
    );
    if (burst.all >= BURST_LIMIT)
      throw new AppError(429, CODES.burstLimit, MESSAGES.burstLimit, {
        limit: BURST_LIMIT,
        retry_after_seconds: BURST_WINDOW_SECONDS,
      });
    const dayStart = parseCalendarDate(utcToday(at))!;
    const resetAt = new Date(dayStart.getTime() + 24 * HOUR_MS).toISOString();
    const today = await tx.postsSince(viewer.id, dayStart);
    if (isNewAccount(viewer, at)) {
      if (kind === 'thread' && today.threads >= NEW_ACCOUNT_DAILY_THREADS)
        throw new AppError(429, CODES.postLimit, MESSAGES.newAccountThreadLimit, {
          limit: NEW_ACCOUNT_DAILY_THREADS,
          reset_at: resetAt,
        });
      if (kind === 'reply' && today.all - today.threads >= NEW_ACCOUNT_DAILY_REPLIES)
        throw new AppError(429, CODES.postLimit, MESSAGES.newAccountReplyLimit, {
          limit: NEW_ACCOUNT_DAILY_REPLIES,
          reset_at: resetAt,
        });
    }
    if (today.all >= FREE_DAILY_POSTS && !unlimited)
      throw new AppError(429, CODES.postLimit, MESSAGES.freeDailyLimit, {
        limit: FREE_DAILY_POSTS,
        reset_at: resetAt,
      });
  }

  /** Published, or held: for a first post, a holding watched word; flagged posts go live. */
  function isNewAccount(viewer: Viewer, at: Date): boolean {
    return (
      !viewer.createdAt || at.getTime() - viewer.createdAt.getTime() < NEW_ACCOUNT_HOURS * HOUR_MS
    );
  }

  /** What the words hold for a moderator, for a new post and an edit alike; null when nothing. */
  function wordHold(
    viewer: Viewer,
    hit: { word: string; action: string } | null,
    bodyHtml: string,
    at: Date,
  ): string | null {
    if (hit?.action === 'hold') return `Watched word: "${hit.word}"`;
    if (!viewer.isAdmin && hasLink(bodyHtml) && isNewAccount(viewer, at)) return LINK_REASON;
    return null;
  }

  async function statusFor(
    tx: Parameters<Parameters<CommunityRepository['withAuthorLock']>[1]>[0],
    viewer: Viewer,
    hit: { word: string; action: string } | null,
    bodyHtml: string,
    at: Date,
  ): Promise<Pick<NewPost, 'status' | 'status_reason'>> {
    const held = wordHold(viewer, hit, bodyHtml, at);
    if (held) return { status: 'held', status_reason: held };
    if (!viewer.isAdmin && (await tx.publishedCount(viewer.id)) < HELD_FIRST_POSTS)
      return { status: 'held', status_reason: HELD_REASON };
    if (hit?.action === 'flag')
      return { status: 'published', status_reason: `${FLAGGED_PREFIX}watched word "${hit.word}"` };
    return { status: 'published', status_reason: null };
  }

  function created(
    id: string,
    threadId: string,
    status: 'published' | 'held',
    isTreatment: boolean,
  ): CreatedResponse {
    return {
      id,
      thread_id: threadId,
      status,
      notice: status === 'held' ? MESSAGES.held : null,
      is_treatment: isTreatment,
      disclaimer: isTreatment ? TREATMENT_DISCLAIMER : null,
    };
  }

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

  async function visiblePost(postId: string, viewer: Viewer) {
    const found = await repository.findPost(postId);
    if (!found || found.post.status !== 'published' || found.thread.status !== 'published')
      throw notFound();
    void viewer;
    return found;
  }

  async function reactionState(postId: string, viewerId: string): Promise<ReactionResponse> {
    const rows = await repository.reactionsOf([postId]);
    const reactions = { helpful: 0, support: 0, thanks: 0 };
    const mine: ReactionKind[] = [];
    for (const row of rows) {
      if (!(REACTION_KINDS as readonly string[]).includes(row.kind)) continue;
      reactions[row.kind as ReactionKind] += 1;
      if (row.member_id === viewerId) mine.push(row.kind as ReactionKind);
    }
    return { reactions, my_reactions: mine };
  }

  return {
    async topics(): Promise<{ topics: Topic[] }> {
      return { topics: (await repository.listTopics()).map(topicOf) };
    },

    async listThreads(query: ThreadsQuery, viewer: Viewer | null): Promise<ThreadsResponse> {
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
        threads: await summaries(page, viewer?.id ?? null),
        next_cursor:
          rows.length > THREADS_PAGE_SIZE && last
            ? encodeCursor(last.thread.last_post_at, last.thread.id)
            : null,
      };
    },

    async createThread(viewer: Viewer, input: CreateThreadRequest): Promise<CreatedResponse> {
      await requirePoster(viewer);
      const topic = isUuid(input.topic_id) ? await repository.findTopic(input.topic_id) : null;
      if (!topic) throw new AppError(400, CODES.topicNotFound, MESSAGES.topicNotFound);
      const title = validateTitle(input.title);
      const body = validateBody(input.body);
      const { crisis, hit } = await screen(`${title}\n${body}`, input.crisis_acknowledged);
      const isTreatment = isTreatmentText(deps.interactions, `${title}\n${body}`, topic.slug);
      const at = now();
      const unlimited = await isUnlimited(viewer);
      return repository.withAuthorLock(viewer.id, async (tx) => {
        await checkLimits(tx, viewer, 'thread', at, unlimited);
        const bodyHtml = renderMarkdownLite(body);
        const status = await statusFor(tx, viewer, hit, bodyHtml, at);
        const { threadId } = await tx.createThread({
          topic_id: topic.id,
          title,
          is_treatment: isTreatment,
          post: {
            author_id: viewer.id,
            body,
            body_html: bodyHtml,
            crisis_flag: crisis,
            at,
            ...status,
          },
        });
        return created(threadId, threadId, status.status, isTreatment);
      });
    },

    async createReply(
      viewer: Viewer,
      threadId: string,
      input: CreatePostRequest,
    ): Promise<CreatedResponse> {
      const found = await repository.findThread(threadId);
      if (
        !found ||
        !threadVisible(found.thread, viewer) ||
        found.thread.status === 'hidden' ||
        found.thread.status === 'deleted'
      )
        throw notFound();
      await requirePoster(viewer);
      const body = validateBody(input.body);
      const { crisis, hit } = await screen(body, input.crisis_acknowledged);
      const at = now();
      const unlimited = await isUnlimited(viewer);
      return repository.withAuthorLock(viewer.id, async (tx) => {
        await checkLimits(tx, viewer, 'reply', at, unlimited);
        const bodyHtml = renderMarkdownLite(body);
        const status = await statusFor(tx, viewer, hit, bodyHtml, at);
        const postId = await tx.createReply(found.thread.id, {
          author_id: viewer.id,
          body,
          body_html: bodyHtml,
          crisis_flag: crisis,
          at,
          ...status,
        });
        return created(postId, found.thread.id, status.status, found.thread.is_treatment);
      });
    },

    async thread(id: string, viewer: Viewer | null): Promise<ThreadResponse> {
      const found = await repository.findThread(id);
      if (!found || !threadVisible(found.thread, viewer)) throw notFound();
      const rows = await repository.threadPosts(found.thread.id);
      const canSeeHeld = (post: PostRow) =>
        Boolean(viewer && (viewer.isAdmin || post.author_id === viewer.id));
      const shown = rows.filter((post) => post.status !== 'held' || canSeeHeld(post));
      const names = await repository.displayNames(
        [found.thread.author_id, ...shown.map((post) => post.author_id)].filter(
          (authorId): authorId is string => authorId !== null,
        ),
      );
      const reactionRows = await repository.reactionsOf(shown.map((post) => post.id));
      const firstId = rows[0]?.id;
      const posts: CommunityPost[] = shown.map((post) => {
        const reactions = { helpful: 0, support: 0, thanks: 0 };
        const mine: ReactionKind[] = [];
        for (const row of reactionRows) {
          if (row.post_id !== post.id || !(REACTION_KINDS as readonly string[]).includes(row.kind))
            continue;
          reactions[row.kind as ReactionKind] += 1;
          if (viewer && row.member_id === viewer.id) mine.push(row.kind as ReactionKind);
        }
        const gone = post.status === 'hidden' || post.status === 'deleted';
        const isOwn = viewer !== null && post.author_id === viewer.id;
        return {
          id: post.id,
          thread_id: post.thread_id,
          author_name: nameOf(names, post.author_id),
          is_own: isOwn,
          is_first: post.id === firstId,
          status: post.status,
          body_html: gone ? null : post.body_html,
          body: isOwn && !gone ? post.body : null,
          placeholder:
            post.status === 'hidden'
              ? MESSAGES.hiddenPlaceholder
              : post.status === 'deleted'
                ? MESSAGES.deletedPlaceholder
                : post.status === 'held'
                  ? MESSAGES.held
                  : null,
          created_at: post.created_at.toISOString(),
          edited_at: post.edited_at?.toISOString() ?? null,
          reactions,
          my_reactions: mine,
          annotations: gone ? [] : annotationsFor(deps.interactions, post.body),
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
      });
      return {
        thread: {
          ...summary(found, names, viewer?.id ?? null),
          disclaimer: found.thread.is_treatment ? TREATMENT_DISCLAIMER : null,
          following: viewer
            ? await repository.isFollowing(viewer.id, 'thread', found.thread.id)
            : false,
        },
        posts,
      };
    },

    async updatePost(
      viewer: Viewer,
      postId: string,
      input: UpdatePostRequest,
    ): Promise<UpdatePostResponse> {
      const found = await repository.findPost(postId);
      if (
        !found ||
        found.post.author_id !== viewer.id ||
        found.post.status === 'hidden' ||
        found.post.status === 'deleted'
      )
        throw notFound();
      await requirePoster(viewer);
      const { post, thread } = found;
      const isFirst = (await repository.firstPostId(thread.id)) === post.id;
      const body = validateBody(input.body);
      const title = isFirst && input.title !== undefined ? validateTitle(input.title) : null;
      const { crisis, hit } = await screen(`${title ?? ''}\n${body}`, input.crisis_acknowledged);
      const at = now();
      const bodyHtml = renderMarkdownLite(body);
      // An edit faces the checks a new post does; an edit of a post a moderator approved waits
      // for a moderator again (Discourse's rule), so approval cannot be spent on other words.
      let status = post.status;
      let reason = post.status_reason;
      const held =
        wordHold(viewer, hit, bodyHtml, at) ??
        (post.status === 'published' &&
        !viewer.isAdmin &&
        (await repository.wasApproved(post.id, isFirst ? thread.id : null))
          ? EDIT_HELD_REASON
          : null);
      if (held && post.status === 'published') {
        // The approved text stays up; the edit waits beside it (a newer edit replaces it).
        const pendingTitle = title !== null && title !== thread.title ? title : null;
        await repository.updatePost(post.id, {
          pending_body: body,
          pending_body_html: bodyHtml,
          pending_title: pendingTitle,
          pending_at: at,
          pending_reason: held,
          crisis_flag: post.crisis_flag || crisis,
        });
        await repository.logAction({
          action: 'edit_held',
          target_type: isFirst ? 'thread' : 'post',
          target_id: isFirst ? thread.id : post.id,
          reason: held === EDIT_HELD_REASON ? EDIT_HELD_REASON : EDIT_WAITS,
          at,
        });
        return {
          id: post.id,
          status: post.status,
          body_html: post.body_html,
          notice: MESSAGES.editHeld,
          pending_edit: {
            body_html: bodyHtml,
            body,
            title: pendingTitle,
            notice: MESSAGES.editHeld,
            at: at.toISOString(),
          },
        };
      }
      if (held) {
        status = 'held';
        reason = held;
      } else if (hit?.action === 'flag' && status === 'published') {
        reason = `${FLAGGED_PREFIX}watched word "${hit.word}"`;
      }
      await repository.updatePost(post.id, {
        body,
        body_html: bodyHtml,
        status,
        status_reason: reason,
        crisis_flag: post.crisis_flag || crisis,
        edited_at: at,
        ...NO_PENDING_EDIT,
      });
      if (isFirst) {
        const topic = await repository.findThread(thread.id);
        await repository.updateThread(thread.id, {
          ...(title ? { title } : {}),
          ...(status === 'held' ? { status: 'held' as const } : {}),
          is_treatment: isTreatmentText(
            deps.interactions,
            `${title ?? thread.title}\n${body}`,
            topic?.topic.slug ?? '',
          ),
        });
      }
      return {
        id: post.id,
        status,
        body_html: bodyHtml,
        notice: status === 'held' ? MESSAGES.held : null,
        pending_edit: null,
      };
    },

    /** The author deletes their post: its words go; an opening post takes its thread unless others replied. */
    async deletePost(viewer: Viewer, postId: string): Promise<void> {
      const found = await repository.findPost(postId);
      if (!found || found.post.author_id !== viewer.id || found.post.status === 'deleted')
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
      if (isFirst && !(await repository.othersPosted(thread.id, viewer.id)))
        await repository.updateThread(thread.id, { status: 'deleted' });
    },

    async react(viewer: Viewer, postId: string, kind: ReactionKind): Promise<ReactionResponse> {
      const { post } = await visiblePost(postId, viewer);
      await repository.react(post.id, viewer.id, kind);
      return reactionState(post.id, viewer.id);
    },

    async unreact(viewer: Viewer, postId: string, kind: string): Promise<ReactionResponse> {
      if (!(REACTION_KINDS as readonly string[]).includes(kind)) throw notFound();
      const { post } = await visiblePost(postId, viewer);
      await repository.unreact(post.id, viewer.id, kind as ReactionKind);
      return reactionState(post.id, viewer.id);
    },

    async report(viewer: Viewer, postId: string, reason: string): Promise<{ id: string }> {
      const { post } = await visiblePost(postId, viewer);
      return { id: await repository.report(post.id, viewer.id, reason.trim()) };
    },

    async follow(viewer: Viewer, type: FollowTargetType, targetId: string, on: boolean) {
      if (on) {
        if (type === 'topic') {
          const topic = isUuid(targetId) ? await repository.findTopic(targetId) : null;
          if (!topic) throw notFound();
        } else {
          const found = await repository.findThread(targetId);
          if (
            !found ||
            !threadVisible(found.thread, viewer) ||
            (found.thread.status !== 'published' && found.thread.author_id !== viewer.id)
          )
            throw notFound();
        }
        await repository.follow(viewer.id, type, targetId, now());
      } else {
        await repository.unfollow(viewer.id, type, targetId);
      }
      return { following: on };
    },

    async setDisplayName(viewer: Viewer, input: ProfileRequest): Promise<{ display_name: string }> {
      const name = input.display_name.replace(/\s+/g, ' ').trim();
      if (
        name.length < DISPLAY_NAME_MIN ||
        name.length > DISPLAY_NAME_MAX ||
        !DISPLAY_NAME_PATTERN.test(name)
      )
        throw new AppError(400, CODES.displayNameInvalid, MESSAGES.displayNameInvalid);
      if (!input.allow_personal) {
        const localPart = viewer.email.split('@')[0] ?? '';
        const personal = [localPart, ...viewer.realNames]
          .map((part) => squash(part ?? ''))
          .filter((part) => part.length >= 3);
        const squashed = squash(name);
        if (personal.some((part) => squashed.includes(part)))
          throw new AppError(400, CODES.displayNamePersonal, MESSAGES.displayNamePersonal);
      }
      const owner = await repository.nameOwner(name);
      if (owner && owner !== viewer.id)
        throw new AppError(409, CODES.displayNameTaken, MESSAGES.displayNameTaken);
      try {
        await repository.setDisplayName(viewer.id, name);
      } catch (error) {
        // Two people claiming the same name at once: the unique index decides.
        if (
          String(
            (error as { cause?: { code?: string } }).cause?.code ??
              (error as { code?: string }).code,
          ) === '23505'
        )
          throw new AppError(409, CODES.displayNameTaken, MESSAGES.displayNameTaken);
        throw error;
      }
      return { display_name: name };
    },

    preview(body: string): { body_html: string } {
      return { body_html: renderMarkdownLite(body) };
    },

    async me(viewer: Viewer, sinceText: string | undefined): Promise<MeResponse> {
      const at = now();
      const windowStart = new Date(at.getTime() - NOTIFICATION_WINDOW_DAYS * 24 * HOUR_MS);
      const parsed = sinceText ? new Date(sinceText) : null;
      if (parsed && Number.isNaN(parsed.getTime())) throw validationError('Invalid `since` time.');
      const since = parsed && parsed > windowStart ? parsed : windowStart;
      const [displayName, silenced, unlimited, mine, replies, follows, topics] = await Promise.all([
        repository.displayName(viewer.id),
        repository.silencedUntil(viewer.id, at),
        isUnlimited(viewer),
        repository.myThreads(viewer.id),
        repository.repliesTo(viewer.id, 20),
        repository.follows(viewer.id),
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
      // Notifications count from the later of `since` and when the follow began.
      const threadNews = await repository.newPostsInFollowed(viewer.id, since);
      const topicNews = await repository.newThreadsInFollowed(viewer.id, since);
      const notifications: CommunityNotification[] = [
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
      const replyNames = await repository.displayNames(
        replies.map((r) => r.post.author_id).filter((id): id is string => id !== null),
      );
      return {
        display_name: displayName,
        silenced_until: silenced?.toISOString() ?? null,
        unlimited,
        threads: await summaries(mine, viewer.id),
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
    },

    async modlog(cursor: string | undefined): Promise<ModlogResponse> {
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
    },

    // ── Moderation (the routes let only admins in) ───────────────────────────────────────────
    async queue(): Promise<ModerationQueueResponse> {
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
      const toPost = (row: { post: PostRow; thread: ThreadListRow['thread'] }) =>
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
    },

    async moderatePost(postId: string, action: ModerationPostAction, reason: string) {
      const found = await repository.findPost(postId);
      if (!found) throw notFound();
      const { post, thread } = found;
      const at = now();
      if (action === 'resolve_crisis') {
        // Care, not moderation: nothing public records it.
        await repository.updatePost(post.id, { crisis_flag: false });
        return { id: post.id, status: post.status };
      }
      if ((action === 'hide' || action === 'delete') && !reason.trim())
        throw validationError('Give a reason: it is shown in the public modlog.');
      const isFirst = (await repository.firstPostId(thread.id)) === post.id;
      const target = {
        target_type: isFirst ? ('thread' as const) : ('post' as const),
        target_id: isFirst ? thread.id : post.id,
      };
      const pending = post.status === 'published' && post.pending_body !== null;
      if (action === 'reject_edit') {
        if (!pending) throw validationError('No edit of this post is waiting.');
        await repository.updatePost(post.id, NO_PENDING_EDIT);
        await repository.logAction({
          action: 'edit_rejected',
          ...target,
          reason: reason.trim() || EDIT_REJECTED,
          at,
        });
        return { id: post.id, status: post.status };
      }
      if (action === 'approve' && pending) {
        // The waiting edit becomes the post (and, for an opening post, the thread's title).
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
            is_treatment: isTreatmentText(
              deps.interactions,
              `${title}\n${body}`,
              topic?.topic.slug ?? '',
            ),
          });
        }
        await repository.logAction({
          action: 'approve',
          ...target,
          reason: reason.trim() || EDIT_APPROVED,
          at,
        });
        return { id: post.id, status: post.status };
      }
      const status: ContentStatus =
        action === 'approve' ? 'published' : action === 'hide' ? 'hidden' : 'deleted';
      await repository.updatePost(post.id, {
        status,
        status_reason: action === 'approve' ? null : reason.trim(),
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
        target_type: isFirst ? 'thread' : 'post',
        target_id: isFirst ? thread.id : post.id,
        reason: reason.trim() || (isEdit && action === 'approve' ? EDIT_APPROVED : ''),
        at,
      });
      return { id: post.id, status };
    },

    async silence(userId: string, hours: number, reason: string): Promise<{ until: string }> {
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
    },

    async watchedWords(): Promise<{ words: WatchedWord[] }> {
      const rows = await repository.watchedWords();
      return { words: rows.map((row) => ({ word: row.word, action: row.action })) };
    },

    async replaceWatchedWords(words: readonly WatchedWord[]): Promise<{ words: WatchedWord[] }> {
      const seen = new Set<string>();
      const unique = words
        .map((w) => ({ word: w.word.replace(/\s+/g, ' ').trim(), action: w.action }))
        .filter(
          (w) =>
            w.word && !seen.has(w.word.toLowerCase()) && Boolean(seen.add(w.word.toLowerCase())),
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
    },
  };
}
export type CommunityService = ReturnType<typeof createCommunityService>;
