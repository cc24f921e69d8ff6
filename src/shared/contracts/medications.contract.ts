/**
 * The medicine cabinet (the medications table, its background safety analysis and
 * the on-demand medication analysis).
 * Each row belongs to one user; the background analysis re-checks the whole active cabinet about
 * 1 s after any change and stores the result.
 */
import { z } from 'zod';
import { calendarDateSchema } from './common.contract';
import { MEDICATION_TYPES } from './profile.contract';
import { checkResponseSchema, substanceRefSchema } from './interactions.contract';
import {
  DAILY_MEDICATION_FREQUENCIES,
  DOSES_PER_FREQUENCY,
  MEDICATION_FREQUENCIES,
  type MedicationFrequency,
} from '../domain/medication-frequencies';
import {
  CABINET_MAX,
  MEDICATION_MESSAGES,
  MULTIPLE_MEDICATIONS_THRESHOLD,
} from '../domain/cabinet-rules';

export { MEDICATION_TYPES };
export {
  DAILY_MEDICATION_FREQUENCIES,
  DOSES_PER_FREQUENCY,
  MEDICATION_FREQUENCIES,
  type MedicationFrequency,
};

export { CABINET_MAX, MEDICATION_MESSAGES, MULTIPLE_MEDICATIONS_THRESHOLD };

const optionalText = (max: number) => z.string().trim().max(max).nullish();
/** A start date: a real calendar date from 1900 to 2100 (the shared date schema), or none. */
const isoDate = calendarDateSchema.nullish();
const medicationName = z
  .string({ error: MEDICATION_MESSAGES.nameRequired })
  .trim()
  .min(1, MEDICATION_MESSAGES.nameRequired)
  .max(120);

/**
 * How often, as one of the cabinet's frequencies or as written ('twice a day', 'bid', 'every 12
 * hours as needed'): written text is read by the shared schedule parser, stored as the frequency it
 * means and kept verbatim as `schedule_note` whenever the frequency does not say all of it (ADR 077).
 */
const frequencyInput = z.union([
  z.enum(MEDICATION_FREQUENCIES),
  z.string().trim().min(1, 'Say how often, or choose a frequency').max(200),
]);

/** POST body. Blank optional text is stored as null. */
export const medicationInputSchema = z.strictObject({
  name: medicationName,
  type: z.enum(MEDICATION_TYPES).default('Prescription'),
  dosage: optionalText(60),
  strength: optionalText(60),
  frequency: frequencyInput.default('Once daily'),
  indication: optionalText(200),
  prescribing_doctor: optionalText(120),
  start_date: isoDate,
  active: z.boolean().default(true),
});
export type MedicationInput = z.input<typeof medicationInputSchema>;

/** PATCH body: only the fields sent change (no defaults here, or a patch would reset them). */
export const medicationPatchSchema = z.strictObject({
  name: medicationName.optional(),
  type: z.enum(MEDICATION_TYPES).optional(),
  dosage: optionalText(60),
  strength: optionalText(60),
  frequency: frequencyInput.optional(),
  indication: optionalText(200),
  prescribing_doctor: optionalText(120),
  start_date: isoDate,
  active: z.boolean().optional(),
});
export type MedicationPatch = z.input<typeof medicationPatchSchema>;

export const medicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What the name resolved to in the knowledge base; null when we do not know it. */
  substance: substanceRefSchema.nullable(),
  /** When the name is unresolved: the closest names we know ("did you mean"); otherwise empty. */
  suggestions: z.array(substanceRefSchema),
  type: z.enum(MEDICATION_TYPES),
  dosage: z.string().nullable(),
  strength: z.string().nullable(),
  frequency: z.enum(MEDICATION_FREQUENCIES),
  /**
   * The schedule as a person or an imported record wrote it when the frequency above does not say
   * all of it ('every 4-6 hours', '5 times a day', 'every 12 hours as needed'); when no frequency
   * fits, `frequency` is only a placeholder. Null otherwise.
   */
  schedule_note: z.string().nullish(),
  /** Doses a day the daily log offers to mark (1 for a medicine not due every day). */
  doses_per_day: z.number().int().min(1).optional(),
  indication: z.string().nullable(),
  prescribing_doctor: z.string().nullable(),
  start_date: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CabinetMedication = z.infer<typeof medicationSchema>;
export const medicationListSchema = z.object({ medications: z.array(medicationSchema) });

// GET /api/medications/safety: the stored background analysis.
export const safetyAnalysisSchema = z.object({
  /** ready: the result covers the current cabinet; pending: a change is being analysed; none: empty cabinet. */
  status: z.enum(['ready', 'pending', 'none']),
  analyzed_at: z.string().nullable(),
  medication_count: z.number().int(),
  result: checkResponseSchema.nullable(),
});
export type SafetyAnalysis = z.infer<typeof safetyAnalysisSchema>;

// POST /api/medications/analyze. userId and userContext are accepted for older clients and
// ignored: the session decides whose data this is.
export const analyzeMedicationsRequestSchema = z.strictObject({
  medications: z
    .array(
      z.union([
        z.string().trim().min(1).max(120),
        z.object({ name: z.string().trim().min(1).max(120) }).loose(),
      ]),
    )
    .min(1, 'Add at least one medication to analyse.')
    .max(50, 'You can analyse up to 50 medications at a time.')
    .optional(),
  userId: z.unknown().optional(),
  userContext: z.unknown().optional(),
});
export const medicationAnalysisSchema = z.object({
  name: z.string(),
  substance: substanceRefSchema.nullable(),
  sideEffects: z.array(z.string()),
  detailedSideEffects: z.array(z.string()),
  warnings: z.array(z.string()),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
});
export const analyzeMedicationsResponseSchema = z.object({
  medications: z.array(medicationAnalysisSchema),
  interactions: checkResponseSchema,
  analyzed_at: z.string(),
});
export type AnalyzeMedicationsResponse = z.infer<typeof analyzeMedicationsResponseSchema>;

// GET /api/medications/:id: one medicine's own page.
export const medicationDetailSchema = z.object({
  medication: medicationSchema,
  /** What the knowledge base says of it (empty lists, no substance, when the name is unknown). */
  about: medicationAnalysisSchema,
  /**
   * This medicine checked with every other active medicine in the cabinet (item 0 is this one),
   * with the member's profile cautions, as the cabinet's own analysis checks them. A paused
   * medicine is checked too, so the member sees what restarting it would meet.
   */
  with_cabinet: checkResponseSchema,
});
export type MedicationDetail = z.infer<typeof medicationDetailSchema>;
