/** Product and ingredient checks (issue 20): label analysis, barcode lookups, the avoid-list, claims. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createMedicationsReader } from '#server/modules/medications/medications.reader';
import { createProfileReader } from '#server/modules/profile/profile.reader';
import { createIngredientsRepository } from './ingredients.repository';
import {
  ingredientAdminRoutes,
  ingredientRoutes,
  type IngredientRouteDeps,
} from './ingredients.routes';
import { createIngredientsService } from './ingredients.service';
import { createOpenFoodFacts } from './open-food-facts';

export const registerIngredientsModule: FeatureModule = async (app, context) => {
  const { db } = context.database;
  const { knowledge, config } = context;
  const service = createIngredientsService({
    repository: createIngredientsRepository(db),
    knowledge: {
      additives: knowledge.additives,
      allergens: knowledge.allergens,
      foodSubstances: knowledge.food_substances,
      cosmetics: knowledge.cosmetic_ingredients,
      claims: knowledge.claims,
      interactions: knowledge.interactions,
      foods: knowledge.foods,
      oils: knowledge.oils,
    },
    profiles: createProfileReader(db, { now: context.now }),
    cabinet: createMedicationsReader(db),
    isPaid: context.isPaid,
    openFoodFacts: config.OFF_API_URL
      ? createOpenFoodFacts({ baseUrl: config.OFF_API_URL, log: context.log })
      : null,
    now: context.now,
  });
  const deps: IngredientRouteDeps = {
    service,
    sessions: context.sessions,
    requirePlan: context.requirePlan,
    adminEmails: config.ADMIN_EMAILS,
    visitorChecksPerMinute: config.CHECK_VISITOR_RATE_PER_MINUTE,
    signedInChecksPerMinute: config.RATE_LIMIT_PER_MINUTE,
  };
  await app.register(ingredientRoutes(deps));
  await app.register(ingredientAdminRoutes(deps));
};
