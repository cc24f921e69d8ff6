/** GET /api/safety/summary: the member's one safety summary (ADR 079), on every plan. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { safetySummarySchema } from '#shared/contracts/safety-summary.contract';
import type { SafetySummaryService } from './safety-summary';
import { memberRoutes } from '#server/lib/member-routes';

export function safetySummaryRoutes({
  summary,
}: {
  summary: SafetySummaryService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
      '/api/safety/summary',
      {
        config: { access: 'user' },
        replyHeaders: { 'cache-control': 'private, no-store' },
        schema: {
          tags: ['interactions'],
          summary:
            "The member's safety summary: interactions, duplicates and profile cautions (condition, allergy, pregnancy, age) with severities and counts",
          response: { 200: safetySummarySchema, 401: apiErrorSchema },
        },
      },
      async (actor) => summary.forUser(actor.id),
    );
  };
}
