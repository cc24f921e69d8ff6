/**
 * In-app notifications the user reads and marks read: the reminders' in-app channel, written by
 * the reminder scheduler, and replies in the community to a thread the user started or follows
 * (ADR 098), both through `notification-inbox.ts`. Safety alerts are not stored here; they
 * are read from the cabinet and the latest lab report (safety-alerts.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';
import { reminders } from '#server/modules/reminders/index';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    reminder_id: uuid('reminder_id').references(() => reminders.id, { onDelete: 'set null' }),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.user_id, table.created_at),
    check('notifications_kind_values', sql`${table.kind} in ('reminder', 'community_reply')`),
    check('notifications_title_length', sql`char_length(${table.title}) between 1 and 200`),
    check('notifications_body_length', sql`char_length(${table.body}) <= 1000`),
  ],
);
