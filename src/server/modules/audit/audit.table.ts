/**
 * security_audit_log (user_id, action, created_at) with the spec's audit event fields. Chat usage
 * counts rows with action `ai_health_chat` in the current UTC day, so (user_id, action, created_at)
 * is indexed. Rows are only ever inserted by the app.
 */
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/auth/auth.table';

export const securityAuditLog = pgTable(
  'security_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    resource_type: text('resource_type'),
    resource_id: text('resource_id'),
    success: boolean('success').notNull().default(true),
    user_agent: text('user_agent'),
    session_id: text('session_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    risk_level: text('risk_level').notNull().default('LOW'),
    phi_accessed: boolean('phi_accessed').notNull().default(false),
    phi_details: jsonb('phi_details').$type<Record<string, unknown> | null>(),
    request_id: text('request_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('security_audit_log_user_action_created_idx').on(
      table.user_id,
      table.action,
      table.created_at,
    ),
  ],
);
