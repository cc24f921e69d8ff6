/** Trends (free), pattern insights (paid) and the wellness score: the caller's own data only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { planRequiredErrorSchema } from '#shared/contracts/billing.contract';
import {
  patternsResponseSchema,
  todayQuerySchema,
  trendsQuerySchema,
  trendsResponseSchema,
  wellnessScoreSchema,
} from '#shared/contracts/progress.contract';
import { sendCachedJson } from '#server/lib/cached-json';
import type { UserCache } from '#server/lib/user-cache';
import type { PlanGate } from '#server/plugins/plan-gate';
import { actorId, type SessionReader } from '#server/plugins/session';
import type { InsightsService } from './insights.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: planRequiredErrorSchema };

export function insightsRoutes(
  service: InsightsService,
  sessions: SessionReader,
  requirePlan: PlanGate['requirePlan'],
  /** The trends answer as JSON, per user, window and day, dropped when a tracker is written. */
  trendsCache: UserCache<string>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/trends',
      {
        onRequest: [sessions.requireUser, requirePlan('wellness_trends')],
        schema: {
          tags: ['progress'],
          summary:
            'Every tracked series per day over 7, 30 or 90 days (null where nothing was logged)',
          querystring: trendsQuerySchema,
          response: { 200: trendsResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = actorId(request);
        const days = Number(request.query.days);
        // Keyed by the day the window ends: tomorrow's window is another answer.
        const today = service.todayOf(request.query.today);
        return sendCachedJson(reply, trendsCache, {
          key: `${userId}:${days}:${today}`,
          userId,
          schema: trendsResponseSchema,
          load: () => service.trends(userId, days, today),
        });
      },
    );

    app.get(
      '/api/insights/patterns',
      {
        onRequest: [sessions.requireUser, requirePlan('pattern_insights')],
        schema: {
          tags: ['progress'],
          summary:
            'Pattern insights (paid): how mood and energy differ with and without each factor, shown with at least 3 days in each group',
          querystring: todayQuerySchema,
          response: { 200: patternsResponseSchema, ...errors },
        },
      },
      async (request) => service.patterns(actorId(request), request.query.today),
    );

    app.get(
      '/api/wellness-score',
      {
        onRequest: sessions.requireUser,
        schema: {
          tags: ['progress'],
          summary:
            'The wellness score from the caller\u2019s data with its parts (78, flagged default, only without data)',
          querystring: todayQuerySchema,
          response: { 200: wellnessScoreSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.wellnessScore(actorId(request), request.query.today),
    );
  };
}
