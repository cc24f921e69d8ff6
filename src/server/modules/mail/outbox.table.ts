import { jsonb, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_outbox_created_at_idx').on(table.createdAt)],
);
