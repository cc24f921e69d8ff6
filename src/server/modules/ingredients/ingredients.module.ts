/** Product and ingredient checks: label analysis, barcode lookups, the avoid-list, claims. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createIngredientsRepository } from './ingredients.repository';
import {
  ingredientAdminRoutes,
  ingredientRoutes,
  type IngredientRouteDeps,
} from './ingredients.routes';
import { createIngredientsService } from './ingredients.service';
import { createOpenFoodFacts } from './open-food-facts';
import { seedProductCatalogue } from './product-catalogue';

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
    person: context.person,
    openFoodFacts: config.OFF_API_URL
      ? createOpenFoodFacts({ baseUrl: config.OFF_API_URL, log: context.log })
      : null,
    now: context.now,
  });
  const deps: IngredientRouteDeps = {
    service,
    visitorChecksPerMinute: config.CHECK_VISITOR_RATE_PER_MINUTE,
    signedInChecksPerMinute: config.RATE_LIMIT_PER_MINUTE,
  };
  await app.register(ingredientRoutes(deps));
  await app.register(ingredientAdminRoutes(deps));
  // A fresh install finds real products by barcode offline: the shipped Open Food Facts extract.
  const seeded = await seedProductCatalogue(db);
  if (seeded.added > 0) context.log.info({ added: seeded.added }, 'Product catalogue seeded');
};
