/** Pattern insights: GET /api/insights/patterns over the user's last 90 days of tracked data. */
import type { FeatureModule } from '#server/modules/feature-module';
import { insightsRoutes } from './insights.routes';
import { insightsServiceOf } from './insights-services';

export const registerInsightsModule: FeatureModule = async (app, context) => {
  await app.register(insightsRoutes({ service: insightsServiceOf(context) }));
};
