/**
 * The profile editor's rules as pure functions, so the
 * onboarding steps and the Edit Health Profile dialog behave the same and the rules are testable
 * without rendering.
 */
import type {
  Dietary,
  HealthGoals,
  MedicalHistory,
  Medication,
  Medications,
  Symptoms,
} from '#shared/contracts/profile.contract';
import { hasNoKnownAllergies } from '#shared/domain/profile-scores';
import { FITNESS_GOAL, SLEEP_GOAL, WEIGHT_GOALS } from './option-lists';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function hasListItem(list: readonly string[] | null | undefined, item: string): boolean {
  return (list ?? []).some((entry) => same(entry, item));
}

/** Trimmed; blank text and duplicates (any case) leave the list unchanged. */
export function addListItem(list: readonly string[] | null | undefined, raw: string): string[] {
  const current = [...(list ?? [])];
  const item = raw.trim();
  if (!item || hasListItem(current, item)) return current;
  return [...current, item];
}

export function removeListItem(list: readonly string[] | null | undefined, item: string): string[] {
  return (list ?? []).filter((entry) => entry !== item);
}

// Medical history -----------------------------------------------------------------------------

export type ConditionList =
  'currentConditions' | 'chronicConditions' | 'allergies' | 'familyHistory';

/**
 * 'No conditions' clears conditions, chronic conditions, allergies and family history. It also
 * says 'no known allergies' (its words), which `hasNoKnownAllergies` reads from it: the separate
 * flag is left as the member set it.
 */
export function setNoConditions(value: MedicalHistory, checked: boolean): MedicalHistory {
  if (!checked) return { ...value, noConditions: false };
  return {
    ...value,
    noConditions: true,
    currentConditions: [],
    chronicConditions: [],
    allergies: [],
    familyHistory: [],
  };
}

/**
 * 'No known allergies' on its own clears the allergies list. Unticking it also unticks
 * 'No conditions', which said the same about allergies.
 */
export function setNoKnownAllergies(value: MedicalHistory, checked: boolean): MedicalHistory {
  if (!checked) return { ...value, noKnownAllergies: false, noConditions: false };
  return { ...value, noKnownAllergies: true, allergies: [] };
}

/**
 * Adding anything unchecks 'No conditions'; adding an allergy also unchecks 'No known
 * allergies'. A condition added after 'No conditions' keeps that answer's allergy part.
 */
export function addConditionItem(
  value: MedicalHistory,
  list: ConditionList,
  raw: string,
): MedicalHistory {
  const next = addListItem(value[list], raw);
  if (next.length === (value[list]?.length ?? 0)) return value;
  const saidNoAllergies = list !== 'allergies' && hasNoKnownAllergies(value);
  return {
    ...value,
    [list]: next,
    noConditions: false,
    ...(list === 'allergies' ? { noKnownAllergies: false } : {}),
    ...(saidNoAllergies ? { noKnownAllergies: true } : {}),
  };
}

export function removeConditionItem(
  value: MedicalHistory,
  list: ConditionList,
  item: string,
): MedicalHistory {
  return { ...value, [list]: removeListItem(value[list], item) };
}

// Symptoms ------------------------------------------------------------------------------------

export const DEFAULT_SEVERITY = 5;

/** 'No symptoms' clears symptoms, severity and frequency and marks the part completed. */
export function setNoSymptoms(value: Symptoms, checked: boolean): Symptoms {
  if (!checked) return { ...value, noSymptoms: false, completed: false };
  return {
    ...value,
    noSymptoms: true,
    currentSymptoms: [],
    severity: {},
    frequency: {},
    completed: true,
  };
}

export function addSymptom(value: Symptoms, raw: string): Symptoms {
  const next = addListItem(value.currentSymptoms, raw);
  if (next.length === (value.currentSymptoms?.length ?? 0)) return value;
  const added = next[next.length - 1] as string;
  return {
    ...value,
    currentSymptoms: next,
    severity: { ...value.severity, [added]: DEFAULT_SEVERITY },
    noSymptoms: false,
    completed: true,
  };
}

/** Removing a symptom also removes its severity and frequency. */
export function removeSymptom(value: Symptoms, item: string): Symptoms {
  const currentSymptoms = removeListItem(value.currentSymptoms, item);
  const severity = { ...value.severity };
  const frequency = { ...value.frequency };
  delete severity[item];
  delete frequency[item];
  return {
    ...value,
    currentSymptoms,
    severity,
    frequency,
    completed: currentSymptoms.length > 0 || value.noSymptoms === true,
  };
}

// Medications ---------------------------------------------------------------------------------

export interface MedicationDraft {
  name: string;
  dosage: string;
  frequency: string;
  type: Medication['type'] | '';
}

export const EMPTY_MEDICATION_DRAFT: MedicationDraft = {
  name: '',
  dosage: '',
  frequency: '',
  type: '',
};

export function canAddMedication(draft: MedicationDraft): boolean {
  return draft.name.trim() !== '';
}

function newMedicationId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `med-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function isDuplicateMedication(value: Medications, draft: MedicationDraft): boolean {
  return (value.current ?? []).some(
    (med) => same(med.name, draft.name) && same(med.dosage ?? '', draft.dosage),
  );
}

/** A name is required; the same name and dosage twice is not added. Adding unticks 'none'. */
export function addMedication(
  value: Medications,
  draft: MedicationDraft,
  now: Date = new Date(),
): Medications {
  if (!canAddMedication(draft) || isDuplicateMedication(value, draft)) return value;
  const medication: Medication = {
    id: newMedicationId(),
    name: draft.name.trim(),
    active: true,
    ...(draft.dosage.trim() ? { dosage: draft.dosage.trim() } : {}),
    ...(draft.frequency.trim() ? { frequency: draft.frequency.trim() } : {}),
    ...(draft.type ? { type: draft.type } : {}),
  };
  return {
    ...value,
    current: [...(value.current ?? []), medication],
    none: false,
    lastUpdated: now.toISOString(),
  };
}

export function removeMedication(
  value: Medications,
  id: string,
  now: Date = new Date(),
): Medications {
  return {
    ...value,
    current: (value.current ?? []).filter((med) => med.id !== id),
    lastUpdated: now.toISOString(),
  };
}

/** "I don't take any medications" clears the list. */
export function setNoMedications(
  value: Medications,
  checked: boolean,
  now: Date = new Date(),
): Medications {
  if (!checked) return { ...value, none: false };
  return { ...value, none: true, current: [], lastUpdated: now.toISOString() };
}

// Diet ----------------------------------------------------------------------------------------
// Two diet fields each have two names in the stored profile (dietType/type,
// dietaryRestrictions/restrictions), and readers use either; the editor writes both so every
// reader finds the same answer.

export function dietTypeOf(value: Dietary): Dietary['dietType'] {
  return value.dietType ?? value.type ?? null;
}

export function dietRestrictionsOf(value: Dietary): string[] {
  return value.dietaryRestrictions ?? value.restrictions ?? [];
}

export function setDietType(value: Dietary, dietType: Dietary['dietType']): Dietary {
  return { ...value, dietType, type: dietType };
}

export function setDietRestrictions(value: Dietary, list: string[]): Dietary {
  return { ...value, dietaryRestrictions: list, restrictions: list };
}

// Health goals --------------------------------------------------------------------------------

export function showsTargetWeight(primary: readonly string[] | null | undefined): boolean {
  return WEIGHT_GOALS.some((goal) => hasListItem(primary, goal));
}

export function showsFitnessTarget(primary: readonly string[] | null | undefined): boolean {
  return hasListItem(primary, FITNESS_GOAL);
}

export function showsSleepTarget(primary: readonly string[] | null | undefined): boolean {
  return hasListItem(primary, SLEEP_GOAL);
}

/** A target that no longer has its goal is dropped rather than kept out of sight. */
export function setPrimaryGoals(value: HealthGoals, primary: string[]): HealthGoals {
  const targets = { ...value.specificTargets };
  if (!showsTargetWeight(primary)) {
    delete targets.targetWeight;
    delete targets.weightUnit;
  }
  if (!showsFitnessTarget(primary)) delete targets.fitnessTarget;
  if (!showsSleepTarget(primary)) delete targets.sleepTarget;
  return { ...value, primary, specificTargets: targets };
}
