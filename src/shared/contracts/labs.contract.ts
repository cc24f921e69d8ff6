/**
 * Lab reports: upload or manual entry, review, analysis, history, PDF export, the public
 * biomarker reference and the public sample report. Analyses are stored in
 * analysis_results; uploads are at most 10 MB of jpeg, png, gif or pdf; paid plan and Health
 * edition only. Field names are snake_case on the wire, except the score names
 * (immuneScore, ...), which it writes in camelCase.
 *
 * Routes (all under a session unless marked public):
 * - POST   /api/labs                   multipart (`file`, `test_type`) → 201 LabReportDetail ('lab_uploads')
 *                                      or JSON LabManualEntryRequest (manual entry) → 201 LabReportDetail
 * - GET    /api/labs                   → LabReportList (newest first; `uploads`: readings not done)
 * - DELETE /api/labs/uploads/:id       → 204 (dismiss a failed reading from the list)
 * - GET    /api/labs/:id               → LabReportDetail (rows and latest analysis)
 * - PUT    /api/labs/:id/biomarkers    LabBiomarkersUpdateRequest → LabReportDetail ('lab_uploads')
 * - DELETE /api/labs/:id               → 204
 * - GET    /api/labs/:id/file          → the uploaded file as an attachment (nosniff)
 * - POST   /api/labs/:id/analyze       LabAnalyzeRequest → LabAnalysis ('advanced_analysis')
 * - GET    /api/labs/:id/pdf           → the report and its analysis as a PDF ('pdf_reports')
 * - GET    /api/biomarkers/history     → BiomarkerHistory ('biomarker_tracking')
 * - GET    /api/biomarkers             → BiomarkerReferenceList (public)
 * - GET    /api/labs/sample            → SampleLabReport (public, `sample: true`)
 */
import { z } from 'zod';
import { COLLECTION_DATE_MESSAGES, collectionDateProblem } from '#shared/domain/lab-dates';

export const LAB_TEST_TYPES = ['blood', 'urine', 'combined'] as const;
export type LabTestType = (typeof LAB_TEST_TYPES)[number];

export const LAB_SPECIMENS = ['blood', 'urine'] as const;
export type LabSpecimen = (typeof LAB_SPECIMENS)[number];

/**
 * What a value means against its range. critical_* advise prompt medical attention; 'abnormal' is
 * a non-numeric result (e.g. urine colour) other than the normal values; 'unknown' is a marker we
 * have no range for (kept, never guessed).
 */
export const LAB_FLAGS = [
  'low',
  'normal',
  'high',
  'critical_low',
  'critical_high',
  'abnormal',
  'unknown',
] as const;
export type LabFlag = (typeof LAB_FLAGS)[number];

/** The H/L letter the lab printed next to a value, when it printed one. */
export const LAB_PRINTED_FLAGS = ['H', 'L'] as const;
export type LabPrintedFlag = (typeof LAB_PRINTED_FLAGS)[number];

/** 'review' until the first analysis; 'analyzed' after it (a later edit sets it back to 'review'). */
export const LAB_REPORT_STATUSES = ['review', 'analyzed'] as const;
export type LabReportStatus = (typeof LAB_REPORT_STATUSES)[number];

/** 'import': brought in from health records (a FHIR file), reviewed like one typed in. */
export const LAB_REPORT_SOURCES = ['upload', 'manual', 'import'] as const;
export type LabReportSource = (typeof LAB_REPORT_SOURCES)[number];

export const LAB_FILE_KINDS = ['pdf', 'png', 'jpeg', 'gif'] as const;
export type LabFileKind = (typeof LAB_FILE_KINDS)[number];

/** How the rows were read: text layer of a PDF, OCR of an image or scanned PDF, or typed by hand. */
export const LAB_EXTRACTION_METHODS = ['text', 'ocr', 'manual'] as const;
export type LabExtractionMethod = (typeof LAB_EXTRACTION_METHODS)[number];

/** Uploads: max 10 MB; jpeg, png, gif, pdf; extension and content must match. */
export const LAB_UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  extensions: ['.pdf', '.png', '.jpg', '.jpeg', '.gif'],
  mimeTypes: ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'],
  /** Rows a report may hold (extracted or typed). */
  maxRows: 200,
} as const;

export const LAB_ERROR_CODES = {
  fileRequired: 'FILE_REQUIRED',
  fileTooLarge: 'FILE_TOO_LARGE',
  /** More than one file part in one upload. */
  tooManyFiles: 'TOO_MANY_FILES',
  /** More form fields (or parts) than the upload form ever sends. */
  tooManyFields: 'TOO_MANY_FIELDS',
  unsupportedFileType: 'UNSUPPORTED_FILE_TYPE',
  extractionFailed: 'EXTRACTION_FAILED',
  notFound: 'NOT_FOUND',
  noRows: 'NO_BIOMARKERS',
  validation: 'VALIDATION_ERROR',
} as const;

export const LAB_MESSAGES = {
  fileRequired: 'Choose a PDF or an image of your lab report to upload.',
  fileTooLarge: 'That file is larger than 10 MB. Please upload a smaller file.',
  tooManyFiles: 'Upload one file at a time: each lab report is its own upload.',
  tooManyFields:
    'This upload has more form fields than a lab report upload sends (a file and the test type). Please upload it again from the lab reports page.',
  unsupportedFileType:
    'Only JPEG, PNG, GIF or PDF files are accepted, and the file name must match its content.',
  extractionFailed:
    'We could not read this file. Try a clearer photo or a PDF, or enter your results by hand.',
  notFound: 'Lab report not found',
  fileMissing:
    'We lost this file before we could read it. Please upload it again; nothing from it was saved.',
  readingFailedLater:
    'We could not read this file. Upload it again (a clearer photo or a PDF), or enter your results by hand.',
  noRows: 'Add at least one result before analysing the report.',
  testTypeRequired: 'Choose blood, urine or combined.',
  nameRequired: 'Each result needs a name.',
  valueRequired: 'Each result needs a value.',
  rangeOrder: 'The range’s low value must not be above its high value.',
  sample: 'Sample report with fictional values, for illustration only.',
  disclaimer:
    'Educational information from Wellnest, not a diagnosis. Discuss your results with your clinician; results marked critical need prompt medical attention.',
} as const;

export const sourceRefSchema = z.object({ title: z.string(), url: z.string() });

/**
 * A collection date as the review sends it: 'YYYY-MM-DD', a day that exists, from 1900 on and not
 * in the future (tomorrow in UTC is allowed for people east of UTC; see shared/domain/lab-dates).
 */
export const collectionDateSchema = z
  .string({ error: COLLECTION_DATE_MESSAGES.invalid })
  .trim()
  .superRefine((value, context) => {
    const problem = collectionDateProblem(value, new Date());
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
export type LabSourceRef = z.infer<typeof sourceRefSchema>;

// zod 4 numbers refuse Infinity and NaN already.
const finiteNumber = z.number();

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

/** One result as the user reviews it (PUT and manual entry). `value` or `value_text` is needed. */
export const labBiomarkerInputSchema = z
  .strictObject({
    /** The stored row's id when this is an existing row (keeps where it came from); absent for new rows. */
    id: z.string().max(100).nullish(),
    name: z
      .string({ error: LAB_MESSAGES.nameRequired })
      .trim()
      .min(1, LAB_MESSAGES.nameRequired)
      .max(120),
    /** The numeric value; null for a dipstick or text result. */
    value: finiteNumber.nullish(),
    /** The value as printed when it is not a plain number ('negative', '1+', '<5', 'clear'). */
    value_text: z.string().trim().max(40).nullish(),
    unit: z.string().trim().max(30).nullish(),
    /** The lab's own printed range (it wins over ours). */
    ref_low: finiteNumber.nullish(),
    ref_high: finiteNumber.nullish(),
    /** Our reference id when known (from extraction); resolved from the name when absent. */
    marker_id: z.string().trim().max(80).nullish(),
    specimen: z.enum(LAB_SPECIMENS).nullish(),
    lab_flag: z.enum(LAB_PRINTED_FLAGS).nullish(),
  })
  .refine((row) => row.value != null || (row.value_text != null && row.value_text !== ''), {
    message: LAB_MESSAGES.valueRequired,
    path: ['value'],
  })
  .refine((row) => row.ref_low == null || row.ref_high == null || row.ref_low <= row.ref_high, {
    message: LAB_MESSAGES.rangeOrder,
    path: ['ref_low'],
  });
export type LabBiomarkerInput = z.infer<typeof labBiomarkerInputSchema>;

export const labBiomarkerListInputSchema = z
  .array(labBiomarkerInputSchema)
  .max(LAB_UPLOAD_LIMITS.maxRows, `A report can hold up to ${LAB_UPLOAD_LIMITS.maxRows} results.`);

/**
 * One stored row, as the review table shows it. `ref_low`/`ref_high` are the lab's printed range
 * only; `reference_low`/`reference_high` are ours for this person in the row's unit (null when we
 * cannot convert). The flag uses the lab's range when printed, ours otherwise
 * (`flagLabValue` in src/shared/domain/lab-flags.ts, which the client may call while editing).
 */
export const labBiomarkerSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.number().nullable(),
  unit: z.string().nullable(),
  ref_low: z.number().nullable(),
  ref_high: z.number().nullable(),
  flag: z.enum(LAB_FLAGS),
  value_text: z.string().nullable(),
  marker_id: z.string().nullable(),
  /** The name as printed on the report (extraction), or null for typed rows. */
  printed_name: z.string().nullable(),
  specimen: z.enum(LAB_SPECIMENS).nullable(),
  system: z.string().nullable(),
  system_label: z.string().nullable(),
  lab_flag: z.enum(LAB_PRINTED_FLAGS).nullable(),
  /** The unit as the report printed it ('x10E3/uL' beside `unit` '10^3/µL'); null when none. */
  unit_printed: z.string().nullable().optional(),
  /** The lab's flag as printed ('[H]', '*H', '↑'); null when none. */
  flag_printed: z.string().nullable().optional(),
  /** Why extraction asks the user to check this row (its value could not be read safely). */
  review_reason: z.string().nullable().optional(),
  /**
   * Earlier results a cumulative report printed beside this one (its older dated columns), in
   * this row's unit, oldest first as printed; absent when there are none.
   */
  earlier_results: z
    .array(z.object({ collected_on: z.string(), value: z.number(), value_text: z.string() }))
    .optional(),
  reference_low: z.number().nullable(),
  reference_high: z.number().nullable(),
  critical_low: z.number().nullable(),
  critical_high: z.number().nullable(),
  /** The normal values of a dipstick or text result ('negative'), when we know them. */
  normal_values: z.array(z.string()),
  /**
   * Present (true) when the test's answers have no order (a serology, a screen, a colour): one
   * that is not normal is flagged 'abnormal', never 'high'.
   */
  categorical: z.boolean().optional(),
  origin: z.enum(['extracted', 'manual']),
});
export type LabBiomarker = z.infer<typeof labBiomarkerSchema>;

// ---------------------------------------------------------------------------------------------
// Analysis (stored in analysis_results.analysis_result)
// ---------------------------------------------------------------------------------------------

export const LAB_SCORE_KEYS = [
  'immuneScore',
  'metabolicScore',
  'organFunctionScore',
  'overall',
] as const;
export type LabScoreKey = (typeof LAB_SCORE_KEYS)[number];

/** A 0–100 score from the flagged markers (rule in docs/decisions/012-lab-reports.md); null without data. */
export const labScoreSchema = z.object({
  value: z.number().int().min(0).max(100).nullable(),
  /** How many markers the score is based on (0 when value is null). */
  based_on: z.number().int().min(0),
  /** Names of those markers. */
  markers: z.array(z.string()),
  label: z.string(),
});
export type LabScore = z.infer<typeof labScoreSchema>;

export const analyzedMarkerSchema = labBiomarkerSchema.extend({
  /** The range the flag was judged against, in the row's unit. */
  range: z
    .object({
      low: z.number().nullable(),
      high: z.number().nullable(),
      source: z.enum(['lab', 'reference']),
    })
    .nullable(),
  /** critical_low / critical_high: advise prompt medical attention. */
  is_critical: z.boolean(),
  measures: z.string().nullable(),
  /** Plain-words causes for the flagged direction (high causes for high, low causes for low). */
  causes: z.array(z.string()),
  sources: z.array(sourceRefSchema),
});
export type AnalyzedMarker = z.infer<typeof analyzedMarkerSchema>;

export const labSystemGroupSchema = z.object({
  system: z.string(),
  label: z.string(),
  /** Indexes into `markers`. */
  marker_indexes: z.array(z.number().int()),
  flagged_count: z.number().int(),
});

export const labCorrelationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  /** The blood and urine markers (names as on the report) that together make the finding. */
  blood_markers: z.array(z.string()),
  urine_markers: z.array(z.string()),
  sources: z.array(sourceRefSchema),
});
export type LabCorrelation = z.infer<typeof labCorrelationSchema>;

export const labNarrativeSchema = z.object({
  text: z.string(),
  /** 'model' when the configured assistant provider wrote it from our flags; 'rules' otherwise. */
  written_by: z.enum(['model', 'rules']),
  provider: z.string().nullable(),
});

export const labCountsSchema = z.object({
  total: z.number().int(),
  normal: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  critical: z.number().int(),
  abnormal: z.number().int(),
  unknown: z.number().int(),
});

/** The stored analysis_result: immuneScore (number or null, camelCase as clients read it), plus the rest. */
export const labAnalysisResultSchema = z.object({
  immuneScore: z.number().int().nullable(),
  scores: z.object({
    immuneScore: labScoreSchema,
    metabolicScore: labScoreSchema,
    organFunctionScore: labScoreSchema,
    overall: labScoreSchema,
  }),
  person: z.object({ sex: z.enum(['male', 'female']).nullable(), age: z.number().nullable() }),
  markers: z.array(analyzedMarkerSchema),
  systems: z.array(labSystemGroupSchema),
  correlations: z.array(labCorrelationSchema),
  counts: labCountsSchema,
  narrative: labNarrativeSchema,
  disclaimer: z.string(),
});
export type LabAnalysisResult = z.infer<typeof labAnalysisResultSchema>;

/** One stored analysis (a row of analysis_results). */
export const labAnalysisSchema = z.object({
  id: z.string(),
  lab_report_id: z.string().nullable(),
  test_type: z.enum(LAB_TEST_TYPES),
  created_at: z.string(),
  analysis_result: labAnalysisResultSchema,
});
export type LabAnalysis = z.infer<typeof labAnalysisSchema>;

// ---------------------------------------------------------------------------------------------
// Reports
// ---------------------------------------------------------------------------------------------

export const labFileInfoSchema = z.object({
  kind: z.enum(LAB_FILE_KINDS),
  size: z.number().int(),
  /** The uploaded name for display only (never used as a path). */
  display_name: z.string(),
});

export const labReportDetailSchema = z.object({
  id: z.string(),
  status: z.enum(LAB_REPORT_STATUSES),
  biomarkers: z.array(labBiomarkerSchema),
  test_type: z.enum(LAB_TEST_TYPES),
  source: z.enum(LAB_REPORT_SOURCES),
  method: z.enum(LAB_EXTRACTION_METHODS),
  file: labFileInfoSchema.nullable(),
  /** Things the reader noticed (pages it could not read, rows it skipped). */
  warnings: z.array(z.string()),
  /** The day the specimen was collected ('YYYY-MM-DD'), read from the report or set in review. */
  collected_on: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The latest analysis, or null before the first. */
  analysis: labAnalysisSchema.nullable(),
});
export type LabReportDetail = z.infer<typeof labReportDetailSchema>;

export const labReportSummarySchema = z.object({
  id: z.string(),
  status: z.enum(LAB_REPORT_STATUSES),
  test_type: z.enum(LAB_TEST_TYPES),
  source: z.enum(LAB_REPORT_SOURCES),
  file: labFileInfoSchema.nullable(),
  biomarker_count: z.number().int(),
  /** Rows not flagged normal (from the latest analysis, else from the review flags). */
  flagged_count: z.number().int(),
  analyzed_at: z.string().nullable(),
  /** 'YYYY-MM-DD' or null; the list is ordered by it, else by created_at. */
  collected_on: z.string().nullable(),
  created_at: z.string(),
});
export type LabReportSummary = z.infer<typeof labReportSummarySchema>;

/**
 * An upload whose reading has not produced a report: still being read ('reading', after
 * the upload answered EXTRACTION_PENDING), or failed after the upload stopped waiting ('failed':
 * its file went missing, or it could not be read), so the person hears of it and can upload again.
 * A failed one stays until dismissed (DELETE /api/labs/uploads/:id) or 30 days pass.
 */
export const labUploadStateSchema = z.object({
  id: z.string(),
  state: z.enum(['reading', 'failed']),
  test_type: z.enum(LAB_TEST_TYPES),
  display_name: z.string(),
  /** failed: what went wrong, for the person; null while reading. */
  message: z.string().nullable(),
  /** failed: the reason code ('FILE_MISSING', 'TOOK_TOO_LONG', ...), when known. */
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type LabUploadState = z.infer<typeof labUploadStateSchema>;

export const labReportListSchema = z.object({
  reports: z.array(labReportSummarySchema),
  /** Uploads not (yet) a report: being read, or failed; newest first. */
  uploads: z.array(labUploadStateSchema).optional(),
});
export type LabReportList = z.infer<typeof labReportListSchema>;

/** Multipart text field `test_type` (the file part is `file`). */
export const labUploadFieldsSchema = z.object({
  test_type: z.enum(LAB_TEST_TYPES, { error: LAB_MESSAGES.testTypeRequired }),
});

/** JSON body of POST /api/labs: manual entry without a file. */
export const labManualEntryRequestSchema = z.strictObject({
  test_type: z.enum(LAB_TEST_TYPES, { error: LAB_MESSAGES.testTypeRequired }),
  biomarkers: labBiomarkerListInputSchema.min(1, LAB_MESSAGES.noRows),
  collected_on: collectionDateSchema.nullish(),
});
export type LabManualEntryRequest = z.infer<typeof labManualEntryRequestSchema>;

/** PUT /api/labs/:id/biomarkers: the reviewed rows replace the stored ones (correct, add, remove). */
export const labBiomarkersUpdateRequestSchema = z.strictObject({
  biomarkers: labBiomarkerListInputSchema,
  test_type: z.enum(LAB_TEST_TYPES).optional(),
  /** Absent: unchanged; null: cleared (the chart falls back to the upload day). */
  collected_on: collectionDateSchema.nullish(),
});
export type LabBiomarkersUpdateRequest = z.infer<typeof labBiomarkersUpdateRequestSchema>;

/** POST /api/labs/:id/analyze: with rows, they replace the stored ones first; without, the stored rows. */
export const labAnalyzeRequestSchema = z.strictObject({
  biomarkers: labBiomarkerListInputSchema.optional(),
  /** The reviewed collection date, saved with the rows (absent: unchanged; null: cleared). */
  collected_on: collectionDateSchema.nullish(),
});
export type LabAnalyzeRequest = z.infer<typeof labAnalyzeRequestSchema>;

// ---------------------------------------------------------------------------------------------
// History (/wellness/biomarkers)
// ---------------------------------------------------------------------------------------------

export const biomarkerHistoryPointSchema = z.object({
  report_id: z.string().nullable(),
  analysis_id: z.string(),
  /**
   * The point's place on the time axis: the report's collection day ('YYYY-MM-DD') when known,
   * else when the report was uploaded (ISO timestamp). `date_source` says which.
   */
  date: z.string(),
  /** 'earlier_column': an older dated column of a cumulative report (`report_id` printed it). */
  date_source: z.enum(['collected', 'uploaded', 'earlier_column']),
  /** In the series' unit (converted when the report used another unit). */
  value: z.number(),
  flag: z.enum(LAB_FLAGS),
  /** As reported, before conversion. */
  reported_value: z.number(),
  reported_unit: z.string().nullable(),
  /** The range the lab printed on this report, in the series' unit; null when it printed none. */
  lab_range: z.object({ low: z.number().nullable(), high: z.number().nullable() }).nullable(),
});

export const biomarkerSeriesSchema = z.object({
  marker_id: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  specimen: z.enum(LAB_SPECIMENS).nullable(),
  system: z.string().nullable(),
  system_label: z.string().nullable(),
  /**
   * The band behind the chart, in the series' unit: the range the lab printed on the latest
   * report that printed one (what the person sees on their paper), else ours for this person.
   */
  range: z.object({ low: z.number().nullable(), high: z.number().nullable() }).nullable(),
  /** 'lab' when `range` is the lab's printed range, 'reference' when it is ours. */
  range_source: z.enum(['lab', 'reference']).nullable(),
  /** Our range for this person in the series' unit (also when the lab's is drawn). */
  reference_range: z.object({ low: z.number().nullable(), high: z.number().nullable() }).nullable(),
  points: z.array(biomarkerHistoryPointSchema),
});
export type BiomarkerSeries = z.infer<typeof biomarkerSeriesSchema>;

export const biomarkerHistoryQuerySchema = z.object({
  marker_id: z.string().max(80).optional(),
});

export const biomarkerHistorySchema = z.object({ series: z.array(biomarkerSeriesSchema) });
export type BiomarkerHistory = z.infer<typeof biomarkerHistorySchema>;

// ---------------------------------------------------------------------------------------------
// Public reference and sample
// ---------------------------------------------------------------------------------------------

export const biomarkerRangeSchema = z.object({
  sex: z.enum(['any', 'male', 'female']),
  age_min: z.number().nullable(),
  age_max: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  unit: z.string(),
});

export const biomarkerReferenceEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  specimen: z.enum(LAB_SPECIMENS),
  system: z.string(),
  system_label: z.string(),
  kind: z.string(),
  aliases: z.array(z.string()),
  canonical_unit: z.string().nullable(),
  units: z.array(z.string()),
  ranges: z.array(biomarkerRangeSchema),
  normal_values: z.array(z.string()),
  critical_low: z.number().nullable(),
  critical_high: z.number().nullable(),
  measures: z.string(),
  high_causes: z.array(z.string()),
  low_causes: z.array(z.string()),
  preparation: z.string().nullable(),
  sources: z.array(sourceRefSchema),
});
export type BiomarkerReferenceEntry = z.infer<typeof biomarkerReferenceEntrySchema>;

export const biomarkerReferenceListSchema = z.object({
  systems: z.array(z.object({ id: z.string(), label: z.string() })),
  biomarkers: z.array(biomarkerReferenceEntrySchema),
});
export type BiomarkerReferenceList = z.infer<typeof biomarkerReferenceListSchema>;

/** GET /api/labs/sample: fictional values run through the same analysis engine. */
export const sampleLabReportSchema = z.object({
  sample: z.literal(true),
  label: z.string(),
  title: z.string(),
  test_type: z.enum(LAB_TEST_TYPES),
  biomarkers: z.array(labBiomarkerSchema),
  analysis_result: labAnalysisResultSchema,
});
export type SampleLabReport = z.infer<typeof sampleLabReportSchema>;

// Contract complete: routes below are stable.
