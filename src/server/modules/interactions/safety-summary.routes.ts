/** GET /api/safety/summary: the member's one safety summary (ADR 079), on every plan. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { safetySummarySchema } from '#shared/contracts/safety-summary.contract';
import { requireActor } from '#server/plugins/actor';
import type { SafetySummaryService } from './safety-summary';

export function safetySummaryRoutes({
  summary,
}: {
  summary: SafetySummaryService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/safety/summary',
      {
        config: { access: 'user' },
        schema: {
          tags: ['interactions'],
          summary:
            "The member's safety summary: interactions, duplicates and profile cautions (condition, allergy, pregnancy, age) with severities and counts",
          response: { 200: safetySummarySchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        return reply
          .header('cache-control', 'private, no-store')
          .send(await summary.forUser(actor.id));
      },
    );
  };
}
