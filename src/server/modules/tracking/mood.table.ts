/** Mood and energy check-ins: one per user per calendar day, upserted by date. */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export const moodEntries = pgTable(
  'mood_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entry_date: date('entry_date', { mode: 'string' }).notNull(),
    mood: smallint('mood').notNull(),
    energy: smallint('energy').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One entry a day; also the (user_id, date) index every range read uses.
    uniqueIndex('mood_entries_user_date_unique').on(table.user_id, table.entry_date),
    check('mood_entries_mood_range', sql`${table.mood} between 1 and 5`),
    check('mood_entries_energy_range', sql`${table.energy} between 1 and 5`),
    check('mood_entries_tags_max', sql`coalesce(array_length(${table.tags}, 1), 0) <= 20`),
    check(
      'mood_entries_note_length',
      sql`${table.note} is null or char_length(${table.note}) <= 1000`,
    ),
  ],
);
