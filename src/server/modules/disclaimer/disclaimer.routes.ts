import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  disclaimerAcknowledgeBodySchema,
  disclaimerAcknowledgementSchema,
} from '#shared/contracts/disclaimer.contract';
import { actorId, type SessionReader } from '#server/plugins/session';
import type { DisclaimerService } from './disclaimer.service';

const PATH = '/api/disclaimer/acknowledgement';

/** Whether the signed-in account has acknowledged the welcome disclaimer, and recording that it has. */
export function disclaimerRoutes(
  service: DisclaimerService,
  sessions: SessionReader,
): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: a visitor gets 401 before any body is parsed (visitors keep it in local storage).
    app.addHook('onRequest', sessions.requireUser);

    app.get(
      PATH,
      {
        schema: {
          tags: ['disclaimer'],
          summary: 'Whether the caller has acknowledged the welcome disclaimer',
          response: { 200: disclaimerAcknowledgementSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.get(actorId(request)),
    );

    app.put(
      PATH,
      {
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
      async (request) => service.acknowledge(actorId(request)),
    );
  };
}
