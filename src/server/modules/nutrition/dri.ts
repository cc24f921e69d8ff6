/**
 * Dietary Reference Intakes for the micronutrients a plan and the food log total (ADR 027): the
 * RDA (or AI where no RDA exists) by age band and sex, from the NIH Office of Dietary Supplements
 * fact sheets (health professional versions) and, for sodium and fibre, the National Academies
 * reports they cite; children 1-18 are covered by band. The upper limits come from
 * upper-limits.ts (ADR 050), each in its own basis: a row shows a UL only when the UL is in the
 * row's own unit, so folate (µg DFE) shows none, the folic acid UL being µg of folic acid.
 * Pregnancy and lactation change the upper limits (the profile's conditions say so), not the
 * targets here.
 */
import type { NutrientKey } from '#shared/contracts/nutrition.contract';
import type { Sex, Source } from './energy-targets';
import { bandIndex, limitFor, NOT_PREGNANT, UPPER_LIMITS, type LifeStage } from './upper-limits';

/** Micronutrients with a DRI here. */
export const DRI_KEYS = [
  'calcium_mg',
  'iron_mg',
  'magnesium_mg',
  'zinc_mg',
  'potassium_mg',
  'sodium_mg',
  'vitamin_a_ug',
  'vitamin_c_mg',
  'vitamin_d_ug',
  'vitamin_e_mg',
  'vitamin_k_ug',
  'vitamin_b12_ug',
  'folate_ug',
  'fiber_g',
] as const satisfies readonly NutrientKey[];
export type DriKey = (typeof DRI_KEYS)[number];

/** [male, female] per age band (AGE_BANDS: 1-3, 4-8, 9-13, 14-18, 19-30, 31-50, 51-70, 71+). */
type PerBand = readonly [m: number | null, f: number | null][];

const same = (v: number | null): [number | null, number | null] => [v, v];

export interface DriEntry {
  key: DriKey;
  label: string;
  unit: string;
  /** 'RDA' or 'AI' for the target. */
  targetKind: 'RDA' | 'AI';
  target: PerBand;
  source: Source;
}

const ods = (name: string, page: string): Source => ({
  title: `NIH Office of Dietary Supplements: ${name} fact sheet for health professionals`,
  url: `https://ods.od.nih.gov/factsheets/${page}-HealthProfessional/`,
});
const SODIUM_POTASSIUM_DRI: Source = {
  title: 'National Academies (2019). Dietary Reference Intakes for Sodium and Potassium',
  url: 'https://nap.nationalacademies.org/catalog/25353',
};
const MACRO_DRI: Source = {
  title:
    'National Academies (2005). Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids',
  url: 'https://nap.nationalacademies.org/catalog/10490',
};

// prettier-ignore
// Bands:         1-3          4-8          9-13         14-18        19-30        31-50        51-70        71+
export const DRI_TABLE: readonly DriEntry[] = [
  {
    key: 'calcium_mg', label: 'Calcium', unit: 'mg', targetKind: 'RDA',
    target: [same(700), same(1000), same(1300), same(1300), same(1000), same(1000), [1000, 1200], same(1200)],
    source: ods('Calcium', 'Calcium'),
  },
  {
    key: 'iron_mg', label: 'Iron', unit: 'mg', targetKind: 'RDA',
    target: [same(7), same(10), same(8), [11, 15], [8, 18], [8, 18], same(8), same(8)],
    source: ods('Iron', 'Iron'),
  },
  {
    key: 'magnesium_mg', label: 'Magnesium', unit: 'mg', targetKind: 'RDA',
    target: [same(80), same(130), same(240), [410, 360], [400, 310], [420, 320], [420, 320], [420, 320]],
    source: ods('Magnesium', 'Magnesium'),
  },
  {
    key: 'zinc_mg', label: 'Zinc', unit: 'mg', targetKind: 'RDA',
    target: [same(3), same(5), same(8), [11, 9], [11, 8], [11, 8], [11, 8], [11, 8]],
    source: ods('Zinc', 'Zinc'),
  },
  {
    key: 'potassium_mg', label: 'Potassium', unit: 'mg', targetKind: 'AI',
    target: [same(2000), same(2300), [2500, 2300], [3000, 2300], [3400, 2600], [3400, 2600], [3400, 2600], [3400, 2600]],
    source: ods('Potassium', 'Potassium'),
  },
  {
    key: 'sodium_mg', label: 'Sodium', unit: 'mg', targetKind: 'AI',
    target: [same(800), same(1000), same(1200), same(1500), same(1500), same(1500), same(1500), same(1500)],
    source: SODIUM_POTASSIUM_DRI,
  },
  {
    key: 'vitamin_a_ug', label: 'Vitamin A', unit: 'µg RAE', targetKind: 'RDA',
    target: [same(300), same(400), same(600), [900, 700], [900, 700], [900, 700], [900, 700], [900, 700]],
    source: ods('Vitamin A', 'VitaminA'),
  },
  {
    key: 'vitamin_c_mg', label: 'Vitamin C', unit: 'mg', targetKind: 'RDA',
    target: [same(15), same(25), same(45), [75, 65], [90, 75], [90, 75], [90, 75], [90, 75]],
    source: ods('Vitamin C', 'VitaminC'),
  },
  {
    key: 'vitamin_d_ug', label: 'Vitamin D', unit: 'µg', targetKind: 'RDA',
    target: [same(15), same(15), same(15), same(15), same(15), same(15), same(15), same(20)],
    source: ods('Vitamin D', 'VitaminD'),
  },
  {
    key: 'vitamin_e_mg', label: 'Vitamin E', unit: 'mg', targetKind: 'RDA',
    target: [same(6), same(7), same(11), same(15), same(15), same(15), same(15), same(15)],
    source: ods('Vitamin E', 'VitaminE'),
  },
  {
    key: 'vitamin_k_ug', label: 'Vitamin K', unit: 'µg', targetKind: 'AI',
    target: [same(30), same(55), same(60), same(75), [120, 90], [120, 90], [120, 90], [120, 90]],
    source: ods('Vitamin K', 'VitaminK'),
  },
  {
    key: 'vitamin_b12_ug', label: 'Vitamin B12', unit: 'µg', targetKind: 'RDA',
    target: [same(0.9), same(1.2), same(1.8), same(2.4), same(2.4), same(2.4), same(2.4), same(2.4)],
    source: ods('Vitamin B12', 'VitaminB12'),
  },
  {
    key: 'folate_ug', label: 'Folate', unit: 'µg DFE', targetKind: 'RDA',
    target: [same(150), same(200), same(300), same(400), same(400), same(400), same(400), same(400)],
    source: ods('Folate', 'Folate'),
  },
  {
    key: 'fiber_g', label: 'Fibre', unit: 'g', targetKind: 'AI',
    target: [same(19), same(25), [31, 26], [38, 26], [38, 25], [38, 25], [30, 21], [30, 21]],
    source: MACRO_DRI,
  },
];

/**
 * The value for one sex: with no sex given the higher of the two targets (it covers either's
 * needs; ADR 027).
 */
function pick(pair: readonly [number | null, number | null] | undefined, sex: Sex): number | null {
  if (!pair) return null;
  const [m, f] = pair;
  if (sex === 'male') return m;
  if (sex === 'female') return f;
  if (m === null) return f;
  if (f === null) return m;
  return Math.max(m, f);
}

export interface Dri {
  key: DriKey;
  label: string;
  unit: string;
  target: number | null;
  targetKind: 'RDA' | 'AI';
  /** The UL in this row's unit (or, for sodium, the CDRR), for this age and life stage. */
  upper_limit: number | null;
  upperKind: 'UL' | 'CDRR' | null;
  /** What the UL counts: food and supplements, or supplements only (upper-limits.ts). */
  upperCounts: 'total' | 'supplements';
  source: Source;
}

/** Adults 19-30 stand in when the profile has no age (the figures a plan shows without one). */
export const DEFAULT_DRI_AGE = 30;

const UL_BY_DRI = new Map(UPPER_LIMITS.flatMap((row) => (row.dri ? [[row.dri, row]] : [])));

/** Every DRI for an age (years), sex and life stage (pregnancy and lactation change ULs only). */
export function drisFor(
  age: number | null,
  sex: Sex | null,
  stage: LifeStage = NOT_PREGNANT,
): Dri[] {
  const i = bandIndex(age ?? DEFAULT_DRI_AGE);
  const s = sex ?? 'unspecified';
  return DRI_TABLE.map((entry) => {
    const ul = UL_BY_DRI.get(entry.key);
    return {
      key: entry.key,
      label: entry.label,
      unit: entry.unit,
      target: pick(entry.target[i], s),
      targetKind: entry.targetKind,
      upper_limit: ul ? limitFor(ul, age ?? DEFAULT_DRI_AGE, stage).limit : null,
      upperKind: ul?.kind ?? null,
      upperCounts: ul?.counts ?? 'total',
      source: entry.source,
    };
  });
}
