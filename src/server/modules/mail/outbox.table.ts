import { jsonb, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

/** The development outbox: email that would have been sent when no SMTP server is configured. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** The email job it was delivered for: a retried job is recorded once (ADR 047). */
    job_id: uuid('job_id').unique(),
    /**
     * The account the email concerns (the email job's user): deleted with the account (ADR 037),
     * so no weekly report, reminder or sign-in link outlives the person here; null for none.
     */
    user_id: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('dev_outbox_created_at_idx').on(table.createdAt),
    index('dev_outbox_user_idx').on(table.user_id),
  ],
);
