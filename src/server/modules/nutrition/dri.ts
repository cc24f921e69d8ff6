/**
 * Dietary Reference Intakes for the micronutrients a plan and the food log total (ADR 027): the
 * RDA (or AI where no RDA exists) and the tolerable upper intake level (UL) by age band and sex,
 * from the NIH Office of Dietary Supplements fact sheets (health professional versions) and, for
 * sodium (CDRR) and fibre, the National Academies reports they cite. Pregnancy and lactation
 * figures are not applied (the profile does not say); children 1-18 are covered by band.
 */
import type { NutrientKey } from '#shared/contracts/nutrition.contract';
import type { Sex, Source } from './energy-targets';

/** Micronutrients with a DRI here (the list). */
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

/** Age bands (years, inclusive lower bound) used by every table below. */
const BANDS = [1, 4, 9, 14, 19, 31, 51, 71] as const;
type Band = (typeof BANDS)[number];
/** [male, female] per band, in the order of BANDS; null where no value is set. */
type PerBand = readonly [m: number | null, f: number | null][];

const same = (v: number | null): [number | null, number | null] => [v, v];

export interface DriEntry {
  key: DriKey;
  label: string;
  unit: string;
  /** 'RDA' or 'AI' for the target. */
  targetKind: 'RDA' | 'AI';
  target: PerBand;
  /** The UL (or, for sodium, the CDRR: intake above it raises chronic-disease risk). */
  upper: PerBand | null;
  upperKind: 'UL' | 'CDRR' | null;
  /**
   * What the UL counts: 'total' (food + supplements), or 'supplements' where the UL covers only
   * supplemental forms (magnesium, vitamin E, folic acid; vitamin A's UL is preformed retinol,
   * which food totals do not separate from carotenoids).
   */
  upperCounts: 'total' | 'supplements';
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
    upper: [same(2500), same(2500), same(3000), same(3000), same(2500), same(2500), same(2000), same(2000)],
    upperKind: 'UL', upperCounts: 'total', source: ods('Calcium', 'Calcium'),
  },
  {
    key: 'iron_mg', label: 'Iron', unit: 'mg', targetKind: 'RDA',
    target: [same(7), same(10), same(8), [11, 15], [8, 18], [8, 18], same(8), same(8)],
    upper: [same(40), same(40), same(40), same(45), same(45), same(45), same(45), same(45)],
    upperKind: 'UL', upperCounts: 'total', source: ods('Iron', 'Iron'),
  },
  {
    key: 'magnesium_mg', label: 'Magnesium', unit: 'mg', targetKind: 'RDA',
    target: [same(80), same(130), same(240), [410, 360], [400, 310], [420, 320], [420, 320], [420, 320]],
    upper: [same(65), same(110), same(350), same(350), same(350), same(350), same(350), same(350)],
    upperKind: 'UL', upperCounts: 'supplements', source: ods('Magnesium', 'Magnesium'),
  },
  {
    key: 'zinc_mg', label: 'Zinc', unit: 'mg', targetKind: 'RDA',
    target: [same(3), same(5), same(8), [11, 9], [11, 8], [11, 8], [11, 8], [11, 8]],
    upper: [same(7), same(12), same(23), same(34), same(40), same(40), same(40), same(40)],
    upperKind: 'UL', upperCounts: 'total', source: ods('Zinc', 'Zinc'),
  },
  {
    key: 'potassium_mg', label: 'Potassium', unit: 'mg', targetKind: 'AI',
    target: [same(2000), same(2300), [2500, 2300], [3000, 2300], [3400, 2600], [3400, 2600], [3400, 2600], [3400, 2600]],
    upper: null, upperKind: null, upperCounts: 'total', source: ods('Potassium', 'Potassium'),
  },
  {
    key: 'sodium_mg', label: 'Sodium', unit: 'mg', targetKind: 'AI',
    target: [same(800), same(1000), same(1200), same(1500), same(1500), same(1500), same(1500), same(1500)],
    upper: [same(1200), same(1500), same(1800), same(2300), same(2300), same(2300), same(2300), same(2300)],
    upperKind: 'CDRR', upperCounts: 'total', source: SODIUM_POTASSIUM_DRI,
  },
  {
    key: 'vitamin_a_ug', label: 'Vitamin A', unit: 'µg RAE', targetKind: 'RDA',
    target: [same(300), same(400), same(600), [900, 700], [900, 700], [900, 700], [900, 700], [900, 700]],
    upper: [same(600), same(900), same(1700), same(2800), same(3000), same(3000), same(3000), same(3000)],
    upperKind: 'UL', upperCounts: 'supplements', source: ods('Vitamin A', 'VitaminA'),
  },
  {
    key: 'vitamin_c_mg', label: 'Vitamin C', unit: 'mg', targetKind: 'RDA',
    target: [same(15), same(25), same(45), [75, 65], [90, 75], [90, 75], [90, 75], [90, 75]],
    upper: [same(400), same(650), same(1200), same(1800), same(2000), same(2000), same(2000), same(2000)],
    upperKind: 'UL', upperCounts: 'total', source: ods('Vitamin C', 'VitaminC'),
  },
  {
    key: 'vitamin_d_ug', label: 'Vitamin D', unit: 'µg', targetKind: 'RDA',
    target: [same(15), same(15), same(15), same(15), same(15), same(15), same(15), same(20)],
    upper: [same(63), same(75), same(100), same(100), same(100), same(100), same(100), same(100)],
    upperKind: 'UL', upperCounts: 'total', source: ods('Vitamin D', 'VitaminD'),
  },
  {
    key: 'vitamin_e_mg', label: 'Vitamin E', unit: 'mg', targetKind: 'RDA',
    target: [same(6), same(7), same(11), same(15), same(15), same(15), same(15), same(15)],
    upper: [same(200), same(300), same(600), same(800), same(1000), same(1000), same(1000), same(1000)],
    upperKind: 'UL', upperCounts: 'supplements', source: ods('Vitamin E', 'VitaminE'),
  },
  {
    key: 'vitamin_k_ug', label: 'Vitamin K', unit: 'µg', targetKind: 'AI',
    target: [same(30), same(55), same(60), same(75), [120, 90], [120, 90], [120, 90], [120, 90]],
    upper: null, upperKind: null, upperCounts: 'total', source: ods('Vitamin K', 'VitaminK'),
  },
  {
    key: 'vitamin_b12_ug', label: 'Vitamin B12', unit: 'µg', targetKind: 'RDA',
    target: [same(0.9), same(1.2), same(1.8), same(2.4), same(2.4), same(2.4), same(2.4), same(2.4)],
    upper: null, upperKind: null, upperCounts: 'total', source: ods('Vitamin B12', 'VitaminB12'),
  },
  {
    key: 'folate_ug', label: 'Folate', unit: 'µg DFE', targetKind: 'RDA',
    target: [same(150), same(200), same(300), same(400), same(400), same(400), same(400), same(400)],
    upper: [same(300), same(400), same(600), same(800), same(1000), same(1000), same(1000), same(1000)],
    upperKind: 'UL', upperCounts: 'supplements', source: ods('Folate', 'Folate'),
  },
  {
    key: 'fiber_g', label: 'Fibre', unit: 'g', targetKind: 'AI',
    target: [same(19), same(25), [31, 26], [38, 26], [38, 25], [38, 25], [30, 21], [30, 21]],
    upper: null, upperKind: null, upperCounts: 'total', source: MACRO_DRI,
  },
];

export const DRI_BY_KEY: ReadonlyMap<DriKey, DriEntry> = new Map(DRI_TABLE.map((e) => [e.key, e]));

function bandIndex(age: number): number {
  let index = 0;
  BANDS.forEach((lower: Band, i) => {
    if (age >= lower) index = i;
  });
  return index;
}

/**
 * The value for one sex: with no sex given the higher of the two targets (it covers either's
 * needs; ADR 027). ULs are the same for both sexes.
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
  upper_limit: number | null;
  upperKind: 'UL' | 'CDRR' | null;
  upperCounts: 'total' | 'supplements';
  source: Source;
}

/** Adults 19-30 stand in when the profile has no age (the figures a plan shows without one). */
export const DEFAULT_DRI_AGE = 30;

/** Every DRI for an age (years) and sex. */
export function drisFor(age: number | null, sex: Sex | null): Dri[] {
  const i = bandIndex(age ?? DEFAULT_DRI_AGE);
  const s = sex ?? 'unspecified';
  return DRI_TABLE.map((entry) => ({
    key: entry.key,
    label: entry.label,
    unit: entry.unit,
    target: pick(entry.target[i], s),
    targetKind: entry.targetKind,
    upper_limit: entry.upper ? pick(entry.upper[i], s) : null,
    upperKind: entry.upperKind,
    upperCounts: entry.upperCounts,
    source: entry.source,
  }));
}
