/**
 * Tolerable Upper Intake Levels (ULs) of the National Academies' Dietary Reference Intakes, as the
 * NIH Office of Dietary Supplements fact sheets give them (ADR 050). Each row holds one UL in its
 * own basis: what it counts (food and supplements, or supplements only), in which form (preformed
 * retinol, synthetic folic acid, supplemental niacin, soluble nickel salts...), by age band and,
 * where the tables set one, for pregnancy and lactation. Sodium's row is the 2019 Chronic Disease
 * Risk Reduction intake (CDRR), which replaced its UL. Pure data and lookups: the supplement
 * totals (nutrition.service.ts) and the DRIs a plan shows (dri.ts) read it.
 */
import type { NutrientKey } from '#shared/contracts/nutrition.contract';
import type { Source } from './energy-targets';

/** Age bands (years, inclusive lower bound): 1-3, 4-8, 9-13, 14-18, 19-30, 31-50, 51-70, 71+. */
export const AGE_BANDS = [1, 4, 9, 14, 19, 31, 51, 71] as const;

/** The band index for an age: under 1 reads as the 1-3 band (the tables' youngest here). */
export function bandIndex(age: number): number {
  let index = 0;
  AGE_BANDS.forEach((lower, i) => {
    if (age >= lower) index = i;
  });
  return index;
}

/**
 * The nutrients a supplement can supply, each in the unit and form its key names. Folic acid and
 * methylfolate are µg of the folate form itself (never DFE); vitamin A is preformed retinol
 * (µg, which is µg RAE) and `provitamin_a_ug` is beta-carotene as µg RAE.
 */
export const SUPPLEMENT_NUTRIENTS = {
  vitamin_a_ug: { label: 'Vitamin A (retinol)', unit: 'µg' },
  provitamin_a_ug: { label: 'Vitamin A as beta-carotene', unit: 'µg RAE' },
  vitamin_c_mg: { label: 'Vitamin C', unit: 'mg' },
  vitamin_d_ug: { label: 'Vitamin D', unit: 'µg' },
  vitamin_e_mg: { label: 'Vitamin E (alpha-tocopherol)', unit: 'mg' },
  vitamin_k_ug: { label: 'Vitamin K', unit: 'µg' },
  vitamin_b12_ug: { label: 'Vitamin B12', unit: 'µg' },
  niacin_mg: { label: 'Niacin', unit: 'mg' },
  vitamin_b6_mg: { label: 'Vitamin B6', unit: 'mg' },
  folic_acid_ug: { label: 'Folic acid', unit: 'µg' },
  methylfolate_ug: { label: 'Methylfolate', unit: 'µg' },
  choline_mg: { label: 'Choline', unit: 'mg' },
  calcium_mg: { label: 'Calcium', unit: 'mg' },
  iron_mg: { label: 'Iron', unit: 'mg' },
  magnesium_mg: { label: 'Magnesium', unit: 'mg' },
  zinc_mg: { label: 'Zinc', unit: 'mg' },
  potassium_mg: { label: 'Potassium', unit: 'mg' },
  selenium_ug: { label: 'Selenium', unit: 'µg' },
  iodine_ug: { label: 'Iodine', unit: 'µg' },
  copper_mg: { label: 'Copper', unit: 'mg' },
  manganese_mg: { label: 'Manganese', unit: 'mg' },
  molybdenum_ug: { label: 'Molybdenum', unit: 'µg' },
  boron_mg: { label: 'Boron', unit: 'mg' },
  nickel_mg: { label: 'Nickel', unit: 'mg' },
  vanadium_mg: { label: 'Vanadium', unit: 'mg' },
  phosphorus_mg: { label: 'Phosphorus', unit: 'mg' },
  fluoride_mg: { label: 'Fluoride', unit: 'mg' },
  chloride_mg: { label: 'Chloride', unit: 'mg' },
} as const satisfies Record<string, { label: string; unit: string }>;
export type SupplementKey = keyof typeof SUPPLEMENT_NUTRIENTS;

/** 'ND': not determinable; the National Academies advise getting it from food only. */
type Limit = number | 'ND';
/** One value per age band, in AGE_BANDS order. */
type ByBand = readonly [Limit, Limit, Limit, Limit, Limit, Limit, Limit, Limit];
/** [14-18, 19-50] years. */
type ByStageAge = readonly [Limit, Limit];

export interface UpperLimitRow {
  /** The limit's own key: its unit and form ('folic_acid_ug' is µg of folic acid, not DFE). */
  key: string;
  label: string;
  unit: string;
  kind: 'UL' | 'CDRR';
  /**
   * 'total': food and supplements count; 'supplements': only what the UL covers, which food
   * never supplies in that form (supplemental magnesium, niacin, folic acid, alpha-tocopherol,
   * preformed vitamin A, soluble nickel salts, vanadium).
   */
  counts: 'total' | 'supplements';
  /** What counts toward it, in plain words (shown beside the limit). */
  basis: string;
  /** The supplement nutrients held against it. */
  from: readonly SupplementKey[];
  /** The DRI row (food total) it belongs to, when the UL is in that row's unit. */
  dri?: NutrientKey;
  values: ByBand;
  pregnancy: ByStageAge;
  lactation: ByStageAge;
  /** What too much does (the fact sheet's 'Health risks from excessive ...'), one sentence. */
  harm: string;
  source: Source;
}

const ods = (name: string, page: string): Source => ({
  title: `NIH Office of Dietary Supplements: ${name} fact sheet for health professionals`,
  url: `https://ods.od.nih.gov/factsheets/${page}-HealthProfessional/`,
});
/** Nickel and vanadium have no ODS fact sheet: the report that set their ULs. */
const TRACE_ELEMENTS_DRI: Source = {
  title:
    'National Academies (2001). Dietary Reference Intakes for Vitamin A, Vitamin K, Arsenic, Boron, Chromium, Copper, Iodine, Iron, Manganese, Molybdenum, Nickel, Silicon, Vanadium, and Zinc',
  url: 'https://nap.nationalacademies.org/catalog/10026',
};
const ELECTROLYTES_DRI: Source = {
  title:
    'National Academies (2005). Dietary Reference Intakes for Water, Potassium, Sodium, Chloride, and Sulfate',
  url: 'https://nap.nationalacademies.org/catalog/10925',
};
const SODIUM_POTASSIUM_DRI: Source = {
  title: 'National Academies (2019). Dietary Reference Intakes for Sodium and Potassium',
  url: 'https://nap.nationalacademies.org/catalog/25353',
};

// prettier-ignore
// Bands:  1-3    4-8    9-13   14-18  19-30  31-50  51-70  71+      pregnancy / lactation: [14-18, 19-50]
export const UPPER_LIMITS: readonly UpperLimitRow[] = [
  {
    key: 'vitamin_a_ug', label: 'Vitamin A (preformed)', unit: 'µg', kind: 'UL', counts: 'supplements',
    basis: 'preformed vitamin A (retinol, retinyl esters) from supplements; beta-carotene and food carotenoids do not count',
    from: ['vitamin_a_ug'], dri: 'vitamin_a_ug',
    values: [600, 900, 1700, 2800, 3000, 3000, 3000, 3000], pregnancy: [2800, 3000], lactation: [2800, 3000],
    harm: 'Too much preformed vitamin A can damage the liver and bones and cause birth defects.',
    source: ods('Vitamin A', 'VitaminA'),
  },
  {
    key: 'vitamin_c_mg', label: 'Vitamin C', unit: 'mg', kind: 'UL', counts: 'total',
    basis: 'vitamin C from food and supplements', from: ['vitamin_c_mg'], dri: 'vitamin_c_mg',
    values: [400, 650, 1200, 1800, 2000, 2000, 2000, 2000], pregnancy: [1800, 2000], lactation: [1800, 2000],
    harm: 'Too much vitamin C can cause diarrhoea, nausea and stomach cramps.',
    source: ods('Vitamin C', 'VitaminC'),
  },
  {
    key: 'vitamin_d_ug', label: 'Vitamin D', unit: 'µg', kind: 'UL', counts: 'total',
    basis: 'vitamin D from food and supplements (40 IU = 1 µg)', from: ['vitamin_d_ug'], dri: 'vitamin_d_ug',
    values: [63, 75, 100, 100, 100, 100, 100, 100], pregnancy: [100, 100], lactation: [100, 100],
    harm: 'Too much vitamin D can raise blood calcium, with nausea, kidney stones and heart rhythm problems.',
    source: ods('Vitamin D', 'VitaminD'),
  },
  {
    key: 'vitamin_e_mg', label: 'Vitamin E', unit: 'mg', kind: 'UL', counts: 'supplements',
    basis: 'any form of supplemental alpha-tocopherol (1 IU natural d-alpha = 0.67 mg; synthetic dl-alpha, or a form not named, 0.9 mg); vitamin E in food does not count',
    from: ['vitamin_e_mg'], dri: 'vitamin_e_mg',
    values: [200, 300, 600, 800, 1000, 1000, 1000, 1000], pregnancy: [800, 1000], lactation: [800, 1000],
    harm: 'Too much vitamin E from supplements raises the risk of bleeding, including bleeding strokes.',
    source: ods('Vitamin E', 'VitaminE'),
  },
  {
    key: 'niacin_mg', label: 'Niacin (supplemental)', unit: 'mg', kind: 'UL', counts: 'supplements',
    basis: 'niacin from supplements and fortified foods (nicotinic acid, niacinamide/nicotinamide, inositol hexanicotinate); niacin in food does not count',
    from: ['niacin_mg'],
    values: [10, 15, 20, 30, 35, 35, 35, 35], pregnancy: [30, 35], lactation: [30, 35],
    harm: 'Too much supplemental niacin causes flushing (redness, burning, itching) and in large doses can harm the liver and raise blood sugar.',
    source: ods('Niacin', 'Niacin'),
  },
  {
    key: 'vitamin_b6_mg', label: 'Vitamin B6', unit: 'mg', kind: 'UL', counts: 'total',
    basis: 'vitamin B6 (pyridoxine and its other forms) from food and supplements; food figures are not tracked, so supplements alone are held against it',
    from: ['vitamin_b6_mg'],
    values: [30, 40, 60, 80, 100, 100, 100, 100], pregnancy: [80, 100], lactation: [80, 100],
    harm: 'Too much vitamin B6 from supplements over months can damage nerves, with numbness and pain in the hands and feet.',
    source: ods('Vitamin B6', 'VitaminB6'),
  },
  {
    key: 'folic_acid_ug', label: 'Folic acid (synthetic folate)', unit: 'µg', kind: 'UL', counts: 'supplements',
    basis: 'µg of folic acid itself from supplements and fortified foods, with methylfolate counted the same (ADR 050); folate in food never counts, and no DFE conversion',
    from: ['folic_acid_ug', 'methylfolate_ug'],
    values: [300, 400, 600, 800, 1000, 1000, 1000, 1000], pregnancy: [800, 1000], lactation: [800, 1000],
    harm: 'Too much folic acid can hide a vitamin B12 deficiency while the nerve damage it causes goes on.',
    source: ods('Folate', 'Folate'),
  },
  {
    key: 'choline_mg', label: 'Choline', unit: 'mg', kind: 'UL', counts: 'total',
    basis: 'choline from food and supplements; food figures are not tracked, so supplements alone are held against it',
    from: ['choline_mg'],
    values: [1000, 1000, 2000, 3000, 3500, 3500, 3500, 3500], pregnancy: [3000, 3500], lactation: [3000, 3500],
    harm: 'Too much choline causes a fishy body odour, sweating, vomiting and low blood pressure.',
    source: ods('Choline', 'Choline'),
  },
  {
    key: 'calcium_mg', label: 'Calcium', unit: 'mg', kind: 'UL', counts: 'total',
    basis: 'calcium from food and supplements', from: ['calcium_mg'], dri: 'calcium_mg',
    values: [2500, 2500, 3000, 3000, 2500, 2500, 2000, 2000], pregnancy: [3000, 2500], lactation: [3000, 2500],
    harm: 'Too much calcium can cause constipation and kidney stones and get in the way of iron and zinc absorption.',
    source: ods('Calcium', 'Calcium'),
  },
  {
    key: 'iron_mg', label: 'Iron', unit: 'mg', kind: 'UL', counts: 'total',
    basis: 'iron from food and supplements (elemental iron)', from: ['iron_mg'], dri: 'iron_mg',
    values: [40, 40, 40, 45, 45, 45, 45, 45], pregnancy: [45, 45], lactation: [45, 45],
    harm: 'Too much iron upsets the stomach and, in large amounts, is poisonous.',
    source: ods('Iron', 'Iron'),
  },
  {
    key: 'magnesium_mg', label: 'Magnesium (supplemental)', unit: 'mg', kind: 'UL', counts: 'supplements',
    basis: 'magnesium from supplements and medicines only; magnesium in food does not count',
    from: ['magnesium_mg'], dri: 'magnesium_mg',
    values: [65, 110, 350, 350, 350, 350, 350, 350], pregnancy: [350, 350], lactation: [350, 350],
    harm: 'Too much magnesium from supplements can cause diarrhoea, nausea and cramps.',
    source: ods('Magnesium', 'Magnesium'),
  },
  {
    key: 'zinc_mg', label: 'Zinc', unit: 'mg', kind: 'UL', counts: 'total',
    basis: 'zinc from food and supplements', from: ['zinc_mg'], dri: 'zinc_mg',
    values: [7, 12, 23, 34, 40, 40, 40, 40], pregnancy: [34, 40], lactation: [34, 40],
    harm: 'Too much zinc can cause nausea, lower copper levels and weaken immunity.',
    source: ods('Zinc', 'Zinc'),
  },
  {
    key: 'selenium_ug', label: 'Selenium', unit: 'µg', kind: 'UL', counts: 'total',
    basis: 'selenium from food and supplements; food figures are not tracked, so supplements alone are held against it',
    from: ['selenium_ug'],
    values: [90, 150, 280, 400, 400, 400, 400, 400], pregnancy: [400, 400], lactation: [400, 400],
    harm: 'Too much selenium causes hair and nail loss, a garlic smell on the breath, skin rashes and nerve problems.',
    source: ods('Selenium', 'Selenium'),
  },
  {
    key: 'iodine_ug', label: 'Iodine', unit: 'µg', kind: 'UL', counts: 'total',
    basis: 'iodine from food and supplements (including kelp and potassium iodide); food figures are not tracked, so supplements alone are held against it',
    from: ['iodine_ug'],
    values: [200, 300, 600, 900, 1100, 1100, 1100, 1100], pregnancy: [900, 1100], lactation: [900, 1100],
    harm: 'Too much iodine can cause thyroid problems: goitre and an underactive or overactive thyroid.',
    source: ods('Iodine', 'Iodine'),
  },
  {
    key: 'copper_mg', label: 'Copper', unit: 'mg', kind: 'UL', counts: 'total',
    basis: 'copper from food and supplements; food figures are not tracked, so supplements alone are held against it',
    from: ['copper_mg'],
    values: [1, 3, 5, 8, 10, 10, 10, 10], pregnancy: [8, 10], lactation: [8, 10],
    harm: 'Too much copper can damage the liver and cause stomach pain, nausea and diarrhoea.',
    source: ods('Copper', 'Copper'),
  },
  {
    key: 'manganese_mg', label: 'Manganese', unit: 'mg', kind: 'UL', counts: 'total',
    basis: 'manganese from food and supplements; food figures are not tracked, so supplements alone are held against it',
    from: ['manganese_mg'],
    values: [2, 3, 6, 9, 11, 11, 11, 11], pregnancy: [9, 11], lactation: [9, 11],
    harm: 'Too much manganese can harm the nervous system.',
    source: ods('Manganese', 'Manganese'),
  },
  {
    key: 'molybdenum_ug', label: 'Molybdenum', unit: 'µg', kind: 'UL', counts: 'total',
    basis: 'molybdenum from food and supplements; food figures are not tracked, so supplements alone are held against it',
    from: ['molybdenum_ug'],
    values: [300, 600, 1100, 1700, 2000, 2000, 2000, 2000], pregnancy: [1700, 2000], lactation: [1700, 2000],
    harm: 'Too much molybdenum has been linked to gout-like joint pain and, in animals, to harm to reproduction.',
    source: ods('Molybdenum', 'Molybdenum'),
  },
  {
    key: 'boron_mg', label: 'Boron', unit: 'mg', kind: 'UL', counts: 'total',
    basis: 'boron from food and supplements; food figures are not tracked, so supplements alone are held against it',
    from: ['boron_mg'],
    values: [3, 6, 11, 17, 20, 20, 20, 20], pregnancy: [17, 20], lactation: [17, 20],
    harm: 'Too much boron can cause nausea, vomiting and diarrhoea and, in animals, harm to reproduction and development.',
    source: ods('Boron', 'Boron'),
  },
  {
    key: 'nickel_mg', label: 'Nickel', unit: 'mg', kind: 'UL', counts: 'supplements',
    basis: 'soluble nickel salts from supplements; nickel in food does not count',
    from: ['nickel_mg'],
    values: [0.2, 0.3, 0.6, 1, 1, 1, 1, 1], pregnancy: [1, 1], lactation: [1, 1],
    harm: 'Soluble nickel salts above the limit can be toxic; the limit is set from animal studies.',
    source: TRACE_ELEMENTS_DRI,
  },
  {
    key: 'vanadium_mg', label: 'Vanadium', unit: 'mg', kind: 'UL', counts: 'supplements',
    basis: 'vanadium from supplements (elemental vanadium); no limit could be set for children or in pregnancy and breastfeeding, when it should come from food only',
    from: ['vanadium_mg'],
    values: ['ND', 'ND', 'ND', 'ND', 1.8, 1.8, 1.8, 1.8], pregnancy: ['ND', 'ND'], lactation: ['ND', 'ND'],
    harm: 'Vanadium supplements can cause stomach cramps and diarrhoea and, in animals, kidney damage.',
    source: TRACE_ELEMENTS_DRI,
  },
  {
    key: 'phosphorus_mg', label: 'Phosphorus', unit: 'mg', kind: 'UL', counts: 'total',
    basis: 'phosphorus from food and supplements; food figures are not tracked, so supplements alone are held against it',
    from: ['phosphorus_mg'],
    values: [3000, 3000, 4000, 4000, 4000, 4000, 4000, 3000], pregnancy: [3500, 3500], lactation: [4000, 4000],
    harm: 'Too much phosphorus can harden soft tissues such as the kidneys and upset the balance of calcium.',
    source: ods('Phosphorus', 'Phosphorus'),
  },
  {
    key: 'fluoride_mg', label: 'Fluoride', unit: 'mg', kind: 'UL', counts: 'total',
    basis: 'fluoride from food, water and supplements; food and water figures are not tracked, so supplements alone are held against it',
    from: ['fluoride_mg'],
    values: [1.3, 2.2, 10, 10, 10, 10, 10, 10], pregnancy: [10, 10], lactation: [10, 10],
    harm: 'Too much fluoride over years can cause skeletal fluorosis: stiff, painful joints and brittle bones.',
    source: ods('Fluoride', 'Fluoride'),
  },
  {
    key: 'chloride_mg', label: 'Chloride', unit: 'mg', kind: 'UL', counts: 'total',
    basis: 'chloride from food and supplements; food figures are not tracked, so supplements alone are held against it',
    from: ['chloride_mg'],
    values: [2300, 2900, 3400, 3600, 3600, 3600, 3600, 3600], pregnancy: [3600, 3600], lactation: [3600, 3600],
    harm: 'Too much chloride, which mostly comes with sodium as salt, raises blood pressure.',
    source: ELECTROLYTES_DRI,
  },
  {
    key: 'sodium_mg', label: 'Sodium', unit: 'mg', kind: 'CDRR', counts: 'total',
    basis: 'sodium from food and supplements', from: [], dri: 'sodium_mg',
    values: [1200, 1500, 1800, 2300, 2300, 2300, 2300, 2300], pregnancy: [2300, 2300], lactation: [2300, 2300],
    harm: 'Eating less sodium than this lowers blood pressure and heart disease risk.',
    source: SODIUM_POTASSIUM_DRI,
  },
];

export interface LifeStage {
  pregnant: boolean;
  lactating: boolean;
}
export const NOT_PREGNANT: LifeStage = { pregnant: false, lactating: false };

export interface UpperLimit {
  row: UpperLimitRow;
  /** The limit for this person, or null when none applies. */
  limit: number | null;
  /** True when the tables set no limit (ND) and advise getting it from food only. */
  foodOnly: boolean;
}

/** Adults 19-30 stand in when the profile has no age (as for the DRIs). */
export const DEFAULT_UL_AGE = 30;

const lowest = (values: readonly Limit[]): { limit: number | null; foodOnly: boolean } => {
  if (values.includes('ND')) return { limit: null, foodOnly: true };
  const numbers = values.filter((v): v is number => typeof v === 'number');
  return { limit: numbers.length > 0 ? Math.min(...numbers) : null, foodOnly: false };
};

/**
 * One row's limit for an age and life stage. Pregnancy and lactation read their own tables
 * (14-18 years below 19, else 19-50), and the lower of those and the age band's value applies
 * (the stage tables stop at 50); both stages given: the lower of the two.
 */
export function limitFor(
  row: UpperLimitRow,
  age: number | null,
  stage: LifeStage = NOT_PREGNANT,
): UpperLimit {
  const years = age ?? DEFAULT_UL_AGE;
  const values: Limit[] = [row.values[bandIndex(years)]!];
  const column = years < 19 ? 0 : 1;
  if (stage.pregnant) values.push(row.pregnancy[column]);
  if (stage.lactating) values.push(row.lactation[column]);
  return { row, ...lowest(values) };
}

/** Every upper limit for an age and life stage. */
export function upperLimitsFor(age: number | null, stage: LifeStage = NOT_PREGNANT): UpperLimit[] {
  return UPPER_LIMITS.map((row) => limitFor(row, age, stage));
}

/** How the life stage reads in a sentence: 'pregnancy (14-18 years)', 'adults 19-30'. */
export function lifeStageText(age: number | null, stage: LifeStage): string {
  const years = age ?? DEFAULT_UL_AGE;
  const ageText = age === null ? 'no age in your profile, so adults 19-30' : bandText(years);
  if (stage.pregnant && stage.lactating)
    return `pregnancy and breastfeeding (${years < 19 ? '14-18' : '19-50'} years)`;
  if (stage.pregnant) return `pregnancy (${years < 19 ? '14-18' : '19-50'} years)`;
  if (stage.lactating) return `breastfeeding (${years < 19 ? '14-18' : '19-50'} years)`;
  return ageText;
}

function bandText(age: number): string {
  const i = bandIndex(age);
  const lower = AGE_BANDS[i]!;
  const next = AGE_BANDS[i + 1];
  return next === undefined ? `age ${lower}+` : `age ${lower}-${next - 1}`;
}
