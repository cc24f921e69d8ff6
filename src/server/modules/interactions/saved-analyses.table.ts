/** Saved interaction analyses (paid): the items and the result as it was when saved. */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';
import type { CheckResponse } from '#shared/contracts/interactions.contract';

export const savedInteractionAnalyses = pgTable(
  'saved_interaction_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    items: jsonb('items').$type<string[]>().notNull(),
    result: jsonb('result').$type<CheckResponse>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_interaction_analyses_user_id_created_idx').on(table.user_id, table.created_at),
  ],
);
