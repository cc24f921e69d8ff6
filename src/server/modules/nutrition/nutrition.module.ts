/** Nutrition: foods, recipes, meal plans, the food log and supplement totals. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createMedicationsReader } from '#server/modules/medications/medications.reader';
import { createPersonReader } from '#server/modules/profile/person.reader';
import { createProfileReader } from '#server/modules/profile/profile.reader';
import { createNutritionRepository } from './nutrition.repository';
import {
  nutritionAdminRoutes,
  nutritionPublicRoutes,
  nutritionUserRoutes,
  type NutritionRouteDeps,
} from './nutrition.routes';
import { createNutritionService, type NutritionKnowledge } from './nutrition.service';
import { populateNutritionKnowledge } from './populate-knowledge';

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
    person: createPersonReader(
      db,
      { allergens: context.knowledge.allergens, interactions: context.knowledge.interactions },
      { now: context.now },
    ),
    allergens: context.knowledge.allergens,
    canUse: context.canUse,
    now,
  });
  const deps: NutritionRouteDeps = {
    service,
    sessions: context.sessions,
    requirePlan: context.requirePlan,
    editionOf: context.editionOf,
    adminEmails: context.config.ADMIN_EMAILS,
    populate: () => populateNutritionKnowledge(db, knowledge),
    counts: () => ({
      foods: knowledge.foods.all().length,
      recipes: knowledge.recipes.all().length,
    }),
    now,
  };
  await app.register(nutritionPublicRoutes(service, context.sessions));
  await app.register(nutritionUserRoutes(deps));
  await app.register(nutritionAdminRoutes(deps));
};
