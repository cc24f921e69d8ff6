/**
 * Legacy tables: the old per-feature stores. They are read by data recovery
 * (user_details) and by the freshness check (the others' updated_at); new data goes to the
 * unified profile.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const userDetails = pgTable('user_details', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  questionnaire_data: jsonb('questionnaire_data').$type<unknown>(),
  medication_data: jsonb('medication_data').$type<unknown>(),
  diet_data: jsonb('diet_data').$type<unknown>(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One shape for the three freshness sources; (user_id, updated_at) serves 'newest by user'. */
function freshnessSource(name: string) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      user_id: owner(),
      data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [index(`${name}_user_id_updated_at_idx`).on(table.user_id, table.updated_at)],
  );
}

export const dietProfiles = freshnessSource('diet_profiles');
export const healthGoals = freshnessSource('health_goals');
export const bloodTestHistory = freshnessSource('blood_test_history');
