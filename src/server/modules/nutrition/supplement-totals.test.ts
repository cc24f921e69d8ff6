/**
 * Supplement totals against every upper limit (ADR 050): high doses that must warn (niacin 500 mg, B6 200 mg, selenium 800 µg, iodine 2 mg), folic acid in its own
 * basis, supplement-only limits that food never fills, pregnancy and lactation, and a table-driven
 * check from the public tables: for each nutrient, age band and life stage, a dose written as a
 * label would write it, just under and just over its limit.
 */
import { describe, expect, it } from 'vitest';
import type { FoodLogResponse, Nutrients } from '#shared/contracts/nutrition.contract';
import { supplementAmounts } from './supplement-doses';
import { supplementTotals } from './supplement-totals';
import { UPPER_LIMITS } from './upper-limits';
import { BAND_AGES, PUBLIC_TABLES, type Value } from './upper-limits.test-helpers';

interface Person {
  age?: number | null;
  pregnant?: boolean;
  lactating?: boolean;
  /** The day's logged food totals (none: nothing logged, a known 0). */
  food?: Partial<Nutrients> & Record<string, number>;
}

const supplement = (
  name: string,
  dosage: string | null,
  substanceId: string | null = null,
  frequency = 'Once daily',
) => ({
  entry: { id: name, name },
  amounts: supplementAmounts({ name, dosage, frequency, substanceId }),
});

function log(food: Person['food']): Pick<FoodLogResponse, 'date' | 'entries' | 'totals'> {
  const totals = { energy_kcal: 1800, protein_g: 80, fat_g: 60, carbs_g: 220, ...food };
  const entries: FoodLogResponse['entries'] = food
    ? [
        {
          food_id: 'x',
          grams: 100,
          name: 'Logged food',
          meal: 'lunch',
          nutrients: totals,
          flags: [],
        },
      ]
    : [];
  return {
    date: '2026-05-04',
    entries,
    totals: food ? totals : { energy_kcal: 0, protein_g: 0, fat_g: 0, carbs_g: 0 },
  };
}

function totalsFor(supplements: ReturnType<typeof supplement>[], person: Person = {}) {
  const answer = supplementTotals(
    {
      age: person.age === undefined ? 30 : person.age,
      sex: 'female',
      stage: { pregnant: person.pregnant ?? false, lactating: person.lactating ?? false },
    },
    log(person.food),
    supplements,
  );
  const row = (key: string) => answer.nutrients.find((n) => n.key === key);
  return { answer, row };
}

describe('supplement totals: high single doses and prenatal folic acid', () => {
  it('warns for niacin 500 mg, B6 200 mg, selenium 800 µg and iodine 2 mg in a multivitamin', () => {
    const { row, answer } = totalsFor([
      supplement(
        'Multivitamin',
        'niacin 500 mg, B6 200 mg, selenium 800 mcg, iodine 2 mg',
        'multivitamin',
      ),
    ]);
    expect(row('niacin_mg')).toMatchObject({
      over_upper_limit: true,
      upper_limit: 35,
      from_supplements: 500,
      counted_toward_limit: 500,
      from_food_known: false,
      target: null,
    });
    expect(row('niacin_mg')!.message).toMatch(
      /^Your supplements give 500 mg of niacin \(supplemental\) a day: over the upper limit of 35 mg from supplements\. .*flushing/,
    );
    expect(row('niacin_mg')!.sources[0]!.url).toBe(
      'https://ods.od.nih.gov/factsheets/Niacin-HealthProfessional/',
    );
    expect(row('vitamin_b6_mg')).toMatchObject({ over_upper_limit: true, upper_limit: 100 });
    expect(row('vitamin_b6_mg')!.message).toMatch(
      /200 mg of vitamin B6 a day: over the upper limit of 100 mg\b/,
    );
    expect(row('selenium_ug')).toMatchObject({ over_upper_limit: true, upper_limit: 400 });
    expect(row('selenium_ug')!.sources[0]!.url).toMatch(/Selenium-HealthProfessional/);
    expect(row('iodine_ug')).toMatchObject({
      over_upper_limit: true,
      upper_limit: 1100,
      from_supplements: 2000,
    });
    expect(row('iodine_ug')!.sources[0]!.url).toMatch(/Iodine-HealthProfessional/);
    expect(answer.supplements[0]!.nutrients.map((n) => n.label)).toEqual([
      'Niacin',
      'Vitamin B6',
      'Selenium',
      'Iodine',
    ]);
    expect(answer.upper_limits_for).toBe('age 19-30');
  });

  it('warns for the same four taken as single supplements', () => {
    const { row } = totalsFor([
      supplement('Niacin', '500 mg', 'niacin'),
      supplement('Vitamin B6', '200 mg', 'vitamin-b6'),
      supplement('Selenium', '800 mcg', 'selenium'),
      supplement('Kelp', '2000 mcg', 'kelp'),
    ]);
    for (const key of ['niacin_mg', 'vitamin_b6_mg', 'selenium_ug', 'iodine_ug'])
      expect(row(key)?.over_upper_limit, key).toBe(true);
  });

  it('shows a nutrient with no food figure only when a supplement supplies it', () => {
    const { answer } = totalsFor([supplement('Vitamin D3', '1000 IU', 'vitamin-d')]);
    expect(answer.nutrients.map((n) => n.key)).not.toContain('niacin_mg');
    expect(answer.nutrients.filter((n) => n.over_upper_limit)).toEqual([]);
  });
});

describe('folic acid: its own UL, in µg of folic acid', () => {
  it.each([
    [400, false],
    [800, false],
    [1000, false],
    [1100, true],
  ])('%d µg of folic acid a day: over the 1,000 µg UL is %s', (ug, over) => {
    const { row } = totalsFor([supplement('Folic acid', `${ug} mcg`, 'folic-acid')]);
    expect(row('folic_acid_ug')).toMatchObject({
      upper_limit: 1000,
      counted_toward_limit: ug,
      over_upper_limit: over,
    });
    // The DFE row counts it (× 1.7) towards the need, but holds no UL of its own.
    expect(row('folate_ug')).toMatchObject({
      unit: 'µg DFE',
      from_supplements: ug * 1.7,
      upper_limit: null,
      over_upper_limit: false,
    });
  });

  it('a standard prenatal (800 µg folic acid, written as 1,360 µg DFE) is not over', () => {
    const { answer } = totalsFor(
      [
        supplement(
          'Prenatal vitamin',
          'Folate 1,360 mcg DFE (800 mcg folic acid), iron 27 mg, iodine 150 mcg',
          'prenatal-vitamin',
        ),
      ],
      { pregnant: true },
    );
    expect(answer.nutrients.filter((n) => n.over_upper_limit)).toEqual([]);
    expect(answer.upper_limits_for).toBe('pregnancy (19-50 years)');
  });

  it('folate in food never counts toward it', () => {
    const { row } = totalsFor([supplement('Folic acid', '800 mcg', 'folic-acid')], {
      food: { folate_ug: 2500 },
    });
    expect(row('folic_acid_ug')).toMatchObject({
      counted_toward_limit: 800,
      over_upper_limit: false,
    });
    expect(row('folate_ug')).toMatchObject({
      from_food: 2500,
      total: 3860,
      over_upper_limit: false,
    });
  });

  it('methylfolate counts toward it one for one (EFSA 2023)', () => {
    const { row } = totalsFor([
      supplement('Folic acid', '600 mcg', 'folic-acid'),
      supplement('L-methylfolate', '1,700 mcg DFE (1,000 mcg L-methylfolate)', 'methylfolate'),
    ]);
    expect(row('folic_acid_ug')).toMatchObject({
      counted_toward_limit: 1600,
      over_upper_limit: true,
    });
  });
});

describe('limits that count supplements only', () => {
  it('niacin from food does not count', () => {
    const { row } = totalsFor([supplement('Niacin', '30 mg', 'niacin')], {
      food: { niacin_mg: 120 },
    });
    expect(row('niacin_mg')).toMatchObject({ counted_toward_limit: 30, over_upper_limit: false });
  });

  it('magnesium from food does not count', () => {
    const food = { magnesium_mg: 650 };
    const low = totalsFor([supplement('Magnesium', '300 mg', 'magnesium')], { food }).row(
      'magnesium_mg',
    );
    expect(low).toMatchObject({ total: 950, counted_toward_limit: 300, over_upper_limit: false });
    const high = totalsFor([supplement('Magnesium', '400 mg', 'magnesium')], { food }).row(
      'magnesium_mg',
    );
    expect(high).toMatchObject({ counted_toward_limit: 400, over_upper_limit: true });
    expect(high!.message).toMatch(
      /Your supplements give 400 mg of magnesium \(supplemental\) a day/,
    );
  });

  it('vitamin A: retinol counts, beta-carotene and food carotenoids do not', () => {
    const { row } = totalsFor([supplement('Beta-carotene', '25,000 IU', 'beta-carotene')], {
      food: { vitamin_a_ug: 2500 },
    });
    expect(row('vitamin_a_ug')).toMatchObject({ counted_toward_limit: 0, over_upper_limit: false });
    const retinol = totalsFor([supplement('Vitamin A', '10,500 IU', 'vitamin-a')]).row(
      'vitamin_a_ug',
    );
    expect(retinol).toMatchObject({ counted_toward_limit: 3150, over_upper_limit: true });
  });

  it('calcium counts food and supplements; sodium\u2019s CDRR counts food', () => {
    const calcium = totalsFor([supplement('Calcium', '800 mg', 'calcium')], {
      food: { calcium_mg: 1800 },
    }).row('calcium_mg');
    expect(calcium).toMatchObject({ counted_toward_limit: 2600, over_upper_limit: true });
    expect(calcium!.message).toMatch(
      /^You get 2,600 mg of calcium this day \(800 mg from supplements\)/,
    );
    const older = totalsFor([supplement('Calcium', '600 mg', 'calcium')], {
      age: 60,
      food: { calcium_mg: 1500 },
    }).row('calcium_mg');
    expect(older).toMatchObject({ upper_limit: 2000, over_upper_limit: true });
    const sodium = totalsFor([], { food: { sodium_mg: 2400 } }).row('sodium_mg');
    expect(sodium).toMatchObject({
      upper_limit: 2300,
      upper_limit_kind: 'CDRR',
      over_upper_limit: true,
    });
    expect(sodium!.message).toMatch(/above 2,300 mg, the intake above which cutting down/);
  });
});

describe('pregnancy and lactation', () => {
  it('phosphorus: 3,500 mg in pregnancy, 4,000 mg otherwise and when breastfeeding', () => {
    const dose = [supplement('Phosphorus', 'phosphorus 3,600 mg')];
    expect(totalsFor(dose).row('phosphorus_mg')).toMatchObject({
      upper_limit: 4000,
      over_upper_limit: false,
    });
    const pregnant = totalsFor(dose, { pregnant: true }).row('phosphorus_mg');
    expect(pregnant).toMatchObject({ upper_limit: 3500, over_upper_limit: true });
    expect(pregnant!.message).toMatch(
      /over the upper limit of 3,500 mg for pregnancy \(19-50 years\)/,
    );
    expect(totalsFor(dose, { lactating: true }).row('phosphorus_mg')).toMatchObject({
      upper_limit: 4000,
      over_upper_limit: false,
    });
  });

  it('vanadium: no limit in pregnancy, so any supplement is flagged (food only)', () => {
    const dose = [supplement('Vanadium', 'vanadium 1 mg')];
    expect(totalsFor(dose).row('vanadium_mg')).toMatchObject({
      upper_limit: 1.8,
      over_upper_limit: false,
    });
    const pregnant = totalsFor(dose, { pregnant: true }).row('vanadium_mg');
    expect(pregnant).toMatchObject({ upper_limit: null, over_upper_limit: true });
    expect(pregnant!.message).toMatch(
      /no safe upper limit could be set for pregnancy \(19-50 years\): .*food only/,
    );
  });

  it('a pregnant 16-year-old has the 14-18 limits', () => {
    const dose = [
      supplement('Iodine', '1000 mcg', 'iodine'),
      supplement('Vitamin A', '2,900 mcg', 'vitamin-a'),
    ];
    const teen = totalsFor(dose, { age: 16, pregnant: true });
    expect(teen.answer.upper_limits_for).toBe('pregnancy (14-18 years)');
    expect(teen.row('iodine_ug')).toMatchObject({ upper_limit: 900, over_upper_limit: true });
    expect(teen.row('vitamin_a_ug')).toMatchObject({ upper_limit: 2800, over_upper_limit: true });
    const adult = totalsFor(dose, { age: 30, pregnant: true });
    expect(adult.row('iodine_ug')).toMatchObject({ upper_limit: 1100, over_upper_limit: false });
    expect(adult.row('vitamin_a_ug')).toMatchObject({ upper_limit: 3000, over_upper_limit: false });
  });
});

/** How a label writes each nutrient: the words before the amount and the unit. */
const LABEL_WORDS: Record<string, [words: string, unit: 'mg' | 'mcg']> = {
  vitamin_a_ug: ['vitamin A (as retinyl palmitate)', 'mcg'],
  vitamin_c_mg: ['vitamin C (as ascorbic acid)', 'mg'],
  vitamin_d_ug: ['vitamin D3 (as cholecalciferol)', 'mcg'],
  vitamin_e_mg: ['vitamin E (as d-alpha tocopherol)', 'mg'],
  niacin_mg: ['niacin (as niacinamide)', 'mg'],
  vitamin_b6_mg: ['vitamin B6 (as pyridoxine hydrochloride)', 'mg'],
  folic_acid_ug: ['folic acid', 'mcg'],
  choline_mg: ['choline', 'mg'],
  calcium_mg: ['calcium (as calcium citrate)', 'mg'],
  iron_mg: ['iron (as ferrous bisglycinate)', 'mg'],
  magnesium_mg: ['magnesium (as magnesium glycinate)', 'mg'],
  zinc_mg: ['zinc (as zinc picolinate)', 'mg'],
  selenium_ug: ['selenium (as selenomethionine)', 'mcg'],
  iodine_ug: ['iodine (as potassium iodide)', 'mcg'],
  copper_mg: ['copper (as copper gluconate)', 'mg'],
  manganese_mg: ['manganese (as manganese gluconate)', 'mg'],
  molybdenum_ug: ['molybdenum (as sodium molybdate)', 'mcg'],
  boron_mg: ['boron (as boron citrate)', 'mg'],
  nickel_mg: ['nickel (as nickel sulfate)', 'mg'],
  vanadium_mg: ['vanadium (as vanadyl sulfate)', 'mg'],
  phosphorus_mg: ['phosphorus (as calcium phosphate)', 'mg'],
  fluoride_mg: ['fluoride (as sodium fluoride)', 'mg'],
  chloride_mg: ['chloride', 'mg'],
};

/** The amount in the label's unit, written as a label would ("1,960", "0.98"). */
function written(limit: number, key: string, unit: 'mg' | 'mcg', factor: number): string {
  const inKeyUnit = limit * factor;
  const keyUnit = key.endsWith('_ug') ? 'mcg' : 'mg';
  const value = keyUnit === unit ? inKeyUnit : unit === 'mg' ? inKeyUnit / 1000 : inKeyUnit * 1000;
  return Number(value.toFixed(4)).toLocaleString('en-US', { maximumFractionDigits: 4 });
}

const STAGES = [
  ...BAND_AGES.map((age, i) => ({
    age,
    pregnant: false,
    lactating: false,
    pick: (t: Table) => t.bands[i],
  })),
  ...[16, 25, 40].flatMap((age) => {
    const column = age < 19 ? 0 : 1;
    return [
      { age, pregnant: true, lactating: false, pick: (t: Table) => t.pregnancy[column] },
      { age, pregnant: false, lactating: true, pick: (t: Table) => t.lactation[column] },
    ];
  }),
];
type Table = (typeof PUBLIC_TABLES)[string];

describe('every upper limit, just under and just over, from the public tables', () => {
  const cases = UPPER_LIMITS.filter((row) => row.key !== 'sodium_mg').flatMap((row) =>
    STAGES.map((stage) => [row.key, stage] as const),
  );
  it('covers every UL but sodium\u2019s CDRR, at every age band and life stage', () => {
    expect(Object.keys(LABEL_WORDS).sort()).toEqual(
      UPPER_LIMITS.filter((row) => row.key !== 'sodium_mg')
        .map((row) => row.key)
        .sort(),
    );
    expect(cases.length).toBe(23 * STAGES.length);
  });

  it.each(
    cases.map(([key, stage]) => [
      key,
      `${stage.pregnant ? 'pregnant ' : stage.lactating ? 'breastfeeding ' : ''}age ${stage.age}`,
      stage,
    ]),
  )('%s, %s', (key, _label, stage) => {
    const [words, unit] = LABEL_WORDS[key]!;
    const value: Value | undefined = stage.pick(PUBLIC_TABLES[key]!);
    const person = { age: stage.age, pregnant: stage.pregnant, lactating: stage.lactating };
    const at = (factor: number) =>
      totalsFor(
        [
          supplement(
            'Supplement',
            `${words} ${written(value === 'ND' ? 1 : value!, key, unit, factor)} ${unit}`,
          ),
        ],
        person,
      ).row(key)!;
    if (value === 'ND') {
      // No limit set: any supplement is too much; the answer says to get it from food.
      expect(at(0.5)).toMatchObject({ upper_limit: null, over_upper_limit: true });
      expect(at(0.5).message).toMatch(/food only/);
      return;
    }
    const under = at(0.98);
    const over = at(1.02);
    expect(under.upper_limit).toBe(value);
    // As read from the label (the answer rounds: 0.196 mg, 11.8 mg, 1,960 mg).
    expect(under.counted_toward_limit! / (value! * 0.98)).toBeCloseTo(1, 2);
    expect(under.over_upper_limit).toBe(false);
    expect(under.message).toBeNull();
    expect(over.over_upper_limit).toBe(true);
    expect(over.message).toMatch(/upper limit/);
    expect(over.upper_limit_basis!.length).toBeGreaterThan(10);
    expect(over.sources[0]!.url).toMatch(/^https:\/\//);
  });
});
