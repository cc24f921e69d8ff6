import { describe, expect, it } from 'vitest';
import {
  convertHeight,
  convertWeight,
  cmToIn,
  inToCm,
  kgToLb,
  lbToKg,
  profileHeightUnit,
  profileWeightUnit,
  unitSystemOf,
} from './units';

describe('weight conversion', () => {
  it('uses the exact pound (0.45359237 kg)', () => {
    expect(lbToKg(1)).toBe(0.45359237);
    expect(lbToKg(100)).toBeCloseTo(45.359237, 9);
    expect(kgToLb(0.45359237)).toBeCloseTo(1, 12);
    expect(kgToLb(70)).toBeCloseTo(154.3236, 4);
  });
});

describe('height conversion', () => {
  it('uses the exact inch (2.54 cm)', () => {
    expect(inToCm(1)).toBe(2.54);
    expect(cmToIn(254)).toBeCloseTo(100, 12);
  });
});

describe('unitSystemOf', () => {
  it('reads the preference and falls back to metric', () => {
    expect(unitSystemOf({ units: 'imperial' })).toBe('imperial');
    expect(unitSystemOf({ units: 'metric' })).toBe('metric');
    expect(unitSystemOf({ units: 'lbs' })).toBe('metric');
    expect(unitSystemOf({})).toBe('metric');
    expect(unitSystemOf(undefined)).toBe('metric');
  });
});

describe('profile units', () => {
  it('starts new entries in the account system', () => {
    expect(profileWeightUnit('imperial')).toBe('lbs');
    expect(profileWeightUnit('metric')).toBe('kg');
    expect(profileHeightUnit('imperial')).toBe('in');
    expect(profileHeightUnit('metric')).toBe('cm');
  });

  it('converts a number when its unit is switched, to the profile step of 0.1', () => {
    expect(convertWeight(70, 'kg', 'lbs')).toBe(154.3);
    expect(convertWeight(154.3, 'lbs', 'kg')).toBe(70);
    expect(convertWeight(70, 'kg', 'kg')).toBe(70);
    expect(convertHeight(175, 'cm', 'in')).toBe(68.9);
    expect(convertHeight(72, 'in', 'cm')).toBe(182.9);
    expect(convertHeight(6, 'ft', 'in')).toBe(72);
    expect(convertHeight(182.88, 'cm', 'ft')).toBe(6);
    expect(convertHeight(68, 'in', 'in')).toBe(68);
  });

  it('comes back within the 0.1 step when switched there and back', () => {
    for (let kg = 30; kg <= 200; kg += 0.7) {
      const value = Math.round(kg * 10) / 10;
      const back = convertWeight(convertWeight(value, 'kg', 'lbs'), 'lbs', 'kg');
      expect(Math.abs(back - value)).toBeLessThanOrEqual(0.1);
    }
    for (let cm = 50; cm <= 220; cm += 1.3) {
      const value = Math.round(cm * 10) / 10;
      const back = convertHeight(convertHeight(value, 'cm', 'in'), 'in', 'cm');
      expect(Math.abs(back - value)).toBeLessThanOrEqual(0.2);
    }
  });
});
