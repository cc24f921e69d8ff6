/**
 * The user's own habits and their check-offs. A habit is either daily or N times a
 * week (ISO weeks); archiving keeps its history for streaks and trends.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export const habits = pgTable(
  'habits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** 'daily', or 'weekly' with times_per_week (1-7). */
    schedule: text('schedule').notNull(),
    times_per_week: smallint('times_per_week'),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('habits_user_created_idx').on(table.user_id, table.created_at),
    check('habits_name_length', sql`char_length(${table.name}) between 1 and 100`),
    check(
      'habits_description_length',
      sql`${table.description} is null or char_length(${table.description}) <= 500`,
    ),
    check(
      'habits_schedule_shape',
      sql`(${table.schedule} = 'daily' and ${table.times_per_week} is null) or (${table.schedule} = 'weekly' and ${table.times_per_week} between 1 and 7)`,
    ),
  ],
);

/** One row per habit and day done; user_id is kept so every read filters by owner on an index. */
export const habitCheckIns = pgTable(
  'habit_check_ins',
  {
    habit_id: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    check_date: date('check_date', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'habit_check_ins_pk', columns: [table.habit_id, table.check_date] }),
    index('habit_check_ins_user_date_idx').on(table.user_id, table.check_date),
  ],
);
