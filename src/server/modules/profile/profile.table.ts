/**
 * The unified health profile and what hangs off it: one profile row per user, the user's
 * preferences (onboarding flag, journey level) and the queue of sync jobs each save creates.
 * Property names are the column names clients use, so the API shape needs no renaming.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

type Json = Record<string, unknown>;

const section = (name: string) => jsonb(name).$type<Json>().notNull().default({});

export const unifiedUserProfiles = pgTable('unified_user_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  // unique: one profile per user, and the index every query of this table uses.
  user_id: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  personal_info: section('personal_info'),
  health_assessment: section('health_assessment'),
  medical_history: section('medical_history'),
  lifestyle_data: section('lifestyle_data'),
  dietary_info: section('dietary_info'),
  medications: section('medications'),
  supplements: section('supplements'),
  symptoms: section('symptoms'),
  conditions: section('conditions'),
  health_goals: section('health_goals'),
  preferences: section('preferences'),
  onboarding_progress: section('onboarding_progress'),
  onboarding_completed: boolean('onboarding_completed').notNull().default(false),
  data_completeness_score: integer('data_completeness_score').notNull().default(0),
  /** section name → ISO time of its last save. */
  last_updated_sections: jsonb('last_updated_sections')
    .$type<Record<string, string>>()
    .notNull()
    .default({}),
  additional_data: section('additional_data'),
  completed_at: timestamp('completed_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userPreferences = pgTable(
  'user_preferences',
  {
    user_id: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    onboarding_completed: boolean('onboarding_completed').notNull().default(false),
    health_journey_level: text('health_journey_level').notNull().default('improve'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'user_preferences_health_journey_level_check',
      sql`${table.health_journey_level} in ('maintain', 'improve', 'transform')`,
    ),
  ],
);

/** Work for the features fed by a profile section (its sync targets); drained later. */
export const dataSyncQueue = pgTable(
  'data_sync_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source_table: text('source_table').notNull(),
    target_features: jsonb('target_features').$type<string[]>().notNull().default([]),
    data_payload: jsonb('data_payload').$type<unknown>().notNull().default({}),
    sync_status: text('sync_status').notNull().default('pending'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('data_sync_queue_user_id_idx').on(table.user_id),
    index('data_sync_queue_sync_status_created_at_idx').on(table.sync_status, table.created_at),
  ],
);
