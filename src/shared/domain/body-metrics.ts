/**
 * Body metrics (BMI = kg / m², lbs at 0.453592): unit conversion and BMI, shared by the profile
 * overview and the editor so both show the same figure. Pure TypeScript: no DOM, no Node APIs.
 */

export type WeightUnit = 'kg' | 'lbs';
export type HeightUnit = 'cm' | 'ft' | 'in' | 'm';

export const LBS_TO_KG = 0.453592;
export const CM_PER_FOOT = 30.48;
export const CM_PER_INCH = 2.54;

/** Missing units fall back to kg and cm, the editor's defaults. */
export function toKilograms(weight: number, unit: WeightUnit | null | undefined): number {
  return unit === 'lbs' ? weight * LBS_TO_KG : weight;
}

export function toMetres(height: number, unit: HeightUnit | null | undefined): number {
  switch (unit) {
    case 'm':
      return height;
    case 'ft':
      return (height * CM_PER_FOOT) / 100;
    case 'in':
      return (height * CM_PER_INCH) / 100;
    case 'cm':
    case null:
    case undefined:
      return height / 100;
  }
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** kg / m², rounded to one decimal; null when either measure is missing or not positive. */
export function calculateBmi(
  weight: number | null | undefined,
  weightUnit: WeightUnit | null | undefined,
  height: number | null | undefined,
  heightUnit: HeightUnit | null | undefined,
): number | null {
  if (!isPositive(weight) || !isPositive(height)) return null;
  const metres = toMetres(height, heightUnit);
  const bmi = toKilograms(weight, weightUnit) / (metres * metres);
  return Number.isFinite(bmi) ? Math.round(bmi * 10) / 10 : null;
}
