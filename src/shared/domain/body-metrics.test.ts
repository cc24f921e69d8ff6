import { describe, expect, it } from 'vitest';
import { LBS_TO_KG, calculateBmi, toKilograms, toMetres } from './body-metrics';

describe('unit conversion for BMI', () => {
  it('converts lbs at 0.453592 and leaves kg alone', () => {
    expect(LBS_TO_KG).toBe(0.453592);
    expect(toKilograms(100, 'lbs')).toBeCloseTo(45.3592, 10);
    expect(toKilograms(70, 'kg')).toBe(70);
    expect(toKilograms(70, undefined)).toBe(70);
  });

  it('converts cm, ft and in to metres and uses m as is', () => {
    expect(toMetres(175, 'cm')).toBe(1.75);
    expect(toMetres(5.75, 'ft')).toBeCloseTo(1.7526, 10);
    expect(toMetres(70, 'in')).toBeCloseTo(1.778, 10);
    expect(toMetres(1.8, 'm')).toBe(1.8);
    expect(toMetres(160, null)).toBe(1.6);
  });
});

describe('calculateBmi', () => {
  it('gives 22.9 for 70 kg and 175 cm', () => {
    // 70 / 1.75² = 22.857…
    expect(calculateBmi(70, 'kg', 175, 'cm')).toBe(22.9);
  });

  it('gives 22.7 for 154 lbs and 5.75 ft', () => {
    // 69.853168 kg / 1.7526² m = 22.741…
    expect(calculateBmi(154, 'lbs', 5.75, 'ft')).toBe(22.7);
  });

  it('gives 25.8 for 180 lbs and 70 in', () => {
    // 81.64656 kg / 1.778² m = 25.827…
    expect(calculateBmi(180, 'lbs', 70, 'in')).toBe(25.8);
  });

  it('accepts metres and defaults missing units to kg and cm', () => {
    expect(calculateBmi(80, 'kg', 2, 'm')).toBe(20);
    expect(calculateBmi(70, null, 175, undefined)).toBe(22.9);
  });

  it('is null when a measure is missing or not positive', () => {
    expect(calculateBmi(null, 'kg', 175, 'cm')).toBeNull();
    expect(calculateBmi(70, 'kg', undefined, 'cm')).toBeNull();
    expect(calculateBmi(0, 'kg', 175, 'cm')).toBeNull();
    expect(calculateBmi(70, 'kg', -1, 'cm')).toBeNull();
    expect(calculateBmi(Number.NaN, 'kg', 175, 'cm')).toBeNull();
    expect(calculateBmi(70, 'kg', Number.POSITIVE_INFINITY, 'cm')).toBeNull();
  });
});
