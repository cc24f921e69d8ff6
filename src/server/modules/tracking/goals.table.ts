/**
 * Wellness goals: derived once from the profile's health_goals.primary
 * (source 'profile', keyed by profile_goal so syncing is idempotent) or written by the user
 * ('custom'). Progress is computed from tracked data on read, never stored.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    source: text('source').notNull(),
    /** The profile's goal label (e.g. 'Better sleep') a profile goal came from. */
    profile_goal: text('profile_goal'),
    metric: text('metric').notNull(),
    target_value: real('target_value'),
    /** The user's own latest value, for metrics we do not track (weight, custom). */
    current_value: real('current_value'),
    unit: text('unit'),
    direction: text('direction').notNull(),
    period: text('period').notNull(),
    status: text('status').notNull().default('active'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('goals_user_created_idx').on(table.user_id, table.created_at),
    uniqueIndex('goals_user_profile_goal_unique')
      .on(table.user_id, table.profile_goal)
      .where(sql`${table.source} = 'profile'`),
    check('goals_title_length', sql`char_length(${table.title}) between 1 and 120`),
    check('goals_source_values', sql`${table.source} in ('profile', 'custom')`),
    check(
      'goals_profile_source',
      sql`(${table.source} = 'profile') = (${table.profile_goal} is not null)`,
    ),
    check(
      'goals_metric_values',
      sql`${table.metric} in ('sleep_hours', 'water_glasses', 'mood', 'energy', 'habit_checkins', 'weight', 'symptom_free_days', 'custom')`,
    ),
    check('goals_direction_values', sql`${table.direction} in ('at_least', 'at_most')`),
    check('goals_period_values', sql`${table.period} in ('day', 'week')`),
    check('goals_status_values', sql`${table.status} in ('active', 'completed', 'archived')`),
    check(
      'goals_target_needed',
      sql`${table.metric} = 'custom' or ${table.target_value} is not null`,
    ),
    check('goals_unit_length', sql`${table.unit} is null or char_length(${table.unit}) <= 20`),
  ],
);
