/** The chips offered for quick tapping; a user can add their own words as well. */

export const MOOD_TAGS = [
  'Exercise',
  'Outdoors',
  'Social',
  'Work',
  'Family',
  'Reading',
  'Meditation',
  'Good sleep',
  'Poor sleep',
  'Caffeine',
  'Alcohol',
  'Screen time',
  'Travel',
  'Rest',
] as const;

export const SYMPTOM_TRIGGERS = [
  'Stress',
  'Poor sleep',
  'Food',
  'Weather',
  'Exercise',
  'Alcohol',
  'Caffeine',
  'Screen time',
  'Menstrual cycle',
  'Other',
] as const;

/** The offered chips plus any chosen word that is not among them (an older entry's own tag). */
export function chipOptions(offered: readonly string[], chosen: readonly string[]) {
  const extra = chosen.filter(
    (tag) => !offered.some((item) => item.toLowerCase() === tag.toLowerCase()),
  );
  return [...offered, ...extra].map((tag) => ({ value: tag, label: tag }));
}
