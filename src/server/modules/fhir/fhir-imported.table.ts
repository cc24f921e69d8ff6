/**
 * What a FHIR import has already brought in, by the source's own identity of each resource (its
 * identifier, else its fullUrl or id, else a hash of its content: fhir-source-keys.ts). A second
 * import of the same file finds every key here and adds nothing, even when the person has since
 * renamed, stopped or deleted what the first import added (ADR 074).
 */
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export const fhirImportedRecords = pgTable(
  'fhir_imported_records',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** '<resourceType>|<identity>' (fhir-source-keys.ts). */
    source_key: text('source_key').notNull(),
    /** What the resource became: medicine, allergy, condition or lab_result. */
    kind: text('kind').notNull(),
    /**
     * For an allergy or condition: the name it was added under and the record's codes for it
     * (SNOMED CT, ICD-10...), which the export writes back while the profile lists that name
     * (ADR 084). Null for other kinds and for rows from before.
     */
    coded: jsonb('coded').$type<{
      name: string;
      coding: { system: string; code: string; display?: string | null }[];
    }>(),
    imported_at: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.source_key] })],
);
