/**
 * security_audit_log (user_id, action, created_at) with the audit event's fields. Chat usage
 * counts rows with action `ai_health_chat` in the current UTC day, so (user_id, action, created_at)
 * is indexed. Rows are only ever inserted by the app.
 *
 * Tamper evidence (ADR 020, migration 0008): a BEFORE INSERT trigger numbers each row (`seq`,
 * unique) and chains it, `hash = sha256(prev_hash, the row's fields, payload_hash)`, so whatever
 * the app sends for these four columns is replaced. `user_id` has no foreign key: an account's
 * trail outlives the account, and deleting the user erases only the payload (metadata,
 * phi_details) and sets `redacted_at`; `payload_hash` keeps the chain verifiable.
 */
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const securityAuditLog = pgTable(
  'security_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id').notNull(),
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
    // The defaults only satisfy NOT NULL: the chain trigger always sets these four.
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    prev_hash: text('prev_hash').notNull().default(''),
    payload_hash: text('payload_hash').notNull().default(''),
    hash: text('hash').notNull().default(''),
    redacted_at: timestamp('redacted_at', { withTimezone: true }),
  },
  (table) => [
    index('security_audit_log_user_action_created_idx').on(
      table.user_id,
      table.action,
      table.created_at,
    ),
  ],
);
