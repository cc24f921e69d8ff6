/**
 * Health records in and out (ADR 058): the person's data as a FHIR R4 Bundle, a Bundle from a
 * patient portal or another app brought in after review, and an Apple Health export streamed into
 * the body metrics and the daily log.
 *
 * - GET  /api/account/fhir                  → FhirBundle (type 'collection')
 * - POST /api/account/fhir                  FhirImportBundle → FhirImportPreview (nothing written)
 * - POST /api/account/fhir/confirm          FhirImportConfirm → FhirImportResult (all or nothing)
 * - POST /api/account/apple-health          application/zip (the export's ZIP) → AppleHealthImportResult
 * - POST /api/account/apple-health/uploads  { size } → AppleHealthUpload (201; then its parts)
 * - PUT  /api/account/apple-health/uploads/:id/parts/:number   application/octet-stream → AppleHealthUpload
 * - POST /api/account/apple-health/uploads/:id/complete        → AppleHealthUpload (202, read in the background)
 * - GET  /api/account/apple-health/uploads/:id                 → AppleHealthUpload (status, progress, result)
 * - GET  /api/account/body-metrics          → BodyMetricList
 */
import { z } from 'zod';
import { calendarDateSchema } from './common.contract';
import { MEDICATION_FREQUENCIES } from '../domain/medication-frequencies';
import { requiredPlanFor } from '../domain/plan-access';
import { PLAN_DISPLAY_NAMES } from '../domain/plans';
import { MEDICATION_TYPES } from './profile.contract';
import {
  labBiomarkerInputSchema,
  labManualEntryRequestSchema,
  LAB_TEST_TYPES,
} from './labs.contract';
import { formatInteger } from '../domain/en-us-format';

/** A Bundle to import may be at most this large (bytes) and hold at most this many entries. */
export const FHIR_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const FHIR_IMPORT_MAX_ENTRIES = 10_000;
/** An Apple Health export's ZIP may be at most this large (bytes). */
export const APPLE_HEALTH_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/**
 * One part of an upload sent in parts may be at most this large (bytes). Small enough that a part
 * crosses a slow uplink (1 Mbit/s) well within the request timeout; the client sizes its parts by
 * the speed it measures, up to this.
 */
export const APPLE_HEALTH_PART_MAX_BYTES = 8 * 1024 * 1024;
export const FHIR_FILE_NAME = 'wellnest-fhir.json';
/** One confirmation adds at most this many lab reports (a report per collection day). */
export const FHIR_IMPORT_MAX_LAB_REPORTS = 500;

export const FHIR_MESSAGES = {
  notBundle: 'This file is not a FHIR Bundle (resourceType must be "Bundle").',
  badEntries: 'The Bundle\'s "entry" must be a list of resources.',
  tooManyEntries: `The Bundle holds more than ${formatInteger(FHIR_IMPORT_MAX_ENTRIES)} entries; split it and import the parts.`,
  tooLarge: `The file is larger than ${FHIR_IMPORT_MAX_BYTES / 1024 / 1024} MB. Nothing was imported.`,
  nothingToImport: 'Choose at least one item to import.',
  /** Shown with the preview, before anything is imported, when lab reports are not on the plan. */
  labsNeedPlan: `Lab results become lab reports, which are part of ${PLAN_DISPLAY_NAMES[requiredPlanFor('lab_uploads')]}. Upgrade first to import them; everything else can be imported now without them.`,
  labsNotInEdition:
    'Lab results become lab reports, which this edition of Wellnest does not have. Everything else can be imported without them.',
  appleTooLarge: 'The Apple Health export is larger than 2 GB. Nothing was imported.',
  appleNoExport:
    'This ZIP holds no export.xml. In the Health app choose your profile picture, then Export All Health Data, and upload that ZIP.',
  appleNotZip: 'This file is not a ZIP archive. Upload the export.zip the Health app made.',
  appleBadXml: 'The export.xml in this ZIP could not be read. Nothing was imported.',
  appleUploadNotFound: 'This Apple Health upload was not found.',
  appleUploadClosed:
    'This upload has already been sent for reading or has ended. Start a new import to send the file again.',
  applePartOutOfOrder: 'The parts of the file must be sent in order, one after the other.',
  applePartPastSize: 'The parts sent add up to more than the file size given at the start.',
  appleUploadIncomplete:
    'Not all of the file has arrived yet. Send the remaining parts, then finish the upload.',
  appleImportFailed:
    'The import could not be completed because of a problem on our side. Nothing was imported. Please try again.',
} as const;

/** A FHIR resource as JSON: its type and any other fields, kept as written. */
const resourceSchema = z.looseObject({ resourceType: z.string().min(1).max(64) });

/** GET /api/account/fhir: a FHIR R4 Bundle of type 'collection'. */
export const fhirBundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  id: z.string(),
  type: z.literal('collection'),
  timestamp: z.string(),
  entry: z.array(
    z.looseObject({ fullUrl: z.string(), resource: z.record(z.string(), z.unknown()) }),
  ),
});
export type FhirBundle = z.infer<typeof fhirBundleSchema>;

/** POST /api/account/fhir: any Bundle type (collection, searchset, document, transaction). */
export const fhirImportBundleSchema = z.looseObject({
  resourceType: z.literal('Bundle', { error: FHIR_MESSAGES.notBundle }),
  entry: z
    .array(z.looseObject({ resource: resourceSchema.optional() }), {
      error: FHIR_MESSAGES.badEntries,
    })
    .max(FHIR_IMPORT_MAX_ENTRIES, FHIR_MESSAGES.tooManyEntries)
    .optional(),
});
export type FhirImportBundle = z.infer<typeof fhirImportBundleSchema>;

export const BODY_METRIC_KINDS = [
  'weight',
  'height',
  'blood_pressure',
  'heart_rate',
  'steps',
] as const;
export type BodyMetricKind = (typeof BODY_METRIC_KINDS)[number];
/** The one unit each kind is stored in (blood pressure: systolic `value`, diastolic `value2`). */
export const BODY_METRIC_UNITS: Record<BodyMetricKind, string> = {
  weight: 'kg',
  height: 'cm',
  blood_pressure: 'mmHg',
  heart_rate: 'beats/min',
  steps: 'steps',
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD');

/** One day's value of a body metric. */
export const bodyMetricInputSchema = z
  .strictObject({
    kind: z.enum(BODY_METRIC_KINDS),
    date: isoDate,
    value: z.number().positive().max(1_000_000),
    value2: z.number().positive().max(1000).nullish(),
  })
  .refine((metric) => metric.kind !== 'blood_pressure' || metric.value2 != null, {
    message: 'A blood pressure reading needs both numbers.',
    path: ['value2'],
  });
export type BodyMetricInput = z.infer<typeof bodyMetricInputSchema>;

export const sleepNightSchema = z.strictObject({
  date: isoDate,
  hours: z.number().min(0).max(24),
});

/**
 * Issue 47 point 5: every item a preview offers says whether it is ticked at first; one that is
 * not (`selected: false`) says why in `reason` (already listed, imported before, not recognised,
 * a diagnosis from one visit).
 */
const offered = {
  selected: z.boolean(),
  reason: z.string().nullable(),
  /** The source's identity of each resource behind the item; sent back on confirm (ADR 074). */
  source_ids: z.array(z.string()),
};

/**
 * A code as the record gave it (Coding: system, code, display), kept so that the export writes the
 * source's own coding back (ADR 084). At most 10 a concept.
 */
const fhirCodingSchema = z.strictObject({
  system: z.string().trim().min(1).max(200),
  code: z.string().trim().min(1).max(100),
  display: z.string().trim().max(300).nullish(),
});
const codingList = z.array(fhirCodingSchema).max(10);

export const fhirPreviewMedicineSchema = z.object({
  name: z.string(),
  dosage: z.string().nullable(),
  /** The cabinet's frequency when the record's timing matches one exactly; else null. */
  frequency: z.enum(MEDICATION_FREQUENCIES).nullable(),
  /** The schedule as the record wrote it when it matches no cabinet frequency exactly. */
  schedule_note: z.string().nullable(),
  /**
   * The cabinet type from the record (its category or form's words, a MedicationRequest is a
   * prescription) or the knowledge base (a supplement, vitamin or herb); null when neither says.
   */
  type: z.enum(MEDICATION_TYPES).nullable(),
  /** The knowledge base's substance (the same name resolution as the checker), or null. */
  substance_id: z.string().nullable(),
  matched: z.string().nullable(),
  already_listed: z.boolean(),
  /** The record's codes for the medicine (RxNorm, SNOMED CT...), sent back on confirm and exported. */
  coding: codingList,
  ...offered,
});

export const fhirPreviewItemSchema = z.object({
  name: z.string(),
  already_listed: z.boolean(),
  /** The record's codes for it (SNOMED CT, ICD-10...), sent back on confirm and exported. */
  coding: codingList,
  ...offered,
});

export const fhirPreviewLabReportSchema = z.object({
  collected_on: z.string().nullable(),
  test_type: z.enum(LAB_TEST_TYPES),
  biomarkers: z.array(labBiomarkerInputSchema),
  selected: z.boolean(),
  reason: z.string().nullable(),
  /** One per biomarker row, in order: the Observation each row came from. */
  source_ids: z.array(z.string()),
  /** One per biomarker row, in order: the Observation's own codes (LOINC, a lab's local code). */
  codings: z.array(codingList),
});

export const fhirImportPreviewSchema = z.object({
  /** Medicines the name resolution recognised, to add to the cabinet. */
  medicines: z.array(fhirPreviewMedicineSchema),
  /** Medicines no substance was found for: shown for review, added only if the person keeps them. */
  unresolved_medicines: z.array(fhirPreviewMedicineSchema),
  allergies: z.array(fhirPreviewItemSchema),
  conditions: z.array(fhirPreviewItemSchema),
  /** Lab results grouped by collection day; each becomes a report in review. */
  lab_reports: z.array(fhirPreviewLabReportSchema),
  /**
   * Null when the lab reports can be imported; else why not (the plan or the edition lacks lab
   * reports), said before anything is imported. A confirmation with lab reports is then refused
   * (403) and writes nothing.
   */
  lab_reports_blocked: z.string().nullable(),
  metrics: z.array(
    z.object({
      kind: z.enum(BODY_METRIC_KINDS),
      date: z.string(),
      value: z.number(),
      value2: z.number().nullable(),
    }),
  ),
  sleep: z.array(z.object({ date: z.string(), hours: z.number() })),
  /** Resources left out and why ('Encounter: not imported', 'Observation: dated in the future'). */
  skipped: z.array(z.object({ resource_type: z.string(), reason: z.string(), count: z.number() })),
});
export type FhirImportPreview = z.infer<typeof fhirImportPreviewSchema>;

const nameText = z.string().trim().min(1).max(200);
const sourceIds = z.array(z.string().min(1).max(300)).max(1000).optional();
/** An allergy or condition: its name, or its name with the source's ids from the preview. */
const historyItem = z.union([
  nameText,
  z.strictObject({ name: nameText, source_ids: sourceIds, coding: codingList.optional() }),
]);

/**
 * A lab report as the preview offered it. Its date is checked by the service, report by report:
 * one that cannot be stored (a future or impossible day) is left out and named in the answer
 * while the rest is saved (ADR 074).
 */
export const fhirConfirmLabReportSchema = labManualEntryRequestSchema.extend({
  collected_on: z.string().trim().max(40).nullish(),
  source_ids: sourceIds,
  /** The preview's `codings`, one per row in order; kept on the stored rows and exported. */
  codings: z.array(codingList).max(1000).optional(),
  // A preview's report may be sent back as it came: its tick and reason are not stored.
  selected: z.boolean().optional(),
  reason: z.string().max(300).nullish(),
});
export type FhirConfirmLabReport = z.infer<typeof fhirConfirmLabReportSchema>;

/** POST /api/account/fhir/confirm: what the person kept in review. */
export const fhirImportConfirmSchema = z
  .strictObject({
    medicines: z
      .array(
        z.strictObject({
          name: nameText,
          dosage: z.string().trim().max(200).nullish(),
          frequency: z.enum(MEDICATION_FREQUENCIES).nullish(),
          schedule_note: z.string().trim().max(300).nullish(),
          type: z.enum(MEDICATION_TYPES).nullish(),
          source_ids: sourceIds,
          coding: codingList.optional(),
        }),
      )
      .max(100)
      .default([]),
    allergies: z.array(historyItem).max(100).default([]),
    conditions: z.array(historyItem).max(100).default([]),
    metrics: z.array(bodyMetricInputSchema).max(20_000).default([]),
    sleep: z.array(sleepNightSchema).max(20_000).default([]),
    /** Lab reports from the preview, each created in review (paid: lab reports). */
    lab_reports: z.array(fhirConfirmLabReportSchema).max(FHIR_IMPORT_MAX_LAB_REPORTS).default([]),
  })
  .refine(
    (body) =>
      body.medicines.length +
        body.allergies.length +
        body.conditions.length +
        body.metrics.length +
        body.sleep.length +
        body.lab_reports.length >
      0,
    { message: FHIR_MESSAGES.nothingToImport },
  );
export type FhirImportConfirm = z.infer<typeof fhirImportConfirmSchema>;

export const fhirImportResultSchema = z.object({
  medicines_added: z.number(),
  allergies_added: z.number(),
  conditions_added: z.number(),
  metrics_added: z.number(),
  sleep_days_added: z.number(),
  /** The lab reports created in review, in the order sent: each opens in the lab review. */
  lab_report_ids: z.array(z.string()),
  /**
   * What was sent but not stored, and why (a lab report dated in the future, a night on a day
   * that does not exist, everything in it imported before); the rest was saved.
   */
  left_out: z.array(z.object({ section: z.string(), item: z.string(), reason: z.string() })),
});
export type FhirImportResult = z.infer<typeof fhirImportResultSchema>;

export const appleHealthImportResultSchema = z.object({
  /** Health records read from export.xml (every type, kept or not). */
  records_read: z.number(),
  metrics_added: z.number(),
  sleep_days_added: z.number(),
  /** Days that already had a value of their own: kept, not overwritten. */
  days_kept: z.number(),
});
export type AppleHealthImportResult = z.infer<typeof appleHealthImportResultSchema>;

export const APPLE_HEALTH_UPLOAD_STATUSES = [
  'uploading',
  'queued',
  'reading',
  'saving',
  'done',
  'refused',
  'failed',
] as const;
export type AppleHealthUploadStatus = (typeof APPLE_HEALTH_UPLOAD_STATUSES)[number];

/** POST /api/account/apple-health/uploads: the size of the ZIP about to be sent in parts. */
export const appleHealthUploadStartSchema = z.object({
  size: z.number().int().min(1).max(APPLE_HEALTH_MAX_BYTES),
});
export type AppleHealthUploadStart = z.infer<typeof appleHealthUploadStartSchema>;

/**
 * An Apple Health import sent in parts (ADR 094) and read in the background: what the page polls.
 * `error` is the refusal the one-request import would have answered (413 for a limit, 400 for a
 * broken file), or a failure on our side; in both cases nothing was written.
 */
export const appleHealthUploadSchema = z.object({
  id: z.string(),
  status: z.enum(APPLE_HEALTH_UPLOAD_STATUSES),
  bytes_total: z.number(),
  bytes_uploaded: z.number(),
  parts_uploaded: z.number(),
  /** Bytes of the ZIP read so far (progress while `reading`). */
  bytes_read: z.number(),
  part_max_bytes: z.number(),
  result: appleHealthImportResultSchema.nullable(),
  error: z.object({ status: z.number(), code: z.string(), message: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AppleHealthUpload = z.infer<typeof appleHealthUploadSchema>;

export const bodyMetricSchema = z.object({
  kind: z.enum(BODY_METRIC_KINDS),
  date: z.string(),
  value: z.number(),
  value2: z.number().nullable(),
  unit: z.string(),
  source: z.string(),
});
export type BodyMetric = z.infer<typeof bodyMetricSchema>;

/** The most values GET /api/account/body-metrics?from= answers (5 kinds a day for about a year). */
export const BODY_METRICS_WINDOW_MAX = 2000;

/** GET /api/account/body-metrics: `from` ('YYYY-MM-DD') asks for every value since that day. */
export const bodyMetricsQuerySchema = z.object({ from: calendarDateSchema.optional() });

export const bodyMetricListSchema = z.object({
  /**
   * Newest first: the newest 200 values, or with `from` every value since that day (at most
   * BODY_METRICS_WINDOW_MAX).
   */
  metrics: z.array(bodyMetricSchema),
  /** How many values of each kind are stored. */
  counts: z.record(z.string(), z.number()),
  /** The newest height stored (cm), whatever the window: what a BMI is computed with. */
  latest_height_cm: z.number().nullable(),
});
export type BodyMetricList = z.infer<typeof bodyMetricListSchema>;
