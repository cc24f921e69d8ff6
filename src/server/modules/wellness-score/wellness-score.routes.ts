/** The wellness score (every plan): the caller's own data only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { todayQuerySchema } from '#shared/contracts/tracking.contract';
import { wellnessScoreSchema } from '#shared/contracts/wellness-score.contract';
import type { WellnessScoreService } from './wellness-score.service';
import { memberRoutes } from '#server/lib/member-routes';

export interface WellnessScoreRoutesDeps {
  service: WellnessScoreService;
}

export function wellnessScoreRoutes({ service }: WellnessScoreRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.get(
      '/api/wellness-score',
      {
        config: { access: 'user' },
        schema: {
          tags: ['wellness-score'],
          summary:
            'The wellness score from the caller\u2019s data with its parts (78, flagged default, only without data)',
          querystring: todayQuerySchema,
          response: { 200: wellnessScoreSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (actor, request) => service.wellnessScore(actor, request.query.today),
    );
  };
}
