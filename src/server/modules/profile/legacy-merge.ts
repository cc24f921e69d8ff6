/**
 * Data recovery's merge rule: legacy user_details answers fill the unified
 * profile's empty fields; a value the user already has is never overwritten. Every value is
 * checked against its section's contract field, so a malformed legacy value is skipped, not stored.
 *
 * Where each legacy field goes:
 *   questionnaire_data.basicInfo.{age, gender, weight, weightUnit, height, heightUnit} → personal_info.*
 *   questionnaire_data.healthConditions.currentConditions   → medical_history.currentConditions
 *   questionnaire_data.healthConditions.noConditions        → medical_history.noConditions (only with no conditions listed)
 *   questionnaire_data.symptoms (list of names, or {currentSymptoms, severity, frequency}) → symptoms.*
 *   questionnaire_data.medications + medication_data (lists of names or objects, or {medications|current: list})
 *                                                           → medications.current (new ids, type 'Prescription' when unknown)
 *   questionnaire_data.diet, then diet_data (a diet type, or {dietType|type, dietaryRestrictions|restrictions})
 *                                                           → dietary_info.dietType, dietary_info.dietaryRestrictions
 *   questionnaire_data.goals.primaryGoals                   → health_goals.primary
 *   questionnaire_data.interactions.completed               → onboarding_progress.interactionsCompleted
 *   questionnaire_data.lastCompletedStep                    → onboarding_progress.lastCompletedStep
 */
import type { z } from 'zod';
import {
  MEDICATION_TYPES,
  SECTION_SCHEMAS,
  dietarySchema,
  healthGoalsSchema,
  medicalHistorySchema,
  medicationSchema,
  medicationsSchema,
  onboardingProgressSchema,
  personalInfoSchema,
  symptomsSchema,
  type Medication,
  type ProfileSection,
} from '#shared/contracts/profile.contract';
import { hasValue } from '#shared/domain/profile-scores';
import type { LegacyDetailsRow, SectionValues } from './profile.repository';

type Json = Record<string, unknown>;
/** The part of a section's object schema the merge uses: one rule per field. */
type ObjectSchema = { shape: Record<string, z.ZodType> };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asObject = (value: unknown): Json => (isObject(value) ? value : {});

/** Legacy forms often stored numbers as text ('35'). */
function toNumber(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return value;
}

const toLowerText = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

const toList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A section being filled: keeps the current values and records whether anything was added. */
class SectionDraft {
  readonly values: Json;
  changed = false;

  constructor(
    current: unknown,
    private readonly schema: ObjectSchema,
  ) {
    this.values = { ...asObject(current) };
  }

  has(key: string): boolean {
    return hasValue(this.values[key]);
  }

  /** Sets `key` only when it is empty now and `candidate` passes the contract's rule for it. */
  fill(key: string, candidate: unknown): void {
    if (this.has(key) || !hasValue(candidate)) return;
    const field = this.schema.shape[key];
    if (!field) return;
    const parsed = field.safeParse(candidate);
    if (!parsed.success || !hasValue(parsed.data)) return;
    this.values[key] = parsed.data;
    this.changed = true;
  }
}

function legacyMedications(questionnaire: Json, medicationData: unknown): Medication[] {
  const fromData = Array.isArray(medicationData)
    ? medicationData
    : [
        ...toList(asObject(medicationData).medications),
        ...toList(asObject(medicationData).current),
      ];
  const seen = new Set<string>();
  const medications: Medication[] = [];
  for (const item of [...toList(questionnaire.medications), ...fromData]) {
    const source: Json = isObject(item) ? item : { name: item };
    const rawName = source.name ?? source.medication_name;
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const type = MEDICATION_TYPES.find((known) => known === source.type) ?? 'Prescription';
    const dosage = source.dosage ?? source.prescribed_dosage ?? source.strength;
    const candidate = {
      id: crypto.randomUUID(),
      name,
      type,
      active: true,
      ...(typeof dosage === 'string' && dosage.trim() ? { dosage } : {}),
      ...(typeof source.frequency === 'string' && source.frequency.trim()
        ? { frequency: source.frequency }
        : {}),
    };
    const parsed = medicationSchema.safeParse(candidate);
    if (parsed.success) medications.push(parsed.data);
  }
  return medications;
}

function fillDiet(draft: SectionDraft, diet: unknown): void {
  if (typeof diet === 'string') {
    draft.fill('dietType', toLowerText(diet));
    return;
  }
  const source = asObject(diet);
  draft.fill('dietType', toLowerText(source.dietType ?? source.type));
  draft.fill('dietaryRestrictions', source.dietaryRestrictions ?? source.restrictions);
}

export function hasLegacyContent(legacy: LegacyDetailsRow | null): {
  questionnaire: boolean;
  medications: boolean;
  diet: boolean;
} {
  return {
    questionnaire: hasValue(legacy?.questionnaire_data),
    medications: hasValue(legacy?.medication_data),
    diet: hasValue(legacy?.diet_data),
  };
}

/** The sections that gained data from the legacy row, each whole (current values plus legacy ones). */
export function mergeLegacyData(
  current: Partial<Record<ProfileSection, unknown>>,
  legacy: LegacyDetailsRow,
): SectionValues {
  const questionnaire = asObject(legacy.questionnaire_data);

  const personal = new SectionDraft(current.personal_info, personalInfoSchema);
  const basicInfo = asObject(questionnaire.basicInfo);
  personal.fill('age', toNumber(basicInfo.age));
  personal.fill('gender', toLowerText(basicInfo.gender));
  personal.fill('weight', toNumber(basicInfo.weight));
  personal.fill('weightUnit', toLowerText(basicInfo.weightUnit));
  personal.fill('height', toNumber(basicInfo.height));
  personal.fill('heightUnit', toLowerText(basicInfo.heightUnit));

  const medical = new SectionDraft(current.medical_history, medicalHistorySchema);
  const conditions = asObject(questionnaire.healthConditions);
  medical.fill('currentConditions', conditions.currentConditions);
  const listsConditions = [
    'currentConditions',
    'chronicConditions',
    'healthConditions',
    'medicalConditions',
  ].some((key) => medical.has(key));
  // 'No conditions' next to listed conditions would contradict the user's own answers.
  if (!listsConditions && conditions.noConditions === true) medical.fill('noConditions', true);

  const symptoms = new SectionDraft(current.symptoms, symptomsSchema);
  if (Array.isArray(questionnaire.symptoms)) {
    symptoms.fill('currentSymptoms', questionnaire.symptoms);
  } else {
    const source = asObject(questionnaire.symptoms);
    symptoms.fill('currentSymptoms', source.currentSymptoms);
    symptoms.fill('severity', source.severity);
    symptoms.fill('frequency', source.frequency);
  }

  const medications = new SectionDraft(current.medications, medicationsSchema);
  // The user's own 'no medications' answer wins over old lists.
  if (medications.values.none !== true)
    medications.fill('current', legacyMedications(questionnaire, legacy.medication_data));

  const dietary = new SectionDraft(current.dietary_info, dietarySchema);
  fillDiet(dietary, questionnaire.diet);
  fillDiet(dietary, legacy.diet_data);

  const goals = new SectionDraft(current.health_goals, healthGoalsSchema);
  goals.fill('primary', asObject(questionnaire.goals).primaryGoals);

  const progress = new SectionDraft(current.onboarding_progress, onboardingProgressSchema);
  if (asObject(questionnaire.interactions).completed === true)
    progress.fill('interactionsCompleted', true);
  progress.fill('lastCompletedStep', toNumber(questionnaire.lastCompletedStep));

  const drafts: Array<[ProfileSection, SectionDraft]> = [
    ['personal_info', personal],
    ['medical_history', medical],
    ['symptoms', symptoms],
    ['medications', medications],
    ['dietary_info', dietary],
    ['health_goals', goals],
    ['onboarding_progress', progress],
  ];
  const merged: SectionValues = {};
  for (const [section, draft] of drafts) {
    if (!draft.changed) continue;
    // The whole section must still satisfy its contract; if the old values do not, leave it alone.
    const parsed = SECTION_SCHEMAS[section].safeParse(draft.values);
    if (parsed.success) merged[section] = parsed.data as Json;
  }
  return merged;
}
