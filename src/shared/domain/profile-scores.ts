/**
 * Profile scores: completeness, section completeness, the lifestyle and personalization scores,
 * the integrity check, the Edit Health Profile dialog's sections and the six-step progress card.
 * One source for the server's stored score and every badge the client shows, so the numbers
 * never disagree. Pure TypeScript: no DOM, no Node APIs.
 */
import type { IntegrityResult, Lifestyle, Profile } from '../contracts/profile.contract';

export type ProfileLike = Partial<
  Pick<
    Profile,
    | 'personal_info'
    | 'medical_history'
    | 'lifestyle_data'
    | 'dietary_info'
    | 'medications'
    | 'health_goals'
    | 'symptoms'
    | 'health_assessment'
    | 'onboarding_progress'
  >
>;

/**
 * True when a value counts as filled in for section completeness: not null or undefined, not a
 * blank string, not an empty list or empty object, not NaN.
 */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** A list with at least one entry; anything else (missing, not a list) is empty. */
function isNonEmptyList(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Completeness: the stored data_completeness_score, from a points table capped at 100.

export const COMPLETENESS_POINTS = {
  age: 8,
  gender: 8,
  weightAndHeight: 9,
  currentConditions: 13,
  allergies: 12,
  currentMedications: 20,
  exerciseFrequency: 8,
  sleepHours: 7,
  dietType: 8,
  dietRestrictions: 7,
} as const;

export const MAX_SCORE = 100;

/** Each completeness row in the words a user would use, for 'Still missing: ...'. */
export const COMPLETENESS_LABELS: Readonly<Record<keyof typeof COMPLETENESS_POINTS, string>> = {
  age: 'age',
  gender: 'gender',
  weightAndHeight: 'weight and height',
  currentConditions: 'health conditions',
  allergies: 'allergies',
  currentMedications: 'medicines',
  exerciseFrequency: 'exercise',
  sleepHours: 'sleep',
  dietType: 'diet type',
  dietRestrictions: 'diet restrictions',
};

type MedicalHistoryLike = NonNullable<ProfileLike['medical_history']>;

/**
 * The member said they have no known allergies: on its own ('No known allergies') or as part of
 * 'No conditions' (no known conditions, allergies or family history). A listed allergy outweighs
 * either, so a later-added allergy clears it even where a stale flag was kept (ADR 093).
 */
export function hasNoKnownAllergies(medical: MedicalHistoryLike | null | undefined): boolean {
  if (!medical || isNonEmptyList(medical.allergies)) return false;
  return medical.noKnownAllergies === true || medical.noConditions === true;
}

export function calculateCompletenessScore(profile: ProfileLike): number {
  const personal = profile.personal_info ?? {};
  const medical = profile.medical_history ?? {};
  const lifestyle = profile.lifestyle_data ?? {};
  const diet = profile.dietary_info ?? {};
  const p = COMPLETENESS_POINTS;
  let score = 0;
  if (hasValue(personal.age)) score += p.age;
  if (hasValue(personal.gender)) score += p.gender;
  // Weight alone says nothing without height (BMI needs both), so the row needs the pair.
  if (hasValue(personal.weight) && hasValue(personal.height)) score += p.weightAndHeight;
  // The spec's rows are listed items: a 'none' answer earns no points (ADR 093).
  if (isNonEmptyList(medical.currentConditions)) score += p.currentConditions;
  if (isNonEmptyList(medical.allergies)) score += p.allergies;
  if (isNonEmptyList(profile.medications?.current)) score += p.currentMedications;
  if (hasValue(lifestyle.exerciseFrequency)) score += p.exerciseFrequency;
  if (hasValue(lifestyle.sleepHours)) score += p.sleepHours;
  // The diet fields have two names each (dietType/type, dietaryRestrictions/restrictions):
  // either one earns the points.
  if (hasValue(diet.dietType) || hasValue(diet.type)) score += p.dietType;
  if (isNonEmptyList(diet.dietaryRestrictions) || isNonEmptyList(diet.restrictions))
    score += p.dietRestrictions;
  return Math.min(MAX_SCORE, score);
}

/**
 * The completeness rows the profile has not earned, in the score's order: exactly what keeps the
 * score below 100, so 'N% complete' and 'Still missing' can never disagree.
 */
export function completenessGaps(profile: ProfileLike): string[] {
  const personal = profile.personal_info ?? {};
  const medical = profile.medical_history ?? {};
  const lifestyle = profile.lifestyle_data ?? {};
  const diet = profile.dietary_info ?? {};
  const earned: Record<keyof typeof COMPLETENESS_POINTS, boolean> = {
    age: hasValue(personal.age),
    gender: hasValue(personal.gender),
    weightAndHeight: hasValue(personal.weight) && hasValue(personal.height),
    currentConditions: isNonEmptyList(medical.currentConditions),
    allergies: isNonEmptyList(medical.allergies),
    currentMedications: isNonEmptyList(profile.medications?.current),
    exerciseFrequency: hasValue(lifestyle.exerciseFrequency),
    sleepHours: hasValue(lifestyle.sleepHours),
    dietType: hasValue(diet.dietType) || hasValue(diet.type),
    dietRestrictions: isNonEmptyList(diet.dietaryRestrictions) || isNonEmptyList(diet.restrictions),
  };
  return (Object.keys(COMPLETENESS_POINTS) as (keyof typeof COMPLETENESS_POINTS)[])
    .filter((row) => !earned[row])
    .map((row) => COMPLETENESS_LABELS[row]);
}

export const PROFILE_COMPLETE_THRESHOLD = 80;
export const ONBOARDING_COMPLETE_SCORE = 70;

export function isProfileComplete(score: number): boolean {
  return score >= PROFILE_COMPLETE_THRESHOLD;
}

export function isHighlyComplete(score: number): boolean {
  return score > PROFILE_COMPLETE_THRESHOLD;
}

/** Onboarding is complete by the flag, a score of 70 or more, or the legacy completed flag. */
export function isOnboardingCompleteByScore(input: {
  flag?: boolean | null;
  score?: number | null;
  legacyCompleted?: boolean | null;
}): boolean {
  return (
    input.flag === true ||
    (input.score ?? 0) >= ONBOARDING_COMPLETE_SCORE ||
    input.legacyCompleted === true
  );
}

// ---------------------------------------------------------------------------------------------
// Section completeness: the percent of required fields present.

export type CompletenessSection =
  | 'personal_info'
  | 'health_assessment'
  | 'medical_history'
  | 'lifestyle'
  | 'dietary'
  | 'medications';

export const REQUIRED_FIELDS: Readonly<Record<CompletenessSection, readonly string[]>> = {
  personal_info: ['age', 'gender', 'height', 'weight'],
  health_assessment: ['symptoms', 'conditions'],
  medical_history: ['allergies', 'healthConditions'],
  lifestyle: ['exerciseFrequency', 'sleepHours', 'stressLevel'],
  dietary: ['dietType', 'dietaryRestrictions'],
  medications: ['current'],
};

/** Percent (0-100, rounded) of the section's required fields that hold a value. */
export function sectionCompleteness(
  section: CompletenessSection,
  data: Record<string, unknown> | undefined,
): number {
  const fields = REQUIRED_FIELDS[section];
  if (!data || fields.length === 0) return 0;
  const present = fields.filter((field) => hasValue(data[field])).length;
  return Math.round((present / fields.length) * 100);
}

export const MISSING_REQUIREMENT_LABELS = {
  profile: 'Complete profile setup',
  personalInfo: 'Personal information',
  medicalHistory: 'Medical history',
  lifestyle: 'Lifestyle',
} as const;

/** Section minimums behind the missing-requirements list. */
export const MIN_PERSONAL_INFO_COMPLETENESS = 80;
export const MIN_MEDICAL_HISTORY_COMPLETENESS = 50;
export const MIN_LIFESTYLE_COMPLETENESS = 50;

export function missingRequirements(profile: ProfileLike | null): string[] {
  if (!profile) return [MISSING_REQUIREMENT_LABELS.profile];
  const missing: string[] = [];
  if (
    sectionCompleteness('personal_info', profile.personal_info) < MIN_PERSONAL_INFO_COMPLETENESS
  ) {
    missing.push(MISSING_REQUIREMENT_LABELS.personalInfo);
  }
  if (
    sectionCompleteness('medical_history', profile.medical_history) <
    MIN_MEDICAL_HISTORY_COMPLETENESS
  ) {
    missing.push(MISSING_REQUIREMENT_LABELS.medicalHistory);
  }
  if (sectionCompleteness('lifestyle', profile.lifestyle_data) < MIN_LIFESTYLE_COMPLETENESS) {
    missing.push(MISSING_REQUIREMENT_LABELS.lifestyle);
  }
  return missing;
}

// ---------------------------------------------------------------------------------------------
// Lifestyle score, out of 100: exercise, sleep, stress, smoking, alcohol.

export type LifestyleStatus = 'good' | 'moderate' | 'needs-attention';

export const EXERCISE_POINTS: Readonly<
  Record<NonNullable<Lifestyle['exerciseFrequency']>, number>
> = {
  daily: 30,
  '5-6-times': 25,
  '3-4-times': 20,
  '1-2-times': 10,
  none: 0,
};
export const SMOKING_POINTS: Readonly<Record<NonNullable<Lifestyle['smokingStatus']>, number>> = {
  never: 15,
  former: 10,
  occasional: 5,
  regular: 0,
};
export const ALCOHOL_POINTS: Readonly<
  Record<NonNullable<Lifestyle['alcoholConsumption']>, number>
> = {
  none: 10,
  rarely: 8,
  occasionally: 6,
  weekly: 4,
  daily: 0,
};

/** The profile editor sliders' defaults, used when the user has not moved them. */
export const DEFAULT_SLEEP_HOURS = 8;
export const DEFAULT_STRESS_LEVEL = 5;

export function sleepPoints(hours: number): number {
  if (hours >= 7 && hours <= 9) return 25;
  if (hours >= 6 && hours <= 10) return 15;
  return 5;
}

export function stressPoints(level: number): number {
  // Capped at 20 so an out-of-range level below 1 cannot score more than the item's maximum.
  return Math.min(20, Math.max(0, 20 - 2 * (level - 1)));
}

export function lifestyleStatus(score: number): LifestyleStatus {
  if (score >= 70) return 'good';
  if (score >= 50) return 'moderate';
  return 'needs-attention';
}

export function calculateLifestyleScore(lifestyle: Lifestyle | undefined): {
  score: number;
  status: LifestyleStatus;
} {
  const data = lifestyle ?? {};
  const score =
    (data.exerciseFrequency ? EXERCISE_POINTS[data.exerciseFrequency] : 0) +
    sleepPoints(data.sleepHours ?? DEFAULT_SLEEP_HOURS) +
    stressPoints(data.stressLevel ?? DEFAULT_STRESS_LEVEL) +
    (data.smokingStatus ? SMOKING_POINTS[data.smokingStatus] : 0) +
    (data.alcoholConsumption ? ALCOHOL_POINTS[data.alcoholConsumption] : 0);
  return { score, status: lifestyleStatus(score) };
}

// ---------------------------------------------------------------------------------------------
// Personalization score, out of 100, with its confidence bands.

export type PersonalizationConfidence = 'high' | 'medium' | 'low' | 'minimal';

export const PERSONALIZATION_POINTS = {
  age: 5,
  gender: 5,
  heightAndWeight: 10,
  allergies: 8,
  healthConditions: 8,
  diagnosedConditions: 9,
  exercise: 5,
  sleep: 5,
  stress: 5,
  smokingOrAlcohol: 5,
  dietType: 8,
  restrictions: 7,
  medications: 10,
  goals: 10,
} as const;

export function personalizationConfidence(score: number): PersonalizationConfidence {
  if (score >= 80) return 'high';
  if (score >= 60) return 'medium';
  if (score >= 40) return 'low';
  return 'minimal';
}

export function calculatePersonalizationScore(profile: ProfileLike): {
  score: number;
  confidence: PersonalizationConfidence;
} {
  const personal = profile.personal_info ?? {};
  const medical = profile.medical_history ?? {};
  const lifestyle = profile.lifestyle_data ?? {};
  const diet = profile.dietary_info ?? {};
  const p = PERSONALIZATION_POINTS;
  let score = 0;
  if (hasValue(personal.age)) score += p.age;
  if (hasValue(personal.gender)) score += p.gender;
  if (hasValue(personal.height) && hasValue(personal.weight)) score += p.heightAndWeight;
  if (isNonEmptyList(medical.allergies)) score += p.allergies;
  if (isNonEmptyList(medical.healthConditions) || isNonEmptyList(medical.medicalConditions))
    score += p.healthConditions;
  if (isNonEmptyList(medical.currentConditions) || isNonEmptyList(medical.chronicConditions))
    score += p.diagnosedConditions;
  if (hasValue(lifestyle.exerciseFrequency)) score += p.exercise;
  if (hasValue(lifestyle.sleepHours)) score += p.sleep;
  if (hasValue(lifestyle.stressLevel)) score += p.stress;
  if (hasValue(lifestyle.smokingStatus) || hasValue(lifestyle.alcoholConsumption))
    score += p.smokingOrAlcohol;
  if (hasValue(diet.dietType) || hasValue(diet.type)) score += p.dietType;
  if (isNonEmptyList(diet.dietaryRestrictions) || isNonEmptyList(diet.restrictions))
    score += p.restrictions;
  if (isNonEmptyList(profile.medications?.current)) score += p.medications;
  if (isNonEmptyList(profile.health_goals?.primary)) score += p.goals;
  const capped = Math.min(MAX_SCORE, score);
  return { score: capped, confidence: personalizationConfidence(capped) };
}

// ---------------------------------------------------------------------------------------------
// The profile editor's integrity check, run after each save.

export const INTEGRITY_ISSUES = {
  basicInfo: 'Basic personal information is incomplete',
  conditionsWithNone: 'Conditions are listed although "no conditions" is checked',
  allergiesWithNone: 'Allergies are listed although "no known allergies" is checked',
  symptomsWithNone: 'Symptoms are listed although "no symptoms" is checked',
  medicationsWithNone: 'Medications are listed although "no medications" is checked',
} as const;

export function validateDataIntegrity(profile: ProfileLike): IntegrityResult {
  const personal = profile.personal_info ?? {};
  const medical = profile.medical_history ?? {};
  const issues: string[] = [];
  if (!hasValue(personal.age) || !hasValue(personal.gender))
    issues.push(INTEGRITY_ISSUES.basicInfo);
  // The dialog clears these lists when the 'none' box is ticked, so both at once is contradictory data.
  const hasConditions = [
    medical.currentConditions,
    medical.chronicConditions,
    medical.healthConditions,
    medical.medicalConditions,
  ].some(isNonEmptyList);
  if (medical.noConditions === true && hasConditions)
    issues.push(INTEGRITY_ISSUES.conditionsWithNone);
  if (medical.noKnownAllergies === true && isNonEmptyList(medical.allergies))
    issues.push(INTEGRITY_ISSUES.allergiesWithNone);
  if (profile.symptoms?.noSymptoms === true && isNonEmptyList(profile.symptoms.currentSymptoms)) {
    issues.push(INTEGRITY_ISSUES.symptomsWithNone);
  }
  if (profile.medications?.none === true && isNonEmptyList(profile.medications.current)) {
    issues.push(INTEGRITY_ISSUES.medicationsWithNone);
  }
  return { isValid: issues.length === 0, score: calculateCompletenessScore(profile), issues };
}

// ---------------------------------------------------------------------------------------------
// The Edit Health Profile dialog: the seven sections and their green ticks.

export type EditorSectionKey =
  | 'personal_info'
  | 'medical_history'
  | 'symptoms'
  | 'medications'
  | 'lifestyle_data'
  | 'dietary_info'
  | 'health_goals';

export const SECTION_TITLES: ReadonlyArray<{ key: EditorSectionKey; title: string }> = [
  { key: 'personal_info', title: 'Personal Information' },
  { key: 'medical_history', title: 'Medical History' },
  { key: 'symptoms', title: 'Current Symptoms' },
  { key: 'medications', title: 'Medications' },
  { key: 'lifestyle_data', title: 'Lifestyle' },
  { key: 'dietary_info', title: 'Diet & Nutrition' },
  { key: 'health_goals', title: 'Health Goals' },
];

export const EDITOR_SECTION_COUNT = 7;

export function isEditorSectionComplete(profile: ProfileLike, key: EditorSectionKey): boolean {
  switch (key) {
    case 'personal_info': {
      const p = profile.personal_info ?? {};
      return hasValue(p.age) && hasValue(p.gender) && hasValue(p.height) && hasValue(p.weight);
    }
    case 'medical_history': {
      const m = profile.medical_history ?? {};
      return (
        m.noConditions === true ||
        hasNoKnownAllergies(m) ||
        [
          m.currentConditions,
          m.chronicConditions,
          m.healthConditions,
          m.medicalConditions,
          m.allergies,
        ].some(isNonEmptyList)
      );
    }
    case 'symptoms': {
      const s = profile.symptoms ?? {};
      return s.completed === true || s.noSymptoms === true || isNonEmptyList(s.currentSymptoms);
    }
    case 'medications': {
      const m = profile.medications ?? {};
      return m.none === true || isNonEmptyList(m.current);
    }
    case 'lifestyle_data': {
      const l = profile.lifestyle_data ?? {};
      return hasValue(l.exerciseFrequency) && hasValue(l.sleepHours) && hasValue(l.stressLevel);
    }
    case 'dietary_info': {
      const d = profile.dietary_info ?? {};
      return hasValue(d.dietType) || hasValue(d.type);
    }
    case 'health_goals':
      return isNonEmptyList(profile.health_goals?.primary);
  }
}

export function countCompletedSections(profile: ProfileLike): {
  completed: number;
  total: 7;
  sections: Array<{ key: string; title: string; isComplete: boolean }>;
} {
  const sections = SECTION_TITLES.map(({ key, title }) => ({
    key,
    title,
    isComplete: isEditorSectionComplete(profile, key),
  }));
  return {
    completed: sections.filter((s) => s.isComplete).length,
    total: EDITOR_SECTION_COUNT,
    sections,
  };
}

// ---------------------------------------------------------------------------------------------
// The wellness dashboard: the returning user's six-step progress card.

export type SetupStepKey =
  'basic_info' | 'health_conditions' | 'medications' | 'diet' | 'safety_check' | 'wellness_goals';

export const SETUP_STEPS: ReadonlyArray<{ key: SetupStepKey; title: string }> = [
  { key: 'basic_info', title: 'Basic Info' },
  { key: 'health_conditions', title: 'Health Conditions' },
  { key: 'medications', title: 'Medications' },
  { key: 'diet', title: 'Diet & Nutrition' },
  { key: 'safety_check', title: 'Safety Check' },
  { key: 'wellness_goals', title: 'Wellness Goals' },
];

/** Steps on the profile-setup progress card. */
export const PROFILE_SETUP_STEP_COUNT = 6;

export function isSetupStepDone(profile: ProfileLike, key: SetupStepKey): boolean {
  switch (key) {
    case 'basic_info':
      return hasValue(profile.personal_info?.age) && hasValue(profile.personal_info?.gender);
    // The steps that share a subject with an editor section use that section's rule, so a tick
    // on /wellness and a green tick in the profile can never disagree.
    case 'health_conditions':
      return isEditorSectionComplete(profile, 'medical_history');
    case 'medications':
      return isEditorSectionComplete(profile, 'medications');
    case 'diet':
      return isEditorSectionComplete(profile, 'dietary_info');
    case 'safety_check':
      return profile.onboarding_progress?.interactionsCompleted === true;
    case 'wellness_goals':
      return isEditorSectionComplete(profile, 'health_goals');
  }
}

export function profileSetupSteps(profile: ProfileLike): {
  done: number;
  total: 6;
  steps: Array<{ key: string; title: string; isDone: boolean }>;
} {
  const steps = SETUP_STEPS.map(({ key, title }) => ({
    key,
    title,
    isDone: isSetupStepDone(profile, key),
  }));
  return { done: steps.filter((s) => s.isDone).length, total: PROFILE_SETUP_STEP_COUNT, steps };
}
