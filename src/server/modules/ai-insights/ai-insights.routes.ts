/** GET /api/ai-insights/weekly: the signed-in user's weekly insight. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { weeklyInsightSchema } from '#shared/contracts/ai-insights.contract';
import { readWeeklyInsight, type WeeklyInsightDeps } from './weekly-insight';
import { memberRoutes } from '#server/lib/member-routes';

export function weeklyInsightRoutes(deps: WeeklyInsightDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
      '/api/ai-insights/weekly',
      {
        config: { access: 'user' },
        schema: {
          tags: ['insights'],
          summary:
            "The user's weekly insight: a model's summary when configured, a fixed one otherwise",
          response: { 200: weeklyInsightSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => readWeeklyInsight(deps, actor),
    );
  };
}
