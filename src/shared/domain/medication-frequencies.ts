/**
 * How often a medicine is taken: the cabinet's choices and what each means for the day's doses.
 * Pure TypeScript without zod, so a page that only reads the frequencies (the dashboard's Today
 * panel) does not load the contract's schemas with its first screen.
 */
export const MEDICATION_FREQUENCIES = [
  'Once daily',
  'Twice daily',
  'Three times daily',
  'Four times daily',
  'Every other day',
  'Weekly',
  'As needed',
] as const;
export type MedicationFrequency = (typeof MEDICATION_FREQUENCIES)[number];

/** Frequencies with a dose every day; as needed, weekly and every other day are not due daily. */
export const DAILY_MEDICATION_FREQUENCIES: ReadonlySet<string> = new Set<MedicationFrequency>([
  'Once daily',
  'Twice daily',
  'Three times daily',
  'Four times daily',
]);

/** Doses a day each frequency means for the timing planner (as needed and weekly plan one dose). */
export const DOSES_PER_FREQUENCY: Record<MedicationFrequency, 1 | 2 | 3 | 4> = {
  'Once daily': 1,
  'Twice daily': 2,
  'Three times daily': 3,
  'Four times daily': 4,
  'Every other day': 1,
  Weekly: 1,
  'As needed': 1,
};
