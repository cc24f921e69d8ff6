/**
 * The unified health profile's sections, option lists, limits and messages. Without zod (the
 * profile contract re-exports them and builds its schemas from them), so the profile and
 * onboarding pages do not load the schemas, and zod, with their first screen (ADR 181).
 */
export const PROFILE_SECTIONS = [
  'personal_info',
  'health_assessment',
  'medical_history',
  'lifestyle_data',
  'dietary_info',
  'medications',
  'supplements',
  'symptoms',
  'conditions',
  'health_goals',
  'preferences',
  'onboarding_progress',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const GENDERS = ['male', 'female', 'non-binary', 'prefer-not-to-say'] as const;
export const WEIGHT_UNITS = ['kg', 'lbs'] as const;
export const HEIGHT_UNITS = ['cm', 'ft', 'in'] as const;
export const SYMPTOM_FREQUENCIES = [
  'daily',
  'weekly',
  'monthly',
  'occasionally',
  'rarely',
] as const;
export const MEDICATION_TYPES = [
  'Prescription',
  'Over-the-counter',
  'Supplement',
  'Vitamin',
  'Herbal',
] as const;
export const EXERCISE_FREQUENCIES = [
  'none',
  '1-2-times',
  '3-4-times',
  '5-6-times',
  'daily',
] as const;
export const ACTIVITY_LEVELS = [
  'sedentary',
  'lightly-active',
  'moderately-active',
  'very-active',
  'extremely-active',
] as const;
export const SMOKING_STATUSES = ['never', 'former', 'occasional', 'regular'] as const;
export const ALCOHOL_LEVELS = ['none', 'rarely', 'occasionally', 'weekly', 'daily'] as const;
export const DIET_TYPES = [
  'omnivore',
  'vegetarian',
  'vegan',
  'pescatarian',
  'keto',
  'paleo',
  'mediterranean',
  'low-carb',
  'intermittent-fasting',
  'other',
] as const;
export const GOAL_TIMEFRAMES = ['1-month', '3-months', '6-months', '1-year', 'ongoing'] as const;

/** Every free-text value is at most 1000 characters. */
export const TEXT_MAX = 1000;
/** Every free-text list holds at most 100 entries. */
export const LIST_MAX = 100;

export const PROFILE_MESSAGES = {
  age: 'Age must be a whole number from 1 to 120',
  weight: 'Weight must be at least 1',
  height: 'Height must be at least 1',
  step: 'Use steps of 0.1',
  severity: 'Severity must be a whole number from 1 to 10',
  sleepHours: 'Sleep hours must be between 3 and 12, in steps of 0.5',
  stressLevel: 'Stress level must be a whole number from 1 to 10',
  sleepTarget: 'Sleep target must be between 4 and 12 hours, in steps of 0.5',
  medicationName: 'A medication name is required',
  text: `Text must be at most ${TEXT_MAX} characters`,
  list: `At most ${LIST_MAX} entries`,
  unknownSection: 'Unknown profile section',
  units: 'Units must be metric or imperial',
  timeZone: 'Time zone must be a time zone name such as Europe/London',
} as const;
