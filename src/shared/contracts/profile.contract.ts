/**
 * The unified health profile (the unified_user_profiles row and the profile editor's shapes): one zod
 * schema per section, used by the server to validate every write and by the client's forms.
 * Unknown keys are dropped; out-of-range values (age 1-120, sliders) are refused with a message.
 */
import { z } from 'zod';
import { isTimeZoneName } from '#shared/domain/dates';
import { UNIT_SYSTEMS } from '#shared/domain/units';
import { JOURNEY_LEVELS, type JourneyLevel } from '#shared/domain/journey-levels';
import {
  type ProfileSection,
  GENDERS,
  WEIGHT_UNITS,
  HEIGHT_UNITS,
  SYMPTOM_FREQUENCIES,
  MEDICATION_TYPES,
  EXERCISE_FREQUENCIES,
  ACTIVITY_LEVELS,
  SMOKING_STATUSES,
  ALCOHOL_LEVELS,
  DIET_TYPES,
  GOAL_TIMEFRAMES,
  TEXT_MAX,
  PROFILE_MESSAGES,
  LIST_MAX,
} from '../domain/profile-fields';

export {
  PROFILE_SECTIONS,
  type ProfileSection,
  GENDERS,
  MEDICATION_TYPES,
  EXERCISE_FREQUENCIES,
  SMOKING_STATUSES,
  ALCOHOL_LEVELS,
  DIET_TYPES,
  PROFILE_MESSAGES,
} from '../domain/profile-fields';
export { JOURNEY_LEVELS, type JourneyLevel };

const isStep = (value: number, step: number) =>
  Math.abs(value / step - Math.round(value / step)) < 1e-9;

const text = z.string().trim().max(TEXT_MAX, PROFILE_MESSAGES.text);
/**
 * Free-text lists: trimmed, blanks ignored, duplicates (case-insensitive) not added.
 * `overwrite`, not `transform`: the same schema also serialises responses, and zod cannot encode
 * through a one-way transform.
 */
const textList = z
  .array(z.string().max(TEXT_MAX, PROFILE_MESSAGES.text))
  .max(LIST_MAX, PROFILE_MESSAGES.list)
  .overwrite((items) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const raw of items) {
      const item = raw.trim();
      const key = item.toLowerCase();
      if (!item || seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
    return out;
  });
const measure = (message: string) =>
  z
    .number({ error: message })
    .min(1, message)
    .max(1000, message)
    .refine((v) => isStep(v, 0.1), PROFILE_MESSAGES.step);

export const personalInfoSchema = z.object({
  age: z
    .number({ error: PROFILE_MESSAGES.age })
    .int(PROFILE_MESSAGES.age)
    .min(1, PROFILE_MESSAGES.age)
    .max(120, PROFILE_MESSAGES.age)
    .nullish(),
  gender: z.enum(GENDERS).nullish(),
  height: measure(PROFILE_MESSAGES.height).nullish(),
  heightUnit: z.enum(HEIGHT_UNITS).nullish(),
  weight: measure(PROFILE_MESSAGES.weight).nullish(),
  weightUnit: z.enum(WEIGHT_UNITS).nullish(),
});

export const medicalHistorySchema = z.object({
  noConditions: z.boolean().optional(),
  /**
   * 'No known allergies', said on its own (ADR 093). 'No conditions' says it too; either counts
   * only while no allergy is listed (`hasNoKnownAllergies` in domain/profile-scores.ts).
   */
  noKnownAllergies: z.boolean().optional(),
  allergies: textList.optional(),
  healthConditions: textList.optional(),
  medicalConditions: textList.optional(),
  currentConditions: textList.optional(),
  chronicConditions: textList.optional(),
  familyHistory: textList.optional(),
});

export const symptomsSchema = z.object({
  currentSymptoms: textList.optional(),
  severity: z
    .record(
      z.string().max(TEXT_MAX),
      z
        .number()
        .int(PROFILE_MESSAGES.severity)
        .min(1, PROFILE_MESSAGES.severity)
        .max(10, PROFILE_MESSAGES.severity),
    )
    .optional(),
  frequency: z.record(z.string().max(TEXT_MAX), z.enum(SYMPTOM_FREQUENCIES)).optional(),
  noSymptoms: z.boolean().optional(),
  completed: z.boolean().optional(),
});

export const medicationSchema = z.object({
  id: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1, PROFILE_MESSAGES.medicationName).max(200),
  dosage: text.optional(),
  frequency: text.optional(),
  type: z.enum(MEDICATION_TYPES).optional(),
  active: z.boolean().default(true),
});
export type Medication = z.infer<typeof medicationSchema>;

export const medicationsSchema = z.object({
  current: z.array(medicationSchema).max(LIST_MAX, PROFILE_MESSAGES.list).optional(),
  none: z.boolean().optional(),
  analysis: z.record(z.string(), z.unknown()).optional(),
  lastUpdated: z.string().max(40).optional(),
});

export const lifestyleSchema = z.object({
  exerciseFrequency: z.enum(EXERCISE_FREQUENCIES).nullish(),
  activityLevel: z.enum(ACTIVITY_LEVELS).nullish(),
  sleepHours: z
    .number({ error: PROFILE_MESSAGES.sleepHours })
    .min(3, PROFILE_MESSAGES.sleepHours)
    .max(12, PROFILE_MESSAGES.sleepHours)
    .refine((v) => isStep(v, 0.5), PROFILE_MESSAGES.sleepHours)
    .nullish(),
  stressLevel: z
    .number({ error: PROFILE_MESSAGES.stressLevel })
    .int(PROFILE_MESSAGES.stressLevel)
    .min(1, PROFILE_MESSAGES.stressLevel)
    .max(10, PROFILE_MESSAGES.stressLevel)
    .nullish(),
  smokingStatus: z.enum(SMOKING_STATUSES).nullish(),
  alcoholConsumption: z.enum(ALCOHOL_LEVELS).nullish(),
});

export const dietarySchema = z.object({
  dietType: z.enum(DIET_TYPES).nullish(),
  dietaryRestrictions: textList.optional(),
  // Second names for dietType and dietaryRestrictions, kept so legacy data round-trips.
  type: z.enum(DIET_TYPES).nullish(),
  restrictions: textList.optional(),
  preferences: textList.optional(),
  goals: textList.optional(),
  commonFoods: textList.optional(),
});

export const healthGoalsSchema = z.object({
  primary: textList.optional(),
  timeframe: z.enum(GOAL_TIMEFRAMES).nullish(),
  specificTargets: z
    .object({
      targetWeight: measure(PROFILE_MESSAGES.weight).nullish(),
      weightUnit: z.enum(WEIGHT_UNITS).nullish(),
      fitnessTarget: text.nullish(),
      sleepTarget: z
        .number({ error: PROFILE_MESSAGES.sleepTarget })
        .min(4, PROFILE_MESSAGES.sleepTarget)
        .max(12, PROFILE_MESSAGES.sleepTarget)
        .refine((v) => isStep(v, 0.5), PROFILE_MESSAGES.sleepTarget)
        .nullish(),
      notes: text.nullish(),
    })
    .optional(),
  preferences: textList.optional(),
});

/** The questionnaire's progress: which of the seven onboarding steps are done. */
export const onboardingProgressSchema = z.object({
  lastCompletedStep: z.number().int().min(-1).max(6).optional(),
  interactionsCompleted: z.boolean().optional(),
  updatedAt: z.string().max(40).optional(),
});

/** Free-form sections with no fixed fields: small JSON objects, bounded in size. */
const openSection = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 20_000, 'Section is too large');

/**
 * The preferences section: still open (other keys, such as lastSystemCheck, stay as they are), with
 * two typed account-wide settings. `units` is the system new weights and heights start in (each
 * saved measure keeps its own unit); `time_zone` is where new reminders run. Unset means metric
 * and, for the zone, the browser's own.
 */
export const preferencesSectionSchema = z
  .looseObject({
    units: z.enum(UNIT_SYSTEMS, { error: PROFILE_MESSAGES.units }).optional(),
    time_zone: z
      .string({ error: PROFILE_MESSAGES.timeZone })
      .trim()
      .refine(isTimeZoneName, PROFILE_MESSAGES.timeZone)
      .optional(),
  })
  .refine((value) => JSON.stringify(value).length <= 20_000, 'Section is too large');
export type PreferencesSection = z.infer<typeof preferencesSectionSchema>;

export const SECTION_SCHEMAS = {
  personal_info: personalInfoSchema,
  health_assessment: openSection,
  medical_history: medicalHistorySchema,
  lifestyle_data: lifestyleSchema,
  dietary_info: dietarySchema,
  medications: medicationsSchema,
  supplements: openSection,
  symptoms: symptomsSchema,
  conditions: openSection,
  health_goals: healthGoalsSchema,
  preferences: preferencesSectionSchema,
  onboarding_progress: onboardingProgressSchema,
} as const satisfies Record<ProfileSection, z.ZodType>;

export type PersonalInfo = z.infer<typeof personalInfoSchema>;
export type MedicalHistory = z.infer<typeof medicalHistorySchema>;
export type Symptoms = z.infer<typeof symptomsSchema>;
export type Medications = z.infer<typeof medicationsSchema>;
export type Lifestyle = z.infer<typeof lifestyleSchema>;
export type Dietary = z.infer<typeof dietarySchema>;
export type HealthGoals = z.infer<typeof healthGoalsSchema>;
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

/** The profile as the API returns it: every section an object ({} when empty). */
export const profileSchema = z.object({
  user_id: z.string(),
  personal_info: personalInfoSchema,
  health_assessment: z.record(z.string(), z.unknown()),
  medical_history: medicalHistorySchema,
  lifestyle_data: lifestyleSchema,
  dietary_info: dietarySchema,
  medications: medicationsSchema,
  supplements: z.record(z.string(), z.unknown()),
  symptoms: symptomsSchema,
  conditions: z.record(z.string(), z.unknown()),
  health_goals: healthGoalsSchema,
  preferences: z.record(z.string(), z.unknown()),
  onboarding_progress: onboardingProgressSchema,
  onboarding_completed: z.boolean(),
  data_completeness_score: z.number(),
  last_updated_sections: z.record(z.string(), z.string()),
  additional_data: z.record(z.string(), z.unknown()),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ profile: profileSchema });

/** PATCH /api/profile: several sections at once, and optionally the onboarding flag. */
export const profilePatchSchema = z
  .object({
    ...SECTION_SCHEMAS,
    onboarding_completed: z.literal(true),
  })
  .partial()
  .strict();
export type ProfilePatch = z.input<typeof profilePatchSchema>;

export const integrityResultSchema = z.object({
  isValid: z.boolean(),
  score: z.number(),
  issues: z.array(z.string()),
});
export type IntegrityResult = z.infer<typeof integrityResultSchema>;

/** What data recovery reports: success or error, what it did and the new completeness score. */
export const recoveryResultSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  migration_result: z
    .object({
      action: z.enum(['created_profile', 'updated_profile', 'none']),
      completeness_score: z.number(),
    })
    .nullable(),
  data_found: z.object({ questionnaire: z.boolean(), medications: z.boolean(), diet: z.boolean() }),
  user_id: z.string(),
});
export type RecoveryResult = z.infer<typeof recoveryResultSchema>;

export const userPreferencesSchema = z.object({
  onboarding_completed: z.boolean(),
  health_journey_level: z.enum(JOURNEY_LEVELS),
  updated_at: z.string().nullable(),
});
export const userPreferencesUpdateSchema = z
  .object({ onboarding_completed: z.boolean(), health_journey_level: z.enum(JOURNEY_LEVELS) })
  .partial()
  .strict();

export const SYSTEM_CHECK_STATUSES = ['good', 'warning', 'error'] as const;
export const systemCheckSchema = z.object({
  checks: z.object({
    authentication: z.enum(SYSTEM_CHECK_STATUSES),
    dataRetrieval: z.enum(SYSTEM_CHECK_STATUSES),
    featureGating: z.enum(SYSTEM_CHECK_STATUSES),
    dataSaving: z.enum(SYSTEM_CHECK_STATUSES),
    crossMigration: z.enum(SYSTEM_CHECK_STATUSES),
  }),
  profileScore: z.number(),
  subscriptionTier: z.string(),
  hasRecoverableData: z.boolean(),
  lastSystemCheck: z.string(),
});
export type SystemCheck = z.infer<typeof systemCheckSchema>;

/** PUT /api/profile/sections/:section: the name is checked against PROFILE_SECTIONS first (400 UNKNOWN_SECTION), then the body against SECTION_SCHEMAS[section]. */
export const profileSectionParamsSchema = z.object({ section: z.string().max(100) });
export const profileSectionBodySchema = z.record(z.string(), z.unknown());

/** GET /api/profile/recovery-status: what the data-recovery card needs, without writing anything. */
export const recoveryStatusSchema = z.object({
  hasRecoverableData: z.boolean(),
  data_found: recoveryResultSchema.shape.data_found,
  user_id: z.string(),
});
export type RecoveryStatus = z.infer<typeof recoveryStatusSchema>;
