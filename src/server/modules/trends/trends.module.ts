/** Trends: GET /api/trends, every tracked series per day, cached per user until a tracker is written. */
import type { FeatureModule } from '#server/modules/feature-module';
import { trendsRoutes } from './trends.routes';
import { trendsServicesOf } from './trends-services';

export const registerTrendsModule: FeatureModule = async (app, context) => {
  await app.register(trendsRoutes(trendsServicesOf(context)));
};
