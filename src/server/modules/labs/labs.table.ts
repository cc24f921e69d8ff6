/**
 * Lab reports. A report holds its reviewed rows as one JSON list (the review replaces
 * them all at once); its uploaded file lives in lab_files as bytes under a random id, so no client
 * file name ever reaches a path; every analysis is a row of 'analysis_results' (history).
 * See docs/decisions/012-lab-reports.md.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';
import type {
  LabAnalysisResult,
  LabPrintedFlag,
  LabSpecimen,
} from '#shared/contracts/labs.contract';

/** One result as stored (the review table's row before flags are worked out). */
export interface StoredLabRow {
  id: string;
  name: string;
  printed_name: string | null;
  marker_id: string | null;
  specimen: LabSpecimen | null;
  value: number | null;
  value_text: string | null;
  unit: string | null;
  ref_low: number | null;
  ref_high: number | null;
  lab_flag: LabPrintedFlag | null;
  origin: 'extracted' | 'manual';
  /** The unit and the flag as the report printed them (extraction); absent on older rows. */
  unit_printed?: string | null;
  flag_printed?: string | null;
  /** Why extraction asks the user to check this row (no value could be read safely). */
  review_reason?: string | null;
  /**
   * Earlier results a cumulative report printed beside this one, in this row's unit, each on the
   * day its column heads (extraction); absent when there were none.
   */
  earlier_results?: EarlierLabResult[];
  /**
   * The codes a records import (FHIR) gave this result (LOINC, a lab's local code), exported
   * again as they came (ADR 084); kept while the row stays the same test in the same unit.
   */
  coding?: { system: string; code: string; display?: string | null }[];
}

export interface EarlierLabResult {
  collected_on: string;
  value: number;
  value_text: string;
}

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const labReports = pgTable(
  'lab_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    test_type: text('test_type').notNull(),
    status: text('status').notNull().default('review'),
    source: text('source').notNull(),
    method: text('method').notNull(),
    biomarkers: jsonb('biomarkers').$type<StoredLabRow[]>().notNull().default([]),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    /**
     * The day the specimen was collected ('YYYY-MM-DD'): read from the report or set in review;
     * null when neither said. History and charts use it, falling back to created_at (upload day).
     */
    collected_on: date('collected_on', { mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lab_reports_user_id_created_idx').on(table.user_id, table.created_at),
    check(
      'lab_reports_collected_on_check',
      sql`${table.collected_on} is null or ${table.collected_on} >= date '1900-01-01'`,
    ),
    check('lab_reports_test_type_check', sql`${table.test_type} in ('blood', 'urine', 'combined')`),
    check('lab_reports_status_check', sql`${table.status} in ('review', 'analyzed')`),
    check('lab_reports_source_check', sql`${table.source} in ('upload', 'manual', 'import')`),
    check('lab_reports_method_check', sql`${table.method} in ('text', 'ocr', 'manual')`),
  ],
);

export const labFiles = pgTable(
  'lab_files',
  {
    /** Random, and the only name the file has on our side. */
    id: uuid('id').primaryKey().defaultRandom(),
    report_id: uuid('report_id')
      .notNull()
      .unique()
      .references(() => labReports.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    size: integer('size').notNull(),
    /** The uploaded name, cleaned, shown in the UI only. */
    display_name: text('display_name').notNull(),
    sha256: text('sha256').notNull(),
    /**
     * Where the file is in object storage (ADR 045). Files uploaded before storage existed were kept
     * in `bytes`; start-up moves them out and empties the column.
     */
    storage_key: text('storage_key'),
    bytes: bytea('bytes'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lab_files_user_id_idx').on(table.user_id),
    check(
      'lab_files_stored_check',
      sql`${table.storage_key} is not null or ${table.bytes} is not null`,
    ),
    check('lab_files_kind_check', sql`${table.kind} in ('pdf', 'png', 'jpeg', 'gif')`),
    check('lab_files_size_check', sql`${table.size} > 0 and ${table.size} <= 10485760`),
  ],
);

/** analysis_results, plus lab_report_id; read newest first per user. */
export const analysisResults = pgTable(
  'analysis_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lab_report_id: uuid('lab_report_id').references(() => labReports.id, { onDelete: 'cascade' }),
    blood_test_data: jsonb('blood_test_data').$type<StoredLabRow[] | null>(),
    urine_test_data: jsonb('urine_test_data').$type<StoredLabRow[] | null>(),
    analysis_result: jsonb('analysis_result').$type<LabAnalysisResult>().notNull(),
    questionnaire_data: jsonb('questionnaire_data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    test_type: text('test_type').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analysis_results_user_id_created_idx').on(table.user_id, table.created_at),
    index('analysis_results_lab_report_id_idx').on(table.lab_report_id),
    check(
      'analysis_results_test_type_check',
      sql`${table.test_type} in ('blood', 'urine', 'combined')`,
    ),
  ],
);
