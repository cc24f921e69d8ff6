/**
 * The ingredient module's own rows: each user's avoid-list, and products people add by
 * barcode. Products are a shared catalogue, not user-owned rows: a submission is visible to its
 * submitter at once and to everyone only after an admin approves it (`status`), so the submitter is
 * `submitted_by` (set null when that account is deleted) rather than `user_id`.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tsvector } from '#server/db/full-text';
import { users } from '#server/modules/users/index';

export const ingredientAvoidItems = pgTable(
  'ingredient_avoid_items',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name folded for matching (lower case, spaces collapsed): one row per name per user. */
    name_key: text('name_key').notNull(),
    /** The name as the user wrote it. */
    name: text('name').notNull(),
    /** The knowledge id it resolved to (an additive, allergen, substance...), when it did. */
    ingredient_id: text('ingredient_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.name_key] })],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Digits only, validated (EAN-13, EAN-8, UPC-A; UPC-E stored expanded to UPC-A). */
    barcode: text('barcode').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    ingredients_text: text('ingredients_text').notNull(),
    kind: text('kind').$type<'food' | 'cosmetic' | 'supplement'>().notNull().default('food'),
    status: text('status')
      .$type<'pending' | 'approved' | 'rejected'>()
      .notNull()
      .default('pending'),
    submitted_by: text('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    /** Name, brand, then ingredients, weighted in that order, for full-text search (ADR 087). */
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, brand), 'B') || setweight(to_tsvector('english'::regconfig, ingredients_text), 'C')`,
    ),
  },
  (table) => [
    index('products_barcode_idx').on(table.barcode),
    // Written straight into the index, no pending list to read at every search (migration 0036).
    index('products_search_idx').using('gin', table.search_vector).with({ fastupdate: false }),
    index('products_submitted_by_idx').on(table.submitted_by),
    check('products_status_valid', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('products_kind_valid', sql`${table.kind} in ('food', 'cosmetic', 'supplement')`),
  ],
);
