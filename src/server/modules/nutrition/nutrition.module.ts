/** Nutrition: foods, recipes, meal plans, the food log and supplement totals. */
import type { FeatureModule } from '#server/modules/feature-module';
import {
  nutritionAdminRoutes,
  nutritionPublicRoutes,
  nutritionUserRoutes,
} from './nutrition.routes';
import { nutritionServicesOf } from './nutrition-services';

export const registerNutritionModule: FeatureModule = async (app, context) => {
  const deps = nutritionServicesOf(context);
  await app.register(nutritionPublicRoutes(deps));
  await app.register(nutritionUserRoutes(deps));
  await app.register(nutritionAdminRoutes(deps));
};
