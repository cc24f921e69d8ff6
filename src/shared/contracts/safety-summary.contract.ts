/**
 * GET /api/safety/summary: the one safety summary of the signed-in member's cabinet and profile
 * (ADR 079). The cabinet, the dashboard card, the medication-safety page, the bell and the weekly
 * report all render its counts, so they cannot disagree. Computed on read from the active cabinet
 * and the profile (conditions, allergies, pregnancy, age) by the curated checker.
 */
import { z } from 'zod';
import { SEVERITIES, checkResponseSchema, sourceRefSchema } from './interactions.contract';

const bySeveritySchema = z.object({
  major: z.number().int(),
  moderate: z.number().int(),
  minor: z.number().int(),
});
export type SeverityCounts = z.infer<typeof bySeveritySchema>;

export const CAUTION_REASONS = ['condition', 'allergy', 'pregnancy', 'age'] as const;
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
  /** For a caution: the profile fact in the member's words ('chronic kidney disease', 'age 67'). */
  because: z.string().nullable(),
  title: z.string(),
  message: z.string(),
  sources: z.array(sourceRefSchema),
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
