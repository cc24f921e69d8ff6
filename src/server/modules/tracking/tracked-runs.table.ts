/**
 * Each user's tracked days as runs of consecutive days, per series (ADR 088): 'checkin',
 * 'sleep', 'symptom_free' and 'habit:<habit id>'. Written only by the database's triggers on the
 * four tracker tables (migration 0028), read for streaks and badge progress.
 */
import { sql } from 'drizzle-orm';
import { check, date, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export const trackedRuns = pgTable(
  'tracked_runs',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    series: text('series').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'tracked_runs_pk',
      columns: [table.user_id, table.series, table.start_date],
    }),
    uniqueIndex('tracked_runs_user_series_end_idx').on(table.user_id, table.series, table.end_date),
    check('tracked_runs_order', sql`${table.start_date} <= ${table.end_date}`),
  ],
);
