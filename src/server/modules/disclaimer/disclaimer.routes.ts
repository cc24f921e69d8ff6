import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  disclaimerAcknowledgeBodySchema,
  disclaimerAcknowledgementSchema,
} from '#shared/contracts/disclaimer.contract';
import type { DisclaimerService } from './disclaimer.service';
import { memberRoutes } from '#server/lib/member-routes';

const PATH = '/api/disclaimer/acknowledgement';

/** Whether the signed-in account has acknowledged the welcome disclaimer, and recording that it has. */
export function disclaimerRoutes({
  service,
}: {
  service: DisclaimerService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    // 'user': a visitor gets 401 before any body is parsed (visitors keep it in local storage).
    member.read(
      PATH,
      {
        config: { access: 'user' },
        schema: {
          tags: ['disclaimer'],
          summary: 'Whether the caller has acknowledged the welcome disclaimer',
          response: { 200: disclaimerAcknowledgementSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => service.get(actor),
    );

    member.put(
      PATH,
      {
        config: { access: 'user' },
        schema: {
          tags: ['disclaimer'],
          summary: 'Record that the caller acknowledged the welcome disclaimer (first time kept)',
          body: disclaimerAcknowledgeBodySchema,
          response: {
            200: disclaimerAcknowledgementSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
          },
        },
      },
      async (actor) => service.acknowledge(actor),
    );
  };
}
