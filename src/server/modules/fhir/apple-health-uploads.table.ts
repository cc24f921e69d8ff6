/**
 * Apple Health imports sent in parts and read in the background (ADR 094). A phone's export is
 * hundreds of megabytes; one request carrying it meets the request timeout on a slow uplink, and
 * a dropped connection loses everything sent. So the file arrives in numbered parts, each a short
 * request stored as its own object, and a job reads the parts in order once the last has come.
 * The import's row is what the page polls: its status, the bytes read so far and the result.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';
import type { AppleHealthImportResult } from '#shared/contracts/fhir.contract';

export const appleHealthUploads = pgTable(
  'apple_health_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** uploading → queued → reading → saving → done, or refused (the file's fault) or failed. */
    status: text('status').notNull().default('uploading'),
    /** The size the client declared when it began; the parts must add up to exactly this. */
    bytes_total: bigint('bytes_total', { mode: 'number' }).notNull(),
    bytes_uploaded: bigint('bytes_uploaded', { mode: 'number' }).notNull().default(0),
    parts_uploaded: integer('parts_uploaded').notNull().default(0),
    /** Bytes of the ZIP the reader has consumed: the progress while reading. */
    bytes_read: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    result: jsonb('result').$type<AppleHealthImportResult>(),
    /** A refusal or failure as the synchronous route would have answered it. */
    error_status: smallint('error_status'),
    error_code: text('error_code'),
    error_message: text('error_message'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('apple_health_uploads_user_created_idx').on(table.user_id, table.created_at),
    check(
      'apple_health_uploads_status_check',
      sql`${table.status} in ('uploading', 'queued', 'reading', 'saving', 'done', 'refused', 'failed')`,
    ),
    check('apple_health_uploads_bytes_check', sql`${table.bytes_uploaded} <= ${table.bytes_total}`),
  ],
);

/**
 * One stored part of an upload. `storage_key` names the object, so that deleting or exporting the
 * account reaches the bytes too (account-export.ts finds every `storage_key` column). A part's
 * row and object go once the import has been read, however it ended.
 */
export const appleHealthUploadParts = pgTable(
  'apple_health_upload_parts',
  {
    upload_id: uuid('upload_id')
      .notNull()
      .references(() => appleHealthUploads.id, { onDelete: 'cascade' }),
    part_number: integer('part_number').notNull(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.upload_id, table.part_number] })],
);
