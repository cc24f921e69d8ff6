/**
 * A medicine's type in the cabinet (prescription, over-the-counter, supplement, vitamin, herbal)
 * from what a record or the knowledge base says of it (ADR 084), instead of
 * "Prescription" for everything. Pure; used by the FHIR import and the cabinet's profile sync.
 */
import type { MEDICATION_TYPES } from '#shared/contracts/profile.contract';
import type { SubstanceKind } from './substance-kinds';

/** The cabinet's types (MEDICATION_TYPES). */
export type MedicineType = (typeof MEDICATION_TYPES)[number];

/**
 * The type a knowledge-base substance's kind gives: a supplement (a vitamin when its name says
 * so), a herb. A drug's kind does not say whether it needs a prescription, and a food or an oil
 * is no cabinet type: null, and the caller keeps what it knows.
 */
export function medicineTypeOfSubstance(substance: {
  kind: SubstanceKind;
  id: string;
  name: string;
}): MedicineType | null {
  if (substance.kind === 'herb') return 'Herbal';
  if (substance.kind !== 'supplement') return null;
  return /vitamin/i.test(`${substance.id} ${substance.name}`) ? 'Vitamin' : 'Supplement';
}

/** Words a record uses for a medicine's category or form, in the order they are tried. */
const RECORD_WORDS: readonly [RegExp, MedicineType][] = [
  [/\b(over[- ]the[- ]counter|otc|non-?prescription)\b/i, 'Over-the-counter'],
  [/\bvitamins?\b/i, 'Vitamin'],
  [/\b(herbal|herbs?|botanical|phytotherap\w*)\b/i, 'Herbal'],
  [/\b(dietary supplements?|supplements?|nutraceuticals?)\b/i, 'Supplement'],
];

/**
 * The type a record's own words give (a MedicationStatement's or MedicationRequest's category,
 * its Medication's form or code text: 'Dietary supplement', 'OTC', 'Herbal product'), or null.
 */
export function medicineTypeOfWords(words: readonly string[]): MedicineType | null {
  for (const [pattern, type] of RECORD_WORDS)
    if (words.some((word) => pattern.test(word))) return type;
  return null;
}
