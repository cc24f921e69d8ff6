/** Pattern insights: GET /api/insights/patterns over the user's last 90 days of tracked data. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createTrackingReader } from '#server/modules/tracking/index';
import { insightsRoutes } from './insights.routes';
import { createInsightsService } from './insights.service';

export const registerInsightsModule: FeatureModule = async (app, deps) => {
  const service = createInsightsService({
    tracked: createTrackingReader(deps.database.db),
    now: deps.now ?? (() => new Date()),
  });
  await app.register(insightsRoutes({ service }));
};
