/**
 * FDA's substances added to food as the ingredient module looks them up
 * (`knowledge.food_substances`): by name, whatever its case, spacing or punctuation
 * ('Acesulfame potassium', 'ACESULFAME-POTASSIUM'), or by CAS number ('55589-62-3'). No match
 * is null.
 */
import type { FoodSubstanceIndex } from '../label-indexes';
import type { FoodSubstance } from './food-substance.schema';
import { foldLabelName } from './label-names';

const CAS = /^\s*(\d{2,7})\s*-\s*(\d{2})\s*-\s*(\d)\s*$/;

/** `FoodSubstanceIndex`, answering with the whole record (FDA's note included) and listing all. */
export interface FoodSubstanceRecordIndex extends FoodSubstanceIndex {
  lookup(text: string): FoodSubstance | null;
  all(): readonly FoodSubstance[];
}

export function buildFoodSubstanceIndex(
  substances: readonly FoodSubstance[],
): FoodSubstanceRecordIndex {
  const sorted = [...substances].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byName = new Map<string, FoodSubstance>();
  const byCas = new Map<string, FoodSubstance>();
  for (const substance of sorted) {
    const key = foldLabelName(substance.name);
    // Names that fold alike: the one with technical effects wins, then the first by id.
    const known = byName.get(key);
    if (!known || (known.technical_effects.length === 0 && substance.technical_effects.length > 0))
      byName.set(key, substance);
    if (substance.cas && !byCas.has(substance.cas)) byCas.set(substance.cas, substance);
  }
  return {
    all: () => sorted,
    lookup(text) {
      const cas = CAS.exec(text);
      if (cas) return byCas.get(`${cas[1]}-${cas[2]}-${cas[3]}`) ?? null;
      return byName.get(foldLabelName(text)) ?? null;
    },
  };
}
