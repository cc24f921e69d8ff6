/**
 * Reminders (paid feature 'automated_reminders') and what they deliver. The schedule lives in
 * the database: `next_run_at` is the job, claimed with FOR UPDATE SKIP LOCKED by the scheduler, so a
 * restart loses nothing and two processes never send the same one. `reminder_deliveries` records
 * each (reminder, due time) once; its unique key is the last guard against a double send.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';
import { habits } from '#server/modules/tracking/index';
import { medications } from '#server/modules/medications/index';

export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    habit_id: uuid('habit_id').references(() => habits.id, { onDelete: 'cascade' }),
    medication_id: uuid('medication_id').references(() => medications.id, { onDelete: 'cascade' }),
    /** Local wall-clock time 'HH:MM' in time_zone. */
    local_time: text('local_time').notNull(),
    /** 0 = Sunday … 6 = Saturday. */
    weekdays: smallint('weekdays').array().notNull(),
    time_zone: text('time_zone').notNull(),
    channels: text('channels').array().notNull(),
    active: boolean('active').notNull().default(true),
    /** The next send; null while inactive. */
    next_run_at: timestamp('next_run_at', { withTimezone: true }),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reminders_user_id_idx').on(table.user_id, table.created_at),
    index('reminders_due_idx')
      .on(table.next_run_at)
      .where(sql`${table.active}`),
    check(
      'reminders_one_target',
      sql`(${table.habit_id} is null) <> (${table.medication_id} is null)`,
    ),
    check(
      'reminders_local_time_format',
      sql`${table.local_time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check(
      'reminders_weekdays_range',
      sql`cardinality(${table.weekdays}) between 1 and 7 and ${table.weekdays} <@ array[0,1,2,3,4,5,6]::smallint[]`,
    ),
    check(
      'reminders_channels_values',
      sql`cardinality(${table.channels}) between 1 and 2 and ${table.channels} <@ array['in_app','email']::text[]`,
    ),
    check('reminders_time_zone_length', sql`char_length(${table.time_zone}) between 1 and 64`),
  ],
);

export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reminder_id: uuid('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    due_at: timestamp('due_at', { withTimezone: true }).notNull(),
    /** 'sent', or why it was not: 'late', 'not_paid', 'target_gone'. */
    outcome: text('outcome').notNull(),
    channels: text('channels').array().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reminder_deliveries_once').on(table.reminder_id, table.due_at),
    index('reminder_deliveries_user_idx').on(table.user_id),
    check(
      'reminder_deliveries_outcome_values',
      sql`${table.outcome} in ('sent', 'late', 'not_paid', 'target_gone')`,
    ),
  ],
);
