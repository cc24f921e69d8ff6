/** Nutrient names, units and number formats for every nutrition page: one place, so pages agree. */
import type { NutrientKey, Nutrients } from '#shared/contracts/nutrition.contract';
import { formatCalendarDay, formatDecimal } from '#shared/domain/en-us-format';

export interface NutrientInfo {
  label: string;
  unit: string;
}

export const NUTRIENT_INFO: Readonly<Record<NutrientKey, NutrientInfo>> = {
  energy_kcal: { label: 'Energy', unit: 'kcal' },
  protein_g: { label: 'Protein', unit: 'g' },
  fat_g: { label: 'Fat', unit: 'g' },
  saturated_fat_g: { label: 'Saturated fat', unit: 'g' },
  carbs_g: { label: 'Carbohydrate', unit: 'g' },
  fiber_g: { label: 'Fibre', unit: 'g' },
  sugars_g: { label: 'Sugars', unit: 'g' },
  sodium_mg: { label: 'Sodium', unit: 'mg' },
  potassium_mg: { label: 'Potassium', unit: 'mg' },
  calcium_mg: { label: 'Calcium', unit: 'mg' },
  iron_mg: { label: 'Iron', unit: 'mg' },
  magnesium_mg: { label: 'Magnesium', unit: 'mg' },
  zinc_mg: { label: 'Zinc', unit: 'mg' },
  vitamin_a_ug: { label: 'Vitamin A', unit: 'µg' },
  vitamin_c_mg: { label: 'Vitamin C', unit: 'mg' },
  vitamin_d_ug: { label: 'Vitamin D', unit: 'µg' },
  vitamin_e_mg: { label: 'Vitamin E', unit: 'mg' },
  vitamin_k_ug: { label: 'Vitamin K', unit: 'µg' },
  vitamin_b12_ug: { label: 'Vitamin B12', unit: 'µg' },
  folate_ug: { label: 'Folate', unit: 'µg' },
};

export const MACRO_KEYS = ['energy_kcal', 'protein_g', 'fat_g', 'carbs_g'] as const;
export type MacroKey = (typeof MACRO_KEYS)[number];

/** A key we know ('vitamin_d_ug') by its label and unit; an unknown one from its own name. */
export function nutrientInfo(key: string): NutrientInfo {
  const known = (NUTRIENT_INFO as Record<string, NutrientInfo | undefined>)[key];
  if (known) return known;
  const parts = key.split('_');
  const unit = parts.length > 1 ? (parts.pop() ?? '') : '';
  const label = parts.join(' ');
  return {
    label: label.charAt(0).toUpperCase() + label.slice(1),
    unit: unit === 'ug' ? 'µg' : unit,
  };
}

/** 2,150 for big numbers, 12.5 for small ones: as precise as a reader needs. */
export function formatAmount(value: number): string {
  return formatDecimal(value, Math.abs(value) >= 100 ? 0 : 1);
}

export function formatNutrient(key: string, value: number): string {
  const { unit } = nutrientInfo(key);
  return `${formatAmount(value)} ${unit}`.trim();
}

/** Each nutrient times `factor` (servings scaled, grams over 100); missing keys stay missing. */
export function scaleNutrients(nutrients: Nutrients, factor: number): Nutrients {
  const scaled: Record<string, number> = {};
  for (const [key, value] of Object.entries(nutrients)) {
    if (typeof value === 'number') scaled[key] = value * factor;
  }
  return scaled as Nutrients;
}

/** How far `value` is from `target`, as a signed whole percentage (+8 means 8% over). */
export function percentOfTarget(value: number, target: number): number {
  return target > 0 ? Math.round((value / target) * 100) : 0;
}

/** Within ±10% of the target: the planner's promise for each day's energy. */
export function isWithinTenPercent(value: number, target: number): boolean {
  return target > 0 && Math.abs(value - target) <= target * 0.1;
}

export const SLOT_LABELS = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
} as const;

/** 'Monday, November 23' for a 'YYYY-MM-DD' calendar day (read as a date, not a time). */
export function formatDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : formatCalendarDay(parsed, 'weekdayLong');
}

export function formatShortDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : formatCalendarDay(parsed, 'monthDay');
}
