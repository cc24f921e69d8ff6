/**
 * Symptom logs. `occurred_on` is the user's own calendar date of `occurred_at` (taken
 * from the offset the client sent), so day ranges and calendars match the user's day, not UTC's.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export const symptomLogs = pgTable(
  'symptom_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    severity: smallint('severity').notNull(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    occurred_on: date('occurred_on', { mode: 'string' }).notNull(),
    note: text('note'),
    triggers: text('triggers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('symptom_logs_user_date_idx').on(table.user_id, table.occurred_on, table.occurred_at),
    check('symptom_logs_name_length', sql`char_length(${table.name}) between 1 and 100`),
    check('symptom_logs_severity_range', sql`${table.severity} between 1 and 10`),
    check(
      'symptom_logs_note_length',
      sql`${table.note} is null or char_length(${table.note}) <= 1000`,
    ),
    check('symptom_logs_triggers_max', sql`coalesce(array_length(${table.triggers}, 1), 0) <= 10`),
  ],
);
