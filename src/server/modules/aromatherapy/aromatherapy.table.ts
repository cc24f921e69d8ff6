/**
 * The aromatherapy module's own rows: saved blends (the recipe only, never its result: warnings
 * are worked out afresh on every read, from today's profile and cabinet) and favourite oils. The
 * oils and remedies themselves are knowledge (knowledge_oils, knowledge_remedies).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BlendApplication } from '#shared/contracts/aromatherapy.contract';
import { users } from '#server/modules/users/index';

export const aromatherapyBlends = pgTable(
  'aromatherapy_blends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    oils: jsonb('oils').$type<{ id: string; drops: number }[]>().notNull(),
    carrier_ml: real('carrier_ml').notNull(),
    application: text('application').$type<BlendApplication>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('aromatherapy_blends_user_created_idx').on(table.user_id, table.created_at),
    check(
      'aromatherapy_blends_carrier_range',
      sql`${table.carrier_ml} > 0 and ${table.carrier_ml} <= 1000`,
    ),
  ],
);

export const aromatherapyFavoriteOils = pgTable(
  'aromatherapy_favorite_oils',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oil_id: text('oil_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.oil_id] })],
);
