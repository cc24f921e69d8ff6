/**
 * Safety alerts a person dismissed. An alert is computed, never stored (safety-alerts.ts); this
 * keeps only its stable key and the fact it stood for when dismissed (`fact`: a digest of when the
 * medicines were added or the report analysed, and what the alert said). The alert stays hidden
 * while the same fact holds and comes back when it changes: a medicine re-added, a new report.
 * A read mark (`action` 'read', ADR 098) follows the same rule but keeps the alert listed: read,
 * so not counted unread, while the same fact holds.
 */
import { sql } from 'drizzle-orm';
import { check, primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export const safetyAlertDismissals = pgTable(
  'safety_alert_dismissals',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alert_key: text('alert_key').notNull(),
    fact: text('fact').notNull(),
    dismissed_at: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull().default('dismissed'),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.alert_key] }),
    check('safety_alert_dismissals_action_check', sql`${table.action} in ('dismissed', 'read')`),
  ],
);
