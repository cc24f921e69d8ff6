/**
 * Predefined option lists shared by the profile editor and the trackers (symptoms and
 * health goals have predefined lists; free text is also allowed).
 */

export const SYMPTOM_OPTIONS = [
  'Fatigue',
  'Headache',
  'Trouble sleeping',
  'Joint pain',
  'Back pain',
  'Muscle aches',
  'Bloating',
  'Heartburn',
  'Nausea',
  'Constipation',
  'Diarrhea',
  'Dizziness',
  'Low mood',
  'Anxiety or worry',
  'Brain fog',
  'Skin rash',
  'Shortness of breath',
  'Hot flashes',
] as const;

export const HEALTH_GOAL_OPTIONS = [
  'Lose weight',
  'Gain weight',
  'Improve fitness',
  'Better sleep',
  'Reduce stress',
  'More energy',
  'Eat healthier',
  'Manage blood pressure',
  'Manage blood sugar',
  'Improve digestion',
  'Quit smoking',
  'Drink less alcohol',
] as const;
