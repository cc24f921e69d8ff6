/**
 * The community's paths, vocabulary, limits, error codes and messages. Without zod (the community
 * contract re-exports them and builds its schemas from them), so the community's pages and forms
 * do not load the schemas, and zod, with their first screen (ADR 181).
 */
import { FREE_DAILY_POSTS } from './community-limits';
import { formatInteger } from './en-us-format';

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
