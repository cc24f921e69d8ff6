/**
 * Predefined choices for the profile editor's lists: common, plainly
 * worded entries a user can tap instead of typing. Free text is always allowed as well.
 */
import type {
  ACTIVITY_LEVELS,
  ALCOHOL_LEVELS,
  DIET_TYPES,
  EXERCISE_FREQUENCIES,
  GENDERS,
  GOAL_TIMEFRAMES,
  HEIGHT_UNITS,
  SMOKING_STATUSES,
  SYMPTOM_FREQUENCIES,
  WEIGHT_UNITS,
} from '#shared/domain/profile-fields';

// Shared with the trackers (symptom names, profile-derived goals); re-exported so profile code is unchanged.
export { HEALTH_GOAL_OPTIONS, SYMPTOM_OPTIONS } from '#shared/domain/option-lists';

export const CONDITION_OPTIONS = [
  'High blood pressure',
  'High cholesterol',
  'Type 1 diabetes',
  'Type 2 diabetes',
  'Prediabetes',
  'Asthma',
  'COPD',
  'Heart disease',
  'Atrial fibrillation',
  'Thyroid disorder',
  'Arthritis',
  'Osteoporosis',
  'Acid reflux (GERD)',
  'Irritable bowel syndrome',
  'Kidney disease',
  'Liver disease',
  'Depression',
  'Anxiety',
  'Migraine',
  'Sleep apnea',
  'Epilepsy',
  'Cancer (current or past)',
] as const;

export const ALLERGY_OPTIONS = [
  'Penicillin',
  'Sulfa drugs',
  'Aspirin or NSAIDs',
  'Latex',
  'Peanuts',
  'Tree nuts',
  'Shellfish',
  'Fish',
  'Milk',
  'Eggs',
  'Wheat',
  'Soy',
  'Sesame',
  'Pollen',
  'Dust mites',
  'Pet dander',
  'Insect stings',
] as const;

export const FAMILY_HISTORY_OPTIONS = [
  'Heart disease',
  'Stroke',
  'High blood pressure',
  'Type 2 diabetes',
  'Cancer',
  'Alzheimer’s disease or dementia',
  'Osteoporosis',
  'Mental health conditions',
] as const;

export const DIET_RESTRICTION_OPTIONS = [
  'Gluten-free',
  'Dairy-free',
  'Lactose-free',
  'Nut-free',
  'Egg-free',
  'Soy-free',
  'Shellfish-free',
  'Low-sodium',
  'Low-sugar',
  'Halal',
  'Kosher',
] as const;

export const FOOD_PREFERENCE_OPTIONS = [
  'Home cooking',
  'Quick meals',
  'Plant-based meals',
  'High-protein meals',
  'Whole grains',
  'Fish and seafood',
  'Spicy food',
  'Mild flavors',
  'Batch cooking',
  'Budget-friendly',
] as const;

export const NUTRITION_GOAL_OPTIONS = [
  'Eat more vegetables',
  'Eat more fruit',
  'More fiber',
  'More protein',
  'Less added sugar',
  'Less salt',
  'Fewer processed foods',
  'Drink more water',
  'Regular meal times',
] as const;

export const APPROACH_PREFERENCE_OPTIONS = [
  'Small daily habits',
  'Structured plans',
  'Food first',
  'Natural remedies',
  'Supplements (with my clinician’s advice)',
  'Tracking and data',
  'Reminders',
  'Working with my clinician',
] as const;

/** Goals that reveal a target field. */
export const WEIGHT_GOALS = ['Lose weight', 'Gain weight'] as const;
export const FITNESS_GOAL = 'Improve fitness';
export const SLEEP_GOAL = 'Better sleep';

type Labels<T extends readonly string[]> = Readonly<Record<T[number], string>>;

export const GENDER_LABELS: Labels<typeof GENDERS> = {
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
  'prefer-not-to-say': 'Prefer not to say',
};

export const WEIGHT_UNIT_LABELS: Labels<typeof WEIGHT_UNITS> = { kg: 'kg', lbs: 'lbs' };
export const HEIGHT_UNIT_LABELS: Labels<typeof HEIGHT_UNITS> = { cm: 'cm', ft: 'ft', in: 'in' };

export const SYMPTOM_FREQUENCY_LABELS: Labels<typeof SYMPTOM_FREQUENCIES> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  occasionally: 'Occasionally',
  rarely: 'Rarely',
};

export const EXERCISE_FREQUENCY_LABELS: Labels<typeof EXERCISE_FREQUENCIES> = {
  none: 'None',
  '1-2-times': '1-2 times a week',
  '3-4-times': '3-4 times a week',
  '5-6-times': '5-6 times a week',
  daily: 'Daily',
};

export const ACTIVITY_LEVEL_LABELS: Labels<typeof ACTIVITY_LEVELS> = {
  sedentary: 'Sedentary (mostly sitting)',
  'lightly-active': 'Lightly active',
  'moderately-active': 'Moderately active',
  'very-active': 'Very active',
  'extremely-active': 'Extremely active',
};

export const SMOKING_STATUS_LABELS: Labels<typeof SMOKING_STATUSES> = {
  never: 'Never smoked',
  former: 'Former smoker',
  occasional: 'Occasionally',
  regular: 'Regularly',
};

export const ALCOHOL_LABELS: Labels<typeof ALCOHOL_LEVELS> = {
  none: 'None',
  rarely: 'Rarely',
  occasionally: 'Occasionally',
  weekly: 'Weekly',
  daily: 'Daily',
};

export const DIET_TYPE_LABELS: Labels<typeof DIET_TYPES> = {
  omnivore: 'Omnivore (eat everything)',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  keto: 'Keto',
  paleo: 'Paleo',
  mediterranean: 'Mediterranean',
  'low-carb': 'Low-carb',
  'intermittent-fasting': 'Intermittent fasting',
  other: 'Other',
};

export const GOAL_TIMEFRAME_LABELS: Labels<typeof GOAL_TIMEFRAMES> = {
  '1-month': '1 month',
  '3-months': '3 months',
  '6-months': '6 months',
  '1-year': '1 year',
  ongoing: 'Ongoing',
};
