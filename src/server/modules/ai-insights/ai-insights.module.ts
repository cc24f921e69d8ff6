/**
 * `/api/ai-insights`: the assistant's weekly summary of the user's own data, written by the
 * configured model or by fixed rules. (Pattern insights over tracked days live in progress.)
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { weeklyInsightRoutes } from './ai-insights.routes';
import { loadWeeklyFacts } from './weekly-insight';

export const registerAiInsightsModule: FeatureModule = async (app, context) => {
  await app.register(
    weeklyInsightRoutes({
      load: (actor) =>
        loadWeeklyFacts(context.database.db, actor.id, context.now?.() ?? new Date()),
      model: context.chatModel,
      now: context.now,
      log: context.log,
    }),
  );
};
