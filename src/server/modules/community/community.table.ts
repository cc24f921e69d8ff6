/**
 * The community. Threads and posts are shared content, read by everyone: their writer
 * is `author_id` (set null when an account is deleted with 'anonymise'; the account module deletes
 * them with 'remove'), so they are not user-owned rows under row-level security; nor are the
 * public display names and reaction counts (`member_id`). A person's private rows (follows,
 * reports, silences) are `user_id` rows with RLS.
 * Moderation runs as the system (wellnest_is_system). The modlog holds no personal data.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsvector } from '#server/db/full-text';
import { users } from '#server/modules/users/index';

export type CommunityContentStatus = 'published' | 'held' | 'hidden' | 'deleted';

export const communityTopics = pgTable('community_topics', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

/**
 * The pseudonymous name a person posts under (never their e-mail or real name unless chosen).
 * Public, like the posts it signs, so keyed by `member_id` rather than a user-owned `user_id`.
 */
export const communityProfiles = pgTable(
  'community_profiles',
  {
    member_id: text('member_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    display_name: text('display_name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('community_profiles_display_name_idx').on(sql`lower(${table.display_name})`),
  ],
);

export const communityThreads = pgTable(
  'community_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic_id: uuid('topic_id')
      .notNull()
      .references(() => communityTopics.id),
    author_id: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    status: text('status').$type<CommunityContentStatus>().notNull().default('published'),
    /** A thread about treatments carries 'Educational only — not medical advice'. */
    is_treatment: boolean('is_treatment').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_post_at: timestamp('last_post_at', { withTimezone: true }).notNull().defaultNow(),
    /** The title for full-text search (ADR 087), kept by PostgreSQL. */
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, title)`,
    ),
  },
  (table) => [
    index('community_threads_topic_idx').on(table.topic_id, table.last_post_at),
    // The list's order, latest activity first (ADR 177, migration 0035): read newest first and
    // stopped at the page, not every thread sorted.
    index('community_threads_latest_idx').on(table.last_post_at, table.id),
    // Written straight into the index, no pending list to read at every search (migration 0036).
    index('community_threads_search_idx')
      .using('gin', table.search_vector)
      .with({ fastupdate: false }),
    index('community_threads_author_idx').on(table.author_id),
    check(
      'community_threads_status_valid',
      sql`${table.status} in ('published', 'held', 'hidden', 'deleted')`,
    ),
  ],
);

export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    thread_id: uuid('thread_id')
      .notNull()
      .references(() => communityThreads.id, { onDelete: 'cascade' }),
    author_id: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the author wrote (Markdown-lite, at most 5,000 characters). */
    body: text('body').notNull(),
    /** The body rendered and sanitised on the server; the only form ever sent as HTML. */
    body_html: text('body_html').notNull(),
    status: text('status').$type<CommunityContentStatus>().notNull().default('published'),
    /** Why it waits for a moderator (first posts, a watched word) or why it was hidden/deleted. */
    status_reason: text('status_reason'),
    /** Mentions self-harm or an emergency: a moderator follows up gently; never shown publicly. */
    crisis_flag: boolean('crisis_flag').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    edited_at: timestamp('edited_at', { withTimezone: true }),
    /**
     * An edit of a published post that waits for a moderator (ADR 053): the approved `body`,
     * `body_html` and thread title stay what others see; approval copies these over and clears
     * them, rejection clears them. Null when no edit waits. Only its author and moderators read them.
     */
    pending_body: text('pending_body'),
    pending_body_html: text('pending_body_html'),
    /** An opening post's new thread title (null: the title is unchanged). */
    pending_title: text('pending_title'),
    pending_at: timestamp('pending_at', { withTimezone: true }),
    /** Why the edit waits (for the queue). */
    pending_reason: text('pending_reason'),
    /** The approved body for full-text search (ADR 087), kept by PostgreSQL. */
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, body)`,
    ),
  },
  (table) => [
    index('community_posts_thread_idx').on(table.thread_id, table.created_at),
    // Written straight into the index, no pending list to read at every search (migration 0036).
    index('community_posts_search_idx')
      .using('gin', table.search_vector)
      .with({ fastupdate: false }),
    index('community_posts_author_idx').on(table.author_id, table.created_at),
    index('community_posts_status_idx').on(table.status),
    // Search reads the newest matching published posts first (ADR 177, migration 0035).
    index('community_posts_published_created_idx')
      .on(table.created_at)
      .where(sql`${table.status} = 'published'`),
    check(
      'community_posts_status_valid',
      sql`${table.status} in ('published', 'held', 'hidden', 'deleted')`,
    ),
  ],
);

/** Reactions are counted in public, so keyed by `member_id` like the profiles. */
export const communityReactions = pgTable(
  'community_reactions',
  {
    post_id: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    member_id: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.post_id, table.member_id, table.kind] })],
);

/** A person following a topic or a thread (`target_type`), for their dashboard and notifications. */
export const communityFollows = pgTable(
  'community_follows',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target_type: text('target_type').$type<'topic' | 'thread'>().notNull(),
    target_id: uuid('target_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.target_type, table.target_id] })],
);

export const communityReports = pgTable(
  'community_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    post_id: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    /** The reporter. */
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('community_reports_status_idx').on(table.status, table.created_at)],
);

/** The public modlog: what was done to which post or thread and why, never by or to whom. */
export const communityModerationActions = pgTable(
  'community_moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    target_type: text('target_type').notNull(),
    target_id: text('target_id'),
    reason: text('reason').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('community_moderation_actions_created_idx').on(table.created_at)],
);

export const communityWatchedWords = pgTable(
  'community_watched_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    word: text('word').notNull(),
    action: text('action').$type<'block' | 'flag' | 'hold'>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('community_watched_words_word_idx').on(sql`lower(${table.word})`),
    check(
      'community_watched_words_action_valid',
      sql`${table.action} in ('block', 'flag', 'hold')`,
    ),
  ],
);

/** A person silenced by a moderator until a time: they read but cannot post. */
export const communitySilences = pgTable('community_silences', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
