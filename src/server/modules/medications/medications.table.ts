/**
 * The medications table (the medicine cabinet) and the stored background safety analysis
 * (it runs about 1 s after medications are saved). `notes` keeps a JSON text (type, startDate,
 * prescribingDoctor, dosage) so legacy readers still find those fields there.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';
import type { CheckResponse } from '#shared/contracts/interactions.contract';

export const medications = pgTable(
  'medications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    medication_name: text('medication_name'),
    substance_id: text('substance_id'),
    frequency: text('frequency').notNull(),
    indication: text('indication'),
    active: boolean('active').notNull().default(true),
    notes: text('notes'),
    strength: text('strength'),
    prescribed_dosage: text('prescribed_dosage'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('medications_user_id_active_updated_idx').on(
      table.user_id,
      table.active,
      table.updated_at,
    ),
  ],
);

export const medicationSafetyAnalyses = pgTable('medication_safety_analyses', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  result: jsonb('result').$type<CheckResponse>().notNull(),
  medication_count: integer('medication_count').notNull(),
  /** Which cabinet the result covers (ids, names and active flags): a mismatch means it is stale. */
  fingerprint: text('fingerprint').notNull(),
  analyzed_at: timestamp('analyzed_at', { withTimezone: true }).notNull().defaultNow(),
});
