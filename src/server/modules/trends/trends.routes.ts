/** Trends (free 'wellness_trends'): the caller's own tracked series, per day. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { planRequiredErrorSchema } from '#shared/contracts/billing.contract';
import { trendsQuerySchema, trendsResponseSchema } from '#shared/contracts/trends.contract';
import { readTrendsJson, type TrendsServices } from './trends-services';
import { memberRoutes } from '#server/lib/member-routes';
import { keptJson } from '#server/lib/read-route';

export function trendsRoutes(deps: TrendsServices): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
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
      async (actor, { query }) => keptJson(await readTrendsJson(deps, actor, query)),
    );
  };
}
