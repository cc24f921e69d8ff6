/**
 * Wellness providers and shared summaries. A provider listing is a public directory
 * entry once an admin approves it: its applicant is `owner_id` (shared content, not a user-owned
 * row). A share is the user's own (`user_id`, row-level security); its link is looked up by the
 * token's hash (the token itself is never stored), as the system, and each view is recorded.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export const providers = pgTable(
  'providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    profession: text('profession').notNull(),
    specialty: text('specialty').notNull().default(''),
    /** A US National Provider Identifier (10 digits, Luhn with the 80840 prefix), when given. */
    npi: text('npi'),
    /** A licence or registration number elsewhere (GMC, HCPC, AHPRA...), when given. */
    licence: text('licence'),
    location: text('location').notNull().default(''),
    telehealth: boolean('telehealth').notNull().default(false),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    bio: text('bio').notNull().default(''),
    status: text('status')
      .$type<'pending' | 'approved' | 'rejected'>()
      .notNull()
      .default('pending'),
    /** The NPI was found in the NPI Registry (NPPES) with a matching name. */
    verified: boolean('verified').notNull().default(false),
    /** A clearly labelled sample listing added by `npm run seed:demo`, never by default. */
    is_demo: boolean('is_demo').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('providers_status_idx').on(table.status),
    index('providers_owner_idx').on(table.owner_id),
    check('providers_status_valid', sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the 128-bit link token (base64url); the token is shown once, in the link. */
    token_hash: text('token_hash').notNull().unique(),
    /** The chosen sections: 'medicines', 'trends', 'lab_report' (with its report id). */
    sections: jsonb('sections').$type<Record<string, unknown>>().notNull(),
    provider_id: uuid('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    view_count: integer('view_count').notNull().default(0),
    last_viewed_at: timestamp('last_viewed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shares_user_idx').on(table.user_id, table.created_at)],
);

/** Every view of a shared link, shown to its owner ('viewed 2 times, last on ...'). */
export const shareViews = pgTable(
  'share_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    share_id: uuid('share_id')
      .notNull()
      .references(() => shares.id, { onDelete: 'cascade' }),
    viewed_at: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('share_views_share_idx').on(table.share_id, table.viewed_at)],
);
