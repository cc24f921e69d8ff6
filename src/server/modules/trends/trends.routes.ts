/** Trends (free 'wellness_trends'): the caller's own tracked series, per day. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { planRequiredErrorSchema } from '#shared/contracts/billing.contract';
import { trendsQuerySchema, trendsResponseSchema } from '#shared/contracts/trends.contract';
import { sendCachedJson } from '#server/lib/cached-json';
import type { UserCache } from '#server/lib/user-cache';
import { requireActor } from '#server/plugins/actor';
import type { TrendsService } from './trends.service';

export interface TrendsRoutesDeps {
  service: TrendsService;
  /** The trends answer as JSON, per user, window and day, dropped when a tracker is written. */
  cache: UserCache<string>;
}

export function trendsRoutes({ service, cache }: TrendsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/trends',
      {
        config: { access: 'user', feature: 'wellness_trends' },
        schema: {
          tags: ['trends'],
          summary:
            'Every tracked series per day over 7, 30 or 90 days (null where nothing was logged)',
          querystring: trendsQuerySchema,
          response: {
            200: trendsResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: planRequiredErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const days = Number(request.query.days);
        // Keyed by the day the window ends: tomorrow's window is another answer.
        const today = service.todayOf(request.query.today);
        return sendCachedJson(reply, cache, {
          key: `${actor.id}:${days}:${today}`,
          userId: actor.id,
          schema: trendsResponseSchema,
          load: () => service.trends(actor, days, today),
        });
      },
    );
  };
}
