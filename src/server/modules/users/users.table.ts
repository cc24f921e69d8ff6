/**
 * The users table: Better Auth's user (property names are its field names; columns are snake_case),
 * and the row every user-owned table of every module references. It lives in a module of its own,
 * below all the others, rather than in auth (ADR 108): a table's foreign key imports it, and
 * importing it from auth's face would load the auth library for every table and put auth, which
 * sends mail, below mail and jobs, whose tables reference users.
 */
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  // Sign-up metadata, named as clients send it at sign-up.
  first_name: text('first_name'),
  last_name: text('last_name'),
  selected_plan: text('selected_plan'),
  billing_cycle: text('billing_cycle'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
