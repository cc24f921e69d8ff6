/** What every part of the nutrition service shares: the knowledge indexes, the readers and the clock. */
import type { CabinetEntry } from '#shared/domain/one-profile';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { AllergenIndex } from '#server/knowledge/label-indexes';
import type { FoodIndex } from '#server/knowledge/nutrition/food-index';
import type { RecipeIndex } from '#server/knowledge/nutrition/recipe-index';
import type { PersonRules } from '#server/knowledge/person-rules/person-rules';
import type { UserCache } from '#server/lib/user-cache';
import type { NutritionRepository } from './nutrition.repository';

/** The foods and recipes indexes; replaced in place when an admin reloads the files. */
export interface NutritionKnowledge {
  foods: FoodIndex;
  recipes: RecipeIndex;
}

export interface NutritionContext {
  repository: NutritionRepository;
  knowledge: NutritionKnowledge;
  interactions: KnowledgeIndex;
  profiles: { findByUserId(userId: string): Promise<unknown> };
  cabinet: { cabinetEntries(userId: string): Promise<CabinetEntry[]> };
  /** The person as every tool applies them (person.reader.ts). */
  person: { rulesFor(userId: string): Promise<PersonRules> };
  /** The allergen and diet-group records the person's food rules are checked against. */
  allergens: AllergenIndex;
  now: () => Date;
  /**
   * The person's picture (nutrition-person.ts) kept per member (ADR 117), dropped when a table it
   * is read from changes: a food logged answers from it without reading the person again.
   */
  pictures?: UserCache<unknown>;
}
