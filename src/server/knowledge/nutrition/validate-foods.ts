/**
 * Checks foods beyond their schema: each substance id names a food substance the interaction
 * engine knows, wheat implies gluten, the figures add up (macros within 100 g, saturated fat within
 * fat, sugars and fibre within carbohydrate, energy within what 4/9/4 kcal per gram allows), unique names and
 * portion units. One readable string per problem; [] is valid.
 */
import type { Substance } from '../knowledge.schema';
import type { Food } from './food.schema';

/** Substances whose foods get their energy partly from alcohol (7 kcal/g), outside the 4/9/4 check. */
const ALCOHOL_SUBSTANCES = new Set([
  'alcohol',
  'beer',
  'draft-beer',
  'wine',
  'red-wine',
  'spirits',
]);

export function validateFoods(
  foods: readonly Food[],
  substances: readonly Pick<Substance, 'id' | 'kind'>[],
): string[] {
  const foodSubstances = new Set(substances.filter((s) => s.kind === 'food').map((s) => s.id));
  const allSubstances = new Set(substances.map((s) => s.id));
  const problems: string[] = [];
  const names = new Map<string, string>();
  for (const food of foods) {
    const at = `food ${food.id}`;
    const nameKey = food.name.toLowerCase();
    const owner = names.get(nameKey);
    if (owner && owner !== food.id) problems.push(`${at}: name "${food.name}" is also ${owner}'s`);
    names.set(nameKey, food.id);

    for (const id of food.substance_ids) {
      if (!allSubstances.has(id)) problems.push(`${at}: unknown substance ${id}`);
      else if (!foodSubstances.has(id)) problems.push(`${at}: substance ${id} is not a food`);
    }
    if (new Set(food.substance_ids).size !== food.substance_ids.length)
      problems.push(`${at}: a substance id is listed twice`);
    if (new Set(food.allergens).size !== food.allergens.length)
      problems.push(`${at}: an allergen is listed twice`);
    if (food.allergens.includes('wheat') && !food.allergens.includes('gluten'))
      problems.push(`${at}: wheat contains gluten; list gluten too`);
    const units = food.portions.map((p) => p.unit);
    if (new Set(units).size !== units.length)
      problems.push(`${at}: a portion unit is listed twice`);

    problems.push(...figureProblems(food, at));
  }
  return problems;
}

function figureProblems(food: Food, at: string): string[] {
  const n = food.nutrients_per_100g;
  const problems: string[] = [];
  const macros = n.protein_g + n.fat_g + n.carbs_g;
  if (macros > 100.5)
    problems.push(`${at}: protein, fat and carbohydrate weigh ${macros.toFixed(1)} g per 100 g`);
  if (n.saturated_fat_g !== undefined && n.saturated_fat_g > n.fat_g + 0.05)
    problems.push(`${at}: saturated fat is more than total fat`);
  if (n.sugars_g !== undefined && n.sugars_g > n.carbs_g + 0.5)
    problems.push(`${at}: sugars are more than carbohydrate`);
  if (n.fiber_g !== undefined && n.fiber_g > n.carbs_g + 0.5)
    problems.push(`${at}: fibre is more than carbohydrate`);
  if (n.energy_kcal > 902) problems.push(`${at}: more than 900 kcal per 100 g`);
  if (!food.substance_ids.some((id) => ALCOHOL_SUBSTANCES.has(id))) {
    // Atwater general factors bound the figure: at most 4/9/4 kcal per gram (fibre counted as
    // carbohydrate), at least 60% of it with fibre counted as 0 (specific factors, as for cocoa).
    const high = 4 * n.protein_g + 9 * n.fat_g + 4 * n.carbs_g;
    const low = high - 4 * (n.fiber_g ?? 0);
    if (n.energy_kcal > 1.25 * high + 20 || n.energy_kcal < 0.6 * low - 20)
      problems.push(
        `${at}: energy ${n.energy_kcal} kcal does not fit its macros (4/9/4 kcal per gram gives ${Math.round(high)} kcal)`,
      );
  }
  return problems;
}
