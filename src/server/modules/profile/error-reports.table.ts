/** error_reports: client errors sent by the error reporter; user_id is null for visitors. */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    error_type: text('error_type').notNull(),
    error_message: text('error_message').notNull(),
    stack_trace: text('stack_trace'),
    url: text('url'),
    user_agent: text('user_agent'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    severity: text('severity').notNull().default('low'),
    // Cascade: a deleted account takes its reports (their context may hold health details) with it.
    user_id: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('error_reports_user_id_idx').on(table.user_id),
    // The demo-data-leak check selects by error_type.
    index('error_reports_error_type_idx').on(table.error_type),
    check(
      'error_reports_severity_check',
      sql`${table.severity} in ('low', 'medium', 'high', 'critical')`,
    ),
  ],
);
