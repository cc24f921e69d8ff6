import { describe, expect, it } from 'vitest';
import {
  cmToFeetInches,
  convertHeight,
  convertWeight,
  cmToIn,
  feetInchesToCm,
  formatHeight,
  formatWeight,
  inToCm,
  kgToLb,
  lbToKg,
  profileHeightUnit,
  profileWeightUnit,
  unitSystemOf,
  weightForDisplay,
  weightFromInput,
  weightUnitLabel,
} from './units';

describe('weight conversion', () => {
  it('uses the exact pound (0.45359237 kg)', () => {
    expect(lbToKg(1)).toBe(0.45359237);
    expect(lbToKg(100)).toBeCloseTo(45.359237, 9);
    expect(kgToLb(0.45359237)).toBeCloseTo(1, 12);
    expect(kgToLb(70)).toBeCloseTo(154.3236, 4);
  });

  it('shows kg as lb to one decimal only when the account is imperial', () => {
    expect(weightForDisplay(70, 'metric')).toBe(70);
    expect(weightForDisplay(70, 'imperial')).toBe(154.3);
    expect(weightUnitLabel('imperial')).toBe('lb');
    expect(weightUnitLabel('metric')).toBe('kg');
    expect(formatWeight(70, 'imperial')).toBe('154.3 lb');
    expect(formatWeight(72.5, 'metric')).toBe('72.5 kg');
  });

  it('stores a typed lb value as kg that shows as the same lb again', () => {
    expect(weightFromInput(150, 'imperial')).toBe(68.04);
    expect(weightForDisplay(weightFromInput(150, 'imperial'), 'imperial')).toBe(150);
    expect(weightForDisplay(weightFromInput(187.4, 'imperial'), 'imperial')).toBe(187.4);
    expect(weightFromInput(72.5, 'metric')).toBe(72.5);
  });
});

describe('height conversion', () => {
  it('uses the exact inch (2.54 cm)', () => {
    expect(inToCm(1)).toBe(2.54);
    expect(cmToIn(254)).toBeCloseTo(100, 12);
    expect(feetInchesToCm(6, 0)).toBeCloseTo(182.88, 9);
    expect(feetInchesToCm(5, 7)).toBeCloseTo(170.18, 9);
  });

  it('splits cm into whole feet and inches, carrying 12 in to a foot', () => {
    expect(cmToFeetInches(170.18)).toEqual({ feet: 5, inches: 7 });
    expect(cmToFeetInches(182.87)).toEqual({ feet: 6, inches: 0 });
    expect(cmToFeetInches(175)).toEqual({ feet: 5, inches: 8.9 });
    expect(formatHeight(175, 'imperial')).toBe('5 ft 8.9 in');
    expect(formatHeight(175, 'metric')).toBe('175 cm');
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
});
