/**
 * The account's unit system (metric or imperial, `preferences.units` on the profile) and the
 * conversions between kg and lb, cm and ft/in. Exact definitions: 1 lb = 0.45359237 kg,
 * 1 in = 2.54 cm. Pure TypeScript: no DOM, no Node APIs.
 */

export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'metric';

export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;
export const IN_PER_FT = 12;

export function isUnitSystem(value: unknown): value is UnitSystem {
  return value === 'metric' || value === 'imperial';
}

/** The stored preference, or metric when it is missing or not one of the two. */
export function unitSystemOf(preferences: Record<string, unknown> | null | undefined): UnitSystem {
  const value = preferences?.units;
  return isUnitSystem(value) ? value : DEFAULT_UNIT_SYSTEM;
}

/** Rounds to `digits` decimals (default 1), as the forms show and accept. */
export function roundTo(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function kgToLb(kg: number): number {
  return kg / KG_PER_LB;
}

export function lbToKg(lb: number): number {
  return lb * KG_PER_LB;
}

export function cmToIn(cm: number): number {
  return cm / CM_PER_IN;
}

export function inToCm(inches: number): number {
  return inches * CM_PER_IN;
}

/**
 * The health profile keeps each measure with its own unit (kg or lbs; cm, ft or in). These pick
 * the unit a new entry starts in, and convert a number when its unit is switched, so 70 kg becomes
 * 154.3 lbs rather than 70 lbs. One decimal, the profile's step.
 */
export type ProfileWeightUnit = 'kg' | 'lbs';
export type ProfileHeightUnit = 'cm' | 'ft' | 'in';

export function profileWeightUnit(system: UnitSystem): ProfileWeightUnit {
  return system === 'imperial' ? 'lbs' : 'kg';
}

/** Inches, not decimal feet: 68 in is exact where 5.7 ft is not. */
export function profileHeightUnit(system: UnitSystem): ProfileHeightUnit {
  return system === 'imperial' ? 'in' : 'cm';
}

export function convertWeight(
  value: number,
  from: ProfileWeightUnit,
  to: ProfileWeightUnit,
): number {
  if (from === to) return value;
  return roundTo(to === 'lbs' ? kgToLb(value) : lbToKg(value), 1);
}

const CM_PER_HEIGHT_UNIT: Record<ProfileHeightUnit, number> = {
  cm: 1,
  in: CM_PER_IN,
  ft: CM_PER_IN * IN_PER_FT,
};

export function convertHeight(
  value: number,
  from: ProfileHeightUnit,
  to: ProfileHeightUnit,
): number {
  if (from === to) return value;
  return roundTo((value * CM_PER_HEIGHT_UNIT[from]) / CM_PER_HEIGHT_UNIT[to], 1);
}
