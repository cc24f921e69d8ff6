/** Pattern insights (paid 'pattern_insights'): the caller's own data only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { planRequiredErrorSchema } from '#shared/contracts/billing.contract';
import { patternsResponseSchema } from '#shared/contracts/insights.contract';
import { todayQuerySchema } from '#shared/contracts/tracking.contract';
import type { InsightsService } from './insights.service';
import { memberRoutes } from '#server/lib/member-routes';

export interface InsightsRoutesDeps {
  service: InsightsService;
}

export function insightsRoutes({ service }: InsightsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
      '/api/insights/patterns',
      {
        config: { access: 'user', feature: 'pattern_insights' },
        schema: {
          tags: ['insights'],
          summary:
            'Pattern insights (paid): how mood and energy differ with and without each factor, shown with at least 3 days in each group',
          querystring: todayQuerySchema,
          response: {
            200: patternsResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: planRequiredErrorSchema,
          },
        },
      },
      async (actor, { query }) => service.patterns(actor, query.today),
    );
  };
}
