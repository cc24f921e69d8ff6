/** Nutrition: foods, recipes, meal plans, the food log and supplement totals. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createMedicationsReader } from '#server/modules/medications/index';
import { createProfileReader } from '#server/modules/profile/index';
import type { NutritionKnowledge } from './nutrition-context';
import { createNutritionKnowledgeAdmin } from './nutrition-knowledge-admin';
import { createNutritionRepository } from './nutrition.repository';
import {
  nutritionAdminRoutes,
  nutritionPublicRoutes,
  nutritionUserRoutes,
} from './nutrition.routes';
import { createNutritionService } from './nutrition.service';

export const registerNutritionModule: FeatureModule = async (app, context) => {
  const { db } = context.database;
  // The module's own handle on the indexes, so an admin reload replaces them in place.
  const knowledge: NutritionKnowledge = {
    foods: context.knowledge.foods,
    recipes: context.knowledge.recipes,
  };
  const now = context.now ?? (() => new Date());
  const service = createNutritionService({
    repository: createNutritionRepository(db),
    knowledge,
    interactions: context.knowledge.interactions,
    profiles: createProfileReader(db, { now: context.now }),
    cabinet: createMedicationsReader(db),
    person: context.person,
    allergens: context.knowledge.allergens,
    now,
  });
  const deps = { service, admin: createNutritionKnowledgeAdmin(db, knowledge), now };
  await app.register(nutritionPublicRoutes(deps));
  await app.register(nutritionUserRoutes(deps));
  await app.register(nutritionAdminRoutes(deps));
};
