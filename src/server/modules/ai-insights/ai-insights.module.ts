/**
 * `/api/ai-insights`: the assistant's weekly summary of the user's own data, written by the
 * configured model or by fixed rules. (Pattern insights over tracked days live in progress.)
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { aiInsightsServicesOf } from './ai-insights-services';
import { weeklyInsightRoutes } from './ai-insights.routes';

export const registerAiInsightsModule: FeatureModule = async (app, context) => {
  await app.register(weeklyInsightRoutes(aiInsightsServicesOf(context)));
};
