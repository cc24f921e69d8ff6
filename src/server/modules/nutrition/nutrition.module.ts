/**
 * Nutrition: foods, recipes, meal plans, the food log and supplement totals. There is no
 * /api/nutrition: each collection keeps its own prefix (/api/foods, /api/recipes,
 * /api/meal-plans, /api/food-log, /api/supplements, and the admin's /api/admin/recipes), one module
 * because the planner, the log and the totals read one food catalogue and one set of diet rules.
 */
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
