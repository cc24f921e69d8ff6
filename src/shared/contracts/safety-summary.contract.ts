/**
 * GET /api/safety/summary: the one safety summary of the signed-in member's cabinet and profile
 * (ADR 079). The cabinet, the dashboard card, the medication-safety page, the bell and the weekly
 * report all render its counts, so they cannot disagree. Computed on read from the active cabinet
 * and the profile (conditions, allergies, pregnancy, age) by the curated checker.
 */
import { z } from 'zod';
import { SEVERITIES, checkResponseSchema, sourceRefSchema } from './interactions.contract';

/** The lab result a lab caution rests on: the member's latest of that test, by collection day. */
export const labResultRefSchema = z.object({
  marker_id: z.string(),
  /** The test's short name ('eGFR', 'Potassium'). */
  name: z.string(),
  value: z.number(),
  /** As the report gave it ('' for a ratio such as the INR). */
  unit: z.string(),
  /** 'YYYY-MM-DD': the day the sample was collected, else the day the report was uploaded. */
  date: z.string(),
  date_source: z.enum(['collected', 'uploaded']),
  report_id: z.string(),
});
export type LabResultRef = z.infer<typeof labResultRefSchema>;

const bySeveritySchema = z.object({
  major: z.number().int(),
  moderate: z.number().int(),
  minor: z.number().int(),
});
export type SeverityCounts = z.infer<typeof bySeveritySchema>;

/** 'lab': a lab result held against a medicine (ADR 086), e.g. eGFR 38 with metformin. */
export const CAUTION_REASONS = ['condition', 'allergy', 'pregnancy', 'age', 'lab'] as const;
export type CautionReason = (typeof CAUTION_REASONS)[number];

export const safetyFindingSchema = z.object({
  /** Stable key: the pair for an interaction or duplicate, the medicine and fact for a caution. */
  key: z.string(),
  kind: z.enum(['interaction', 'duplicate', 'caution']),
  /** Duplicates carry no severity of their own (a same-ingredient or same-class pair). */
  severity: z.enum(SEVERITIES).nullable(),
  /** For a caution: what in the profile it rests on. */
  reason: z.enum(CAUTION_REASONS).nullable(),
  /** The member's own names of the medicines concerned (one for a caution, two for a pair). */
  medicines: z.array(z.string()),
  /**
   * For a caution: the profile fact in the member's words ('chronic kidney disease', 'age 67'), or
   * for a lab caution the result and its date ('eGFR 38 on 2 Nov 2026').
   */
  because: z.string().nullable(),
  title: z.string(),
  message: z.string(),
  sources: z.array(sourceRefSchema),
  /** A lab caution's result (ADR 086); absent on every other finding. */
  lab: labResultRefSchema.optional(),
});
export type SafetyFinding = z.infer<typeof safetyFindingSchema>;

export const safetySummaryCountsSchema = z.object({
  /** Interactions (one per pair, at its most serious record) and cautions together, by severity. */
  total: bySeveritySchema,
  interactions: bySeveritySchema,
  cautions: bySeveritySchema,
  cautions_by_reason: z.object({
    condition: z.number().int(),
    allergy: z.number().int(),
    pregnancy: z.number().int(),
    age: z.number().int(),
    /** Lab results held against a medicine (ADR 086). */
    lab: z.number().int(),
  }),
  duplicates: z.number().int(),
  /** Every finding: interactions + cautions + duplicates. */
  findings: z.number().int(),
});
export type SafetySummaryCounts = z.infer<typeof safetySummaryCountsSchema>;

export const safetySummarySchema = z.object({
  /** Active medicines in the cabinet. */
  medication_count: z.number().int(),
  medicines: z.array(z.string()),
  /** Whether the profile was read (false only when the member has no profile row). */
  profile_used: z.boolean(),
  counts: safetySummaryCountsSchema,
  /** Most serious first: major, moderate, minor, then duplicates. */
  findings: z.array(safetyFindingSchema),
  /** The check the summary was made from (items, records and sources), null with no medicines. */
  result: checkResponseSchema.nullable(),
});
export type SafetySummary = z.infer<typeof safetySummarySchema>;
