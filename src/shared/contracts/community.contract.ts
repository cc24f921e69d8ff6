/**
 * The community: topics, threads, posts, reactions, follows, reports, moderation and a
 * public modlog. Paths, field names and status codes are the contract the pages build on. ADR 040.
 *
 * - Reading is public (topics, thread lists, threads, the modlog). Writing needs a session and a
 *   display name (`PUT /api/community/profile` first: otherwise 409 `DISPLAY_NAME_REQUIRED`).
 * - Every error is `{ code, message, details? }` (common.contract's apiErrorSchema); the codes and
 *   messages are below. `CRISIS_CHECK` (409) carries `details.panel` (crisisPanelSchema): show it
 *   privately and let the person choose; re-send the same request with `crisis_acknowledged: true`
 *   to post. A crisis-flagged post is never labelled in public.
 * - Text is Markdown-lite: **bold**, *italics* / _italics_, `- ` or `* ` lists, `1. ` lists,
 *   [links](https://…) and bare https:// links. The server renders and sanitises it: `body_html`
 *   is the only HTML a client ever shows (it contains only p, br, strong, em, ul, ol, li and a with
 *   rel="nofollow ugc noopener"). `POST /api/community/preview` renders a draft the same way.
 * - Statuses: `published` (everyone), `held` (waiting for a moderator: only its author and admins
 *   see it), `hidden` / `deleted` (a placeholder without content, `body_html: null`).
 * - Moderation routes answer 404 to anyone not in ADMIN_EMAILS, signed in or not.
 */
import { z } from 'zod';
import { FREE_DAILY_POSTS } from '#shared/domain/community-limits';
import { formatInteger } from '../domain/en-us-format';

// ── Paths ───────────────────────────────────────────────────────────────────────────────────
export const COMMUNITY_PATHS = {
  topics: '/api/community/topics',
  threads: '/api/community/threads',
  thread: (id: string) => `/api/community/threads/${id}`,
  threadPosts: (id: string) => `/api/community/threads/${id}/posts`,
  post: (id: string) => `/api/community/posts/${id}`,
  postReactions: (id: string) => `/api/community/posts/${id}/reactions`,
  postReaction: (id: string, kind: ReactionKind) => `/api/community/posts/${id}/reactions/${kind}`,
  postReports: (id: string) => `/api/community/posts/${id}/reports`,
  follow: (type: FollowTargetType, id: string) => `/api/community/follows/${type}/${id}`,
  me: '/api/community/me',
  profile: '/api/community/profile',
  preview: '/api/community/preview',
  modlog: '/api/community/modlog',
  moderationQueue: '/api/community/moderation/queue',
  moderationPost: (id: string) => `/api/community/moderation/posts/${id}`,
  moderationSilence: (userId: string) => `/api/community/moderation/users/${userId}/silence`,
  moderationWatchedWords: '/api/community/moderation/watched-words',
} as const;

// ── Vocabulary ──────────────────────────────────────────────────────────────────────────────
export const CONTENT_STATUSES = ['published', 'held', 'hidden', 'deleted'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const REACTION_KINDS = ['helpful', 'support', 'thanks'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];
export const REACTION_LABELS: Record<ReactionKind, string> = {
  helpful: 'Helpful',
  support: 'Sending support',
  thanks: 'Thanks',
};

export const FOLLOW_TARGET_TYPES = ['topic', 'thread'] as const;
export type FollowTargetType = (typeof FOLLOW_TARGET_TYPES)[number];

export const WATCHED_WORD_ACTIONS = ['block', 'flag', 'hold'] as const;
export type WatchedWordAction = (typeof WATCHED_WORD_ACTIONS)[number];

/**
 * What a moderator does to a post. `approve` publishes a held post and dismisses open reports;
 * `hide` and `delete` take it out of view (a post that opens its thread takes the thread with it);
 * `resolve_crisis` marks a crisis-flagged post as followed up (care, not moderation: it is not
 * written to the public modlog, so nothing public ever labels a post as a crisis). For a post with
 * an edit waiting (`pending_edit`), `approve` publishes the edit and `reject_edit` drops it (the
 * approved text stays).
 */
export const MODERATION_POST_ACTIONS = [
  'approve',
  'hide',
  'delete',
  'resolve_crisis',
  'reject_edit',
] as const;
export type ModerationPostAction = (typeof MODERATION_POST_ACTIONS)[number];

/**
 * What the public modlog records. `edit_held`: an edit of a published post waits for a moderator
 * (the approved text stays up); `edit_rejected`: a moderator dropped such an edit. An approved edit
 * is an `approve` row with the reason 'Edit approved.'.
 */
export const MODLOG_ACTIONS = [
  'approve',
  'hide',
  'delete',
  'silence',
  'watched_words',
  'edit_held',
  'edit_rejected',
] as const;
export type ModlogAction = (typeof MODLOG_ACTIONS)[number];
export const MODLOG_TARGET_TYPES = ['post', 'thread', 'user', 'watched_words'] as const;
export type ModlogTargetType = (typeof MODLOG_TARGET_TYPES)[number];

// ── Constants ───────────────────────────────────────────────────────────────────────────────
export const MAX_POST_BODY = 5000;
export const MIN_TITLE = 3;
export const MAX_TITLE = 150;
export const DISPLAY_NAME_MIN = 3;
export const DISPLAY_NAME_MAX = 30;
/** Letters (any script), digits, spaces, dots, underscores and hyphens. */
export const DISPLAY_NAME_PATTERN = /^[\p{L}\p{N} ._-]+$/u;
export const MAX_REPORT_REASON = 500;
export const MAX_MODERATION_REASON = 500;
export const MAX_SILENCE_HOURS = 24 * 30;
export const MAX_WATCHED_WORDS = 500;
export const MAX_WATCHED_WORD = 60;
export const MAX_SEARCH_QUERY = 100;
export const THREADS_PAGE_SIZE = 20;
export const MODLOG_PAGE_SIZE = 50;

/** A person's first posts wait for a moderator. */
export const HELD_FIRST_POSTS = 2;
/** An account younger than this is new: it posts at most the NEW_ACCOUNT limits a day. */
export const NEW_ACCOUNT_HOURS = 24;
export const NEW_ACCOUNT_DAILY_THREADS = 3;
export const NEW_ACCOUNT_DAILY_REPLIES = 10;
/** Free plan: threads and replies together, per UTC day. Paid ('unlimited_community'): no cap. */
export { FREE_DAILY_POSTS };
/** Everyone, paid too: at most this many posts (threads + replies) in BURST_WINDOW_SECONDS. */
export const BURST_LIMIT = 5;
export const BURST_WINDOW_SECONDS = 60;

export const FORMER_MEMBER = 'Former member';
export const TREATMENT_DISCLAIMER = 'Educational only — not medical advice';

export const COMMUNITY_ERROR_CODES = {
  displayNameRequired: 'DISPLAY_NAME_REQUIRED',
  displayNameInvalid: 'DISPLAY_NAME_INVALID',
  displayNameTaken: 'DISPLAY_NAME_TAKEN',
  /** The name contains the person's e-mail local part or real name: resend with `allow_personal: true`. */
  displayNamePersonal: 'DISPLAY_NAME_PERSONAL',
  crisisCheck: 'CRISIS_CHECK',
  blockedWord: 'WATCHED_WORD_BLOCKED',
  /** The daily cap (new account or free plan): 429, details `{ limit, reset_at }`. */
  postLimit: 'POST_LIMIT_REACHED',
  /** Too many posts in a minute: 429, details `{ limit, retry_after_seconds }`. */
  burstLimit: 'POST_BURST_LIMIT',
  /** 403, details `{ until }`. */
  silenced: 'SILENCED',
  topicNotFound: 'TOPIC_NOT_FOUND',
  notFound: 'NOT_FOUND',
} as const;

export const COMMUNITY_MESSAGES = {
  displayNameRequired: 'Choose a display name before you post: it is the name others see.',
  displayNameInvalid: `A display name is ${DISPLAY_NAME_MIN} to ${DISPLAY_NAME_MAX} characters: letters, digits, spaces, dots, underscores or hyphens.`,
  displayNameTaken: 'That display name is taken. Try another.',
  displayNamePersonal:
    'That name contains your e-mail address or your real name, so others could recognise you. Choose another, or confirm that you want to use it.',
  crisisCheck:
    'It sounds like you may be going through something really hard. You are not alone: help is available right now.',
  blockedWord: (word: string) =>
    `Your post contains a word our community guidelines don't allow ("${word}"). Please edit it and try again.`,
  newAccountThreadLimit: `New accounts can start ${NEW_ACCOUNT_DAILY_THREADS} threads a day for their first ${NEW_ACCOUNT_HOURS} hours. Please try again tomorrow.`,
  newAccountReplyLimit: `New accounts can post ${NEW_ACCOUNT_DAILY_REPLIES} replies a day for their first ${NEW_ACCOUNT_HOURS} hours. Please try again tomorrow.`,
  freeDailyLimit: `You've reached the free plan's ${FREE_DAILY_POSTS} posts for today. Upgrade for unlimited posting, or come back tomorrow.`,
  burstLimit: `You're posting very quickly: at most ${BURST_LIMIT} posts a minute. Please wait a moment.`,
  silenced: (until: string) =>
    `A moderator has paused your posting until ${until}. You can still read the community.`,
  topicNotFound: 'That topic does not exist.',
  held: 'Thanks! Your post is waiting for a moderator and will appear once approved. Only you can see it until then.',
  editHeld:
    'Your edit is waiting for a moderator. Until it is approved, everyone else sees the approved version.',
  emptyBody: 'Write something before you post.',
  bodyTooLong: `A post can be at most ${formatInteger(MAX_POST_BODY)} characters.`,
  titleLength: `A title is ${MIN_TITLE} to ${MAX_TITLE} characters.`,
  hiddenPlaceholder: 'This post was hidden by a moderator.',
  deletedPlaceholder: 'This post was deleted.',
} as const;

// ── The crisis panel ────────────────────────────────────────────────────────────────────────
export const crisisResourceSchema = z.object({
  label: z.string(),
  number: z.string(),
  region: z.string(),
  detail: z.string(),
});
export type CrisisResource = z.infer<typeof crisisResourceSchema>;

export const crisisPanelSchema = z.object({
  title: z.string(),
  message: z.string(),
  emergency: z.array(crisisResourceSchema),
  crisis_lines: z.array(crisisResourceSchema),
  /** The label of the button that posts anyway (re-send with `crisis_acknowledged: true`). */
  continue_label: z.string(),
});
export type CrisisPanel = z.infer<typeof crisisPanelSchema>;

export const CRISIS_PANEL: CrisisPanel = {
  title: 'Before you post',
  message: COMMUNITY_MESSAGES.crisisCheck,
  emergency: [
    {
      label: 'Emergency services',
      number: '911',
      region: 'United States and Canada',
      detail: 'If you or someone else is in immediate danger or has a medical emergency.',
    },
    {
      label: 'Emergency services',
      number: '999',
      region: 'United Kingdom',
      detail: 'If you or someone else is in immediate danger or has a medical emergency.',
    },
    {
      label: 'Emergency services',
      number: '112',
      region: 'European Union and most countries',
      detail: 'Works from any mobile phone in the EU and in many other countries.',
    },
  ],
  crisis_lines: [
    {
      label: '988 Suicide & Crisis Lifeline',
      number: '988',
      region: 'United States',
      detail: 'Call or text 988, any time, free and confidential.',
    },
    {
      label: 'Samaritans',
      number: '116 123',
      region: 'United Kingdom and Ireland',
      detail: 'Call free, day or night, to talk to someone who will listen.',
    },
  ],
  continue_label: 'I understand — post my message',
};

// ── Shared pieces ───────────────────────────────────────────────────────────────────────────
export const topicSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export type Topic = z.infer<typeof topicSchema>;

export const reactionCountsSchema = z.object({
  helpful: z.number().int(),
  support: z.number().int(),
  thanks: z.number().int(),
});
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

/** What Wellnest's interaction checker knows about two substances a post names. */
export const postAnnotationSchema = z.object({
  /** "Wellnest's checker: Warfarin and Ibuprofen have a major interaction (FDA label: …)". */
  text: z.string(),
  substances: z.array(z.object({ id: z.string(), name: z.string() })),
  severity: z.enum(['major', 'moderate', 'minor']),
  source: z.object({ title: z.string(), url: z.string().nullable() }),
});
export type PostAnnotation = z.infer<typeof postAnnotationSchema>;

/** An edit of a published post waiting for a moderator, shown only to its author. */
export const pendingEditSchema = z.object({
  body_html: z.string(),
  /** The Markdown-lite source of the edit (for editing it again). */
  body: z.string(),
  /** An opening post's new thread title; null when the title is unchanged. */
  title: z.string().nullable(),
  /** COMMUNITY_MESSAGES.editHeld. */
  notice: z.string(),
  at: z.string(),
});
export type PendingEdit = z.infer<typeof pendingEditSchema>;

export const postSchema = z.object({
  id: z.string(),
  thread_id: z.string(),
  /** The author's display name, or FORMER_MEMBER once their account is deleted. */
  author_name: z.string(),
  is_own: z.boolean(),
  /** True for the post that opens its thread. */
  is_first: z.boolean(),
  status: z.enum(CONTENT_STATUSES),
  /** Sanitised HTML; null for hidden and deleted posts (show `placeholder`). */
  body_html: z.string().nullable(),
  /** The Markdown-lite source, only to its author (for editing); null otherwise. */
  body: z.string().nullable(),
  /** What to show instead of the content (hidden, deleted), or the held notice to its author. */
  placeholder: z.string().nullable(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  reactions: reactionCountsSchema,
  my_reactions: z.array(z.enum(REACTION_KINDS)),
  annotations: z.array(postAnnotationSchema),
  /** Its author's edit waiting for a moderator (the fields above stay the approved text); null to others. */
  pending_edit: pendingEditSchema.nullable(),
});
export type CommunityPost = z.infer<typeof postSchema>;

export const threadSummarySchema = z.object({
  id: z.string(),
  topic: topicSchema,
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  is_treatment: z.boolean(),
  author_name: z.string(),
  is_own: z.boolean(),
  /** Visible replies (the opening post not counted). */
  reply_count: z.number().int(),
  /** The opening post as plain text, at most 200 characters. */
  excerpt: z.string(),
  created_at: z.string(),
  last_post_at: z.string(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

// ── GET /api/community/topics ───────────────────────────────────────────────────────────────
export const topicsResponseSchema = z.object({ topics: z.array(topicSchema) });
export type TopicsResponse = z.infer<typeof topicsResponseSchema>;

// ── GET /api/community/threads?topic=&q=&cursor= ────────────────────────────────────────────
export const threadsQuerySchema = z.object({
  /** A topic's slug or id. */
  topic: z.string().max(100).optional(),
  q: z.string().max(MAX_SEARCH_QUERY).optional(),
  cursor: z.string().max(200).optional(),
});
export type ThreadsQuery = z.infer<typeof threadsQuerySchema>;

export const threadsResponseSchema = z.object({
  threads: z.array(threadSummarySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ThreadsResponse = z.infer<typeof threadsResponseSchema>;

// ── POST /api/community/threads, POST /api/community/threads/:id/posts ──────────────────────
export const createThreadRequestSchema = z.object({
  topic_id: z.string().max(100),
  title: z.string(),
  body: z.string(),
  crisis_acknowledged: z.boolean().optional(),
});
export type CreateThreadRequest = z.infer<typeof createThreadRequestSchema>;

export const createPostRequestSchema = z.object({
  body: z.string(),
  crisis_acknowledged: z.boolean().optional(),
});
export type CreatePostRequest = z.infer<typeof createPostRequestSchema>;

/** 201 for both: the thread's id (or the post's), and whether it is live or waits for a moderator. */
export const createdResponseSchema = z.object({
  id: z.string(),
  /** The thread the post is in (the thread's own id for a new thread). */
  thread_id: z.string(),
  status: z.enum(['published', 'held']),
  /** COMMUNITY_MESSAGES.held when held; null otherwise. */
  notice: z.string().nullable(),
  is_treatment: z.boolean(),
  /** TREATMENT_DISCLAIMER when the thread is about treatments; null otherwise. */
  disclaimer: z.string().nullable(),
});
export type CreatedResponse = z.infer<typeof createdResponseSchema>;

// ── GET /api/community/threads/:id ──────────────────────────────────────────────────────────
export const threadResponseSchema = z.object({
  thread: threadSummarySchema.extend({
    disclaimer: z.string().nullable(),
    following: z.boolean(),
  }),
  posts: z.array(postSchema),
});
export type ThreadResponse = z.infer<typeof threadResponseSchema>;

// ── PATCH /api/community/posts/:id (own only), DELETE → 204 ─────────────────────────────────
export const updatePostRequestSchema = z.object({
  body: z.string(),
  /** Only for the post that opens its thread. */
  title: z.string().optional(),
  crisis_acknowledged: z.boolean().optional(),
});
export type UpdatePostRequest = z.infer<typeof updatePostRequestSchema>;
export const updatePostResponseSchema = z.object({
  id: z.string(),
  status: z.enum(CONTENT_STATUSES),
  /** What everyone sees: the approved text while an edit waits (see `pending_edit`). */
  body_html: z.string(),
  notice: z.string().nullable(),
  /** The edit, when it waits for a moderator; null when it was applied. */
  pending_edit: pendingEditSchema.nullable(),
});
export type UpdatePostResponse = z.infer<typeof updatePostResponseSchema>;

// ── POST /api/community/posts/:id/reactions {kind}; DELETE …/reactions/:kind ────────────────
export const reactionRequestSchema = z.object({ kind: z.enum(REACTION_KINDS) });
export type ReactionRequest = z.infer<typeof reactionRequestSchema>;
export const reactionResponseSchema = z.object({
  reactions: reactionCountsSchema,
  my_reactions: z.array(z.enum(REACTION_KINDS)),
});
export type ReactionResponse = z.infer<typeof reactionResponseSchema>;

// ── POST /api/community/posts/:id/reports {reason} → 201 ────────────────────────────────────
export const reportRequestSchema = z.object({
  reason: z.string().trim().min(3).max(MAX_REPORT_REASON),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;
export const reportResponseSchema = z.object({ id: z.string() });
export type ReportResponse = z.infer<typeof reportResponseSchema>;

// ── PUT / DELETE /api/community/follows/:type/:id ───────────────────────────────────────────
export const followResponseSchema = z.object({ following: z.boolean() });
export type FollowResponse = z.infer<typeof followResponseSchema>;

// ── PUT /api/community/profile ──────────────────────────────────────────────────────────────
export const profileRequestSchema = z.object({
  display_name: z.string(),
  /** Confirms a name that contains the person's e-mail local part or real name. */
  allow_personal: z.boolean().optional(),
});
export type ProfileRequest = z.infer<typeof profileRequestSchema>;
export const profileResponseSchema = z.object({ display_name: z.string() });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

// ── POST /api/community/preview {body} ──────────────────────────────────────────────────────
export const previewRequestSchema = z.object({ body: z.string().max(MAX_POST_BODY) });
export const previewResponseSchema = z.object({ body_html: z.string() });
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

// ── GET /api/community/me?since= ────────────────────────────────────────────────────────────
const SINCE_EARLIEST = Date.UTC(1900, 0, 1);
const SINCE_LATEST = Date.UTC(2101, 0, 1);
export const meQuerySchema = z.object({
  /**
   * ISO time the client last looked; notifications count posts after it (default: 7 days). A time
   * past the year 2100 (or before 1900) is refused here: year 10000 would reach the database (500).
   */
  since: z
    .string()
    .max(40)
    .refine((text) => {
      const time = Date.parse(text);
      return Number.isNaN(time) || (time >= SINCE_EARLIEST && time < SINCE_LATEST);
    }, 'Invalid `since` time.')
    .optional(),
});
export const notificationSchema = z.object({
  kind: z.enum(['thread_reply', 'topic_thread']),
  thread_id: z.string(),
  thread_title: z.string(),
  /** The followed topic, for `topic_thread`. */
  topic: topicSchema.nullable(),
  count: z.number().int(),
  latest_at: z.string(),
});
export type CommunityNotification = z.infer<typeof notificationSchema>;

export const replyToMeSchema = z.object({
  post_id: z.string(),
  thread_id: z.string(),
  thread_title: z.string(),
  author_name: z.string(),
  excerpt: z.string(),
  created_at: z.string(),
});
export type ReplyToMe = z.infer<typeof replyToMeSchema>;

export const meResponseSchema = z.object({
  display_name: z.string().nullable(),
  /** ISO time until which a moderator paused this person's posting; null if not silenced. */
  silenced_until: z.string().nullable(),
  /** Whether the plan has 'unlimited_community'. */
  unlimited: z.boolean(),
  threads: z.array(threadSummarySchema),
  replies_to_me: z.array(replyToMeSchema),
  followed_topics: z.array(topicSchema),
  followed_threads: z.array(z.object({ id: z.string(), title: z.string() })),
  notifications: z.array(notificationSchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

// ── GET /api/community/modlog?cursor= (public) ──────────────────────────────────────────────
export const modlogQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export const modlogEntrySchema = z.object({
  id: z.string(),
  action: z.enum(MODLOG_ACTIONS),
  target_type: z.enum(MODLOG_TARGET_TYPES),
  /** The post or thread id; null for a user (no personal data) and the watched-words list. */
  target_id: z.string().nullable(),
  reason: z.string(),
  created_at: z.string(),
});
export type ModlogEntry = z.infer<typeof modlogEntrySchema>;
export const modlogResponseSchema = z.object({
  actions: z.array(modlogEntrySchema),
  next_cursor: z.string().nullable(),
});
export type ModlogResponse = z.infer<typeof modlogResponseSchema>;

// ── Moderation (ADMIN_EMAILS only; 404 to everyone else) ────────────────────────────────────
export const moderationPostSchema = z.object({
  id: z.string(),
  thread_id: z.string(),
  thread_title: z.string(),
  is_first: z.boolean(),
  /** For silencing; admins only. Null once the account is deleted. */
  author_id: z.string().nullable(),
  author_name: z.string(),
  status: z.enum(CONTENT_STATUSES),
  status_reason: z.string().nullable(),
  crisis_flag: z.boolean(),
  body_html: z.string(),
  created_at: z.string(),
  /** An edit of this published post waiting for a moderator (listed with the held posts). */
  pending_edit: z
    .object({
      body_html: z.string(),
      title: z.string().nullable(),
      reason: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type ModerationPost = z.infer<typeof moderationPostSchema>;

export const moderationReportSchema = z.object({
  id: z.string(),
  reason: z.string(),
  created_at: z.string(),
  post: moderationPostSchema,
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

export const moderationQueueResponseSchema = z.object({
  /** Held posts, and published posts with an edit waiting (`pending_edit`). */
  held: z.array(moderationPostSchema),
  reports: z.array(moderationReportSchema),
  /** Crisis-flagged posts not yet followed up (`resolve_crisis`). */
  crisis: z.array(moderationPostSchema),
  /** Published posts a watched word flagged, with no moderator decision yet. */
  flagged: z.array(moderationPostSchema),
});
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;

export const moderationPostRequestSchema = z.object({
  action: z.enum(MODERATION_POST_ACTIONS),
  reason: z.string().trim().max(MAX_MODERATION_REASON).default(''),
});
export type ModerationPostRequest = z.input<typeof moderationPostRequestSchema>;
export const moderationPostResponseSchema = z.object({
  id: z.string(),
  status: z.enum(CONTENT_STATUSES),
});
export type ModerationPostResponse = z.infer<typeof moderationPostResponseSchema>;

export const silenceRequestSchema = z.object({
  hours: z.number().int().min(1).max(MAX_SILENCE_HOURS),
  reason: z.string().trim().min(1).max(MAX_MODERATION_REASON),
});
export type SilenceRequest = z.infer<typeof silenceRequestSchema>;
export const silenceResponseSchema = z.object({ until: z.string() });
export type SilenceResponse = z.infer<typeof silenceResponseSchema>;

export const watchedWordSchema = z.object({
  word: z.string().trim().min(1).max(MAX_WATCHED_WORD),
  action: z.enum(WATCHED_WORD_ACTIONS),
});
export type WatchedWord = z.infer<typeof watchedWordSchema>;
/** PUT replaces the whole list; GET and PUT answer with it. */
export const watchedWordsSchema = z.object({
  words: z.array(watchedWordSchema).max(MAX_WATCHED_WORDS),
});
export type WatchedWords = z.infer<typeof watchedWordsSchema>;
