/**
 * Checks the food substances beyond their schema ([] is valid): technical effects are lower case
 * and listed once, and every substance cites FDA's inventory.
 */
import type { FoodSubstance } from './food-substance.schema';

export const FDA_INVENTORY_URL =
  'https://www.hfpappexternal.fda.gov/scripts/fdcc/?set=FoodSubstances';

export function validateFoodSubstances(substances: readonly FoodSubstance[]): string[] {
  const problems: string[] = [];
  for (const substance of substances) {
    const at = `food substance ${substance.id}`;
    const effects = substance.technical_effects;
    if (effects.some((effect) => effect !== effect.toLowerCase()))
      problems.push(`${at}: technical effects are lower case`);
    if (new Set(effects).size !== effects.length)
      problems.push(`${at}: a technical effect is listed twice`);
    if (!substance.sources.some((source) => source.url === FDA_INVENTORY_URL))
      problems.push(`${at}: cite FDA's Substances Added to Food inventory`);
  }
  return problems;
}
