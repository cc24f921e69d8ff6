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
