/** The admin's view of the food and recipe knowledge: how much is loaded, and the reload. */
import type { Db } from '#server/db/client';
import type { NutritionKnowledge } from './nutrition-context';
import { populateNutritionKnowledge, type PopulateResult } from './populate-knowledge';

export function createNutritionKnowledgeAdmin(db: Db, knowledge: NutritionKnowledge) {
  return {
    counts: (): { foods: number; recipes: number } => ({
      foods: knowledge.foods.all().length,
      recipes: knowledge.recipes.all().length,
    }),
    populate: (): Promise<PopulateResult> => populateNutritionKnowledge(db, knowledge),
  };
}
export type NutritionKnowledgeAdmin = ReturnType<typeof createNutritionKnowledgeAdmin>;
