import { describe, expect, it } from 'vitest';
import { supplementAmounts, toNutrientUnit } from './supplement-doses';

const daily = (
  name: string,
  dosage: string | null,
  substanceId: string | null,
  frequency = 'Once daily',
) => supplementAmounts({ name, dosage, frequency, substanceId });

describe('supplement doses', () => {
  it('reads amounts and converts IU (NIH ODS factors)', () => {
    expect(toNutrientUnit('vitamin_d_ug', 1000, 'IU')).toBe(25);
    expect(toNutrientUnit('vitamin_a_ug', 10000, 'IU')).toBe(3000);
    expect(toNutrientUnit('vitamin_c_mg', 1, 'g')).toBe(1000);
    expect(toNutrientUnit('vitamin_b12_ug', 1, 'mg')).toBe(1000);
    expect(daily('Vitamin D3', '1000 IU', 'vitamin-d')).toEqual([
      { key: 'vitamin_d_ug', amount: 25 },
    ]);
    expect(daily('Vitamin D3 2,000 IU', null, 'vitamin-d')).toEqual([
      { key: 'vitamin_d_ug', amount: 50 },
    ]);
    expect(daily('Iron', '65 mg', 'iron', 'Twice daily')).toEqual([
      { key: 'iron_mg', amount: 130 },
    ]);
    expect(daily('Ferrous sulfate', '325 mg (65 mg elemental iron)', 'iron')).toEqual([
      { key: 'iron_mg', amount: 65 },
    ]);
  });

  it('counts an iron salt written without its elemental figure as the iron in it, not the salt', () => {
    const iron = (...args: Parameters<typeof daily>) => daily(...args)[0]?.amount;
    expect(iron('Ferrous sulfate', '325 mg', 'iron')).toBeCloseTo(65);
    expect(iron('Ferrous sulphate 200mg', null, 'iron')).toBeCloseTo(40);
    expect(iron('Ferrous fumarate', '300 mg', 'iron')).toBeCloseTo(99);
    expect(iron('Ferrous gluconate', '240 mg', 'iron', 'Twice daily')).toBeCloseTo(57.6);
    // The iron itself after the salt's name, as boxes print it, and plain 'Iron 65 mg'.
    expect(iron('Ferrous sulfate', '65 mg', 'iron')).toBe(65);
    expect(iron('Iron', '65 mg', 'iron')).toBe(65);
  });

  it('reads named amounts of a combination and says nothing when nothing is written', () => {
    expect(
      daily('Multivitamin', 'Vitamin D 25 mcg, iron 18 mg, zinc 11 mg', 'multivitamin'),
    ).toEqual([
      { key: 'vitamin_d_ug', amount: 25 },
      { key: 'iron_mg', amount: 18 },
      { key: 'zinc_mg', amount: 11 },
    ]);
    expect(daily('Multivitamin', '1 tablet', 'multivitamin')).toEqual([]);
    expect(daily('Fish oil', '1000 mg', 'fish-oil')).toEqual([]);
  });
});

describe('supplement doses: every nutrient with an upper limit, in its own form (ADR 050)', () => {
  const read = (name: string, dosage: string | null, substanceId: string | null = null) =>
    Object.fromEntries(daily(name, dosage, substanceId).map((a) => [a.key, a.amount]));

  it('reads a multivitamin that names niacin, B6, selenium and iodine', () => {
    expect(
      read(
        'Multivitamin',
        'niacin 500 mg, B6 200 mg, selenium 800 mcg, iodine 2 mg',
        'multivitamin',
      ),
    ).toEqual({ niacin_mg: 500, vitamin_b6_mg: 200, selenium_ug: 800, iodine_ug: 2000 });
    expect(
      read(
        'B-100 complex',
        'niacin (as niacinamide) 100 mg, vitamin B6 (as pyridoxine HCl) 100 mg, folic acid 400 mcg, calcium pantothenate 100 mg',
        'vitamin-b-complex',
      ),
    ).toEqual({ niacin_mg: 100, vitamin_b6_mg: 100, folic_acid_ug: 400 });
    expect(
      read(
        'Multi',
        'copper 2 mg, manganese 2.3 mg, molybdenum 45 mcg, boron 1 mg, nickel 5 mcg, vanadium 10 mcg, phosphorus 20 mg, choline 50 mg, chloride 72 mg',
      ),
    ).toEqual({
      copper_mg: 2,
      manganese_mg: 2.3,
      molybdenum_ug: 45,
      boron_mg: 1,
      nickel_mg: 0.005,
      vanadium_mg: 0.01,
      phosphorus_mg: 20,
      choline_mg: 50,
      chloride_mg: 72,
    });
  });

  it('reads single supplements by the knowledge base substance or by the one nutrient the name names', () => {
    expect(read('Niacin', '500 mg', 'niacin')).toEqual({ niacin_mg: 500 });
    expect(read('Niacinamide', '500 mg', 'niacinamide')).toEqual({ niacin_mg: 500 });
    expect(read('Flush-free nicotinamide 250 mg', null)).toEqual({ niacin_mg: 250 });
    expect(read('Vitamin B6', 'pyridoxine HCl 100 mg', 'vitamin-b6')).toEqual({
      vitamin_b6_mg: 100,
    });
    expect(read('P5P', '50 mg', 'vitamin-b6')).toEqual({ vitamin_b6_mg: 50 });
    expect(read('Selenium', 'sodium selenite 200 mcg', 'selenium')).toEqual({ selenium_ug: 200 });
    expect(read('Selenomethionine 200 mcg', null, 'selenium')).toEqual({ selenium_ug: 200 });
    expect(read('Copper gluconate', '2 mg', 'copper')).toEqual({ copper_mg: 2 });
    expect(read('Cupric oxide 2 mg', null)).toEqual({ copper_mg: 2 });
    expect(read('Molybdenum glycinate', '500 mcg')).toEqual({ molybdenum_ug: 500 });
    expect(read('Boron', '3 mg', 'boron')).toEqual({ boron_mg: 3 });
    expect(read('Manganese', '10 mg', 'manganese')).toEqual({ manganese_mg: 10 });
  });

  it('reads iodine from iodine, potassium iodide (its iodine share) and kelp (only an amount in µg)', () => {
    expect(read('Iodine', '150 mcg', 'iodine')).toEqual({ iodine_ug: 150 });
    expect(read('Iodine', 'iodine (as potassium iodide) 150 mcg', 'iodine')).toEqual({
      iodine_ug: 150,
    });
    expect(read('Potassium iodide', '130 mg', 'potassium-iodide').iodine_ug).toBeCloseTo(99_320);
    expect(read('Kelp', '225 mcg', 'kelp')).toEqual({ iodine_ug: 225 });
    expect(read('Kelp', 'kelp 600 mg (iodine 225 mcg)', 'kelp')).toEqual({ iodine_ug: 225 });
    // 500 mg is the seaweed's weight, not its iodine: unknown, never guessed.
    expect(read('Kelp', '500 mg', 'kelp')).toEqual({});
  });

  it('reads a salt by the element in it, and an elemental figure as it is', () => {
    expect(read('Sodium fluoride', '2.2 mg', 'sodium-fluoride').fluoride_mg).toBeCloseTo(0.99, 2);
    expect(read('Vanadyl sulfate', '10 mg').vanadium_mg).toBeCloseTo(3.1);
    expect(read('Choline bitartrate', '1000 mg', 'choline').choline_mg).toBeCloseTo(411);
    expect(read('Choline', 'choline (as choline bitartrate) 250 mg', 'choline')).toEqual({
      choline_mg: 250,
    });
    expect(
      read('Calcium', 'calcium carbonate 1250 mg (500 mg elemental calcium)', 'calcium'),
    ).toEqual({ calcium_mg: 500 });
  });

  it('folic acid and methylfolate are µg of themselves: never DFE, a DFE figure ÷ 1.7', () => {
    expect(read('Folic acid', '400 mcg', 'folic-acid')).toEqual({ folic_acid_ug: 400 });
    expect(read('Folic acid', '1 mg', 'folic-acid')).toEqual({ folic_acid_ug: 1000 });
    expect(read('Folate', '680 mcg DFE', 'folic-acid').folic_acid_ug).toBeCloseTo(400);
    expect(
      read('Prenatal', 'Folate 1,360 mcg DFE (800 mcg folic acid), iron 27 mg', 'prenatal-vitamin'),
    ).toEqual({ folic_acid_ug: 800, iron_mg: 27 });
    expect(
      read('L-methylfolate', '1,700 mcg DFE (1,000 mcg L-methylfolate)', 'methylfolate'),
    ).toEqual({ methylfolate_ug: 1000 });
    expect(read('Folate (as 5-MTHF) 1 mg', null)).toEqual({ methylfolate_ug: 1000 });
  });

  it('vitamin A is retinol unless the text says beta-carotene; vitamin E by its form', () => {
    expect(read('Vitamin A', '10,000 IU', 'vitamin-a')).toEqual({ vitamin_a_ug: 3000 });
    expect(read('Beta-carotene', '25,000 IU', 'beta-carotene')).toEqual({ provitamin_a_ug: 3750 });
    expect(read('Multi', 'vitamin A 900 mcg RAE (as beta-carotene), vitamin E 15 mg')).toEqual({
      provitamin_a_ug: 900,
      vitamin_e_mg: 15,
    });
    // Only part of it carotene: all of it counts as retinol, so the retinol share is never missed.
    expect(read('Multi', 'vitamin A 25,000 IU (20% as beta-carotene)')).toEqual({
      vitamin_a_ug: 7500,
    });
    expect(read('Multi', 'vitamin A 5,000 IU (100% as beta-carotene)')).toEqual({
      provitamin_a_ug: 750,
    });
    // Natural d-alpha: 0.67 mg per IU; synthetic, or a form not named, 0.9 mg (the UL's figure).
    expect(read('Vitamin E', 'd-alpha tocopherol 1000 IU', 'vitamin-e').vitamin_e_mg).toBeCloseTo(
      670,
    );
    expect(
      read('Vitamin E', 'dl-alpha tocopheryl acetate 1000 IU', 'vitamin-e').vitamin_e_mg,
    ).toBeCloseTo(900);
    expect(read('Vitamin E', '1000 IU', 'vitamin-e').vitamin_e_mg).toBeCloseTo(900);
  });

  it('says nothing it cannot read', () => {
    // Nicotinamide riboside is not niacin as the UL defines it.
    expect(read('Nicotinamide riboside', '300 mg')).toEqual({});
    // Two nutrients in the name and one amount: which one is unknown.
    expect(read('Calcium with vitamin D', '600 mg', 'calcium-and-vitamin-d')).toEqual({});
    expect(read('Chromium picolinate', 'chromium 200 mcg', 'chromium')).toEqual({});
  });
});
