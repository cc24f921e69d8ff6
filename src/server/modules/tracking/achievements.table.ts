/** Badges a user earned: stored once when first earned, so earned_at never moves. */
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export const userAchievements = pgTable(
  'user_achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievement_key: text('achievement_key').notNull(),
    earned_at: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_achievements_user_key_unique').on(table.user_id, table.achievement_key),
  ],
);
