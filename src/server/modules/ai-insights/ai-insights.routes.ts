/** GET /api/ai-insights/weekly: the signed-in user's weekly insight. */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { weeklyInsightSchema, type WeeklyFacts } from '#shared/contracts/ai-insights.contract';
import { requireActor, type Actor } from '#server/plugins/actor';
import type { ChatModel } from '#server/lib/chat-model';
import { writeWeeklyInsight } from './weekly-insight';

export interface WeeklyInsightDeps {
  load: (actor: Actor) => Promise<WeeklyFacts>;
  model: ChatModel;
  now?: () => Date;
  log: FastifyBaseLogger;
}

export function weeklyInsightRoutes(deps: WeeklyInsightDeps): FastifyPluginAsyncZod {
  const now = deps.now ?? (() => new Date());
  return async (app) => {
    app.get(
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
      async (request) => {
        const facts = await deps.load(requireActor(request));
        return writeWeeklyInsight(facts, { model: deps.model, now: now(), log: deps.log });
      },
    );
  };
}
