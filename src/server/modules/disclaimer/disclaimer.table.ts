import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

/** One row per account that has acknowledged the welcome disclaimer, with when it first did. */
export const disclaimerAcknowledgements = pgTable('disclaimer_acknowledgements', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  acknowledged_at: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
});
