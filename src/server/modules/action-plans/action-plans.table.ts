/** health_action_plans: the dashboard's action items (read five at a time, toggled done). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export const healthActionPlans = pgTable(
  'health_action_plans',
  {
    action_id: uuid('action_id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    priority: text('priority').notNull(),
    impact_score: integer('impact_score').notNull().default(7),
    time_sensitivity: integer('time_sensitivity').notNull().default(7),
    description: text('description'),
    status: text('status').notNull().default('pending'),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    scheduled_for: timestamp('scheduled_for', { withTimezone: true }),
    /** Holds `steps` (a list of strings) and room for more. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('health_action_plans_user_id_idx').on(table.user_id),
    check(
      'health_action_plans_category_check',
      sql`${table.category} in ('nutrition', 'lifestyle', 'fitness')`,
    ),
    check(
      'health_action_plans_priority_check',
      sql`${table.priority} in ('high', 'medium', 'low')`,
    ),
    check('health_action_plans_status_check', sql`${table.status} in ('pending', 'completed')`),
  ],
);
