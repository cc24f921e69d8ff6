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
import {
  CONTENT_STATUSES,
  REACTION_KINDS,
  WATCHED_WORD_ACTIONS,
  MODERATION_POST_ACTIONS,
  MODLOG_ACTIONS,
  MODLOG_TARGET_TYPES,
  MAX_POST_BODY,
  MAX_REPORT_REASON,
  MAX_MODERATION_REASON,
  MAX_SILENCE_HOURS,
  MAX_WATCHED_WORDS,
  MAX_WATCHED_WORD,
  MAX_SEARCH_QUERY,
  COMMUNITY_MESSAGES,
} from '../domain/community-terms';

export * from '../domain/community-terms';

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
