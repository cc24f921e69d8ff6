/**
 * The job queue (ADR 047): work that must survive a crash and may run in any app process. Emails
 * (the outbox: kind 'email') and lab-report reading (kind 'lab.extract') are rows here; a worker
 * claims one with FOR UPDATE SKIP LOCKED and holds it for a lease (`locked_until`); a worker that
 * dies leaves the lease to run out, and another process takes the job up again.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which handler runs it: 'email', 'lab.extract'. */
    kind: text('kind').notNull(),
    /** What the handler needs; never file bytes (those are in object storage, named by key). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Whose data the payload holds, so deleting the account deletes the job; null for none. */
    user_id: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    /** Not before this time: the first run, or the next retry after a backoff. */
    run_at: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker holding it ('<host>:<pid>:<n>'), and until when; past it, another may take it. */
    locked_by: text('locked_by'),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    /** The last failure's code (no message: it could quote user data). */
    last_error: text('last_error'),
    /** What the handler returned (done) or the terminal error's details (failed). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_runnable_idx')
      .on(table.run_at)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('jobs_user_id_idx').on(table.user_id),
    check('jobs_status_check', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
    check('jobs_attempts_check', sql`${table.attempts} >= 0 and ${table.max_attempts} >= 1`),
  ],
);
