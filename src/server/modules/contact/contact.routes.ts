import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  contactMessageCreatedSchema,
  contactMessageInputSchema,
} from '#shared/contracts/contact.contract';
import type { SessionReader } from '#server/plugins/session';
import type { ContactService } from './contact.service';

export function contactRoutes(
  service: ContactService,
  sessions: SessionReader,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the Wellnest team (public)',
          body: contactMessageInputSchema,
          response: { 201: contactMessageCreatedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const session = await sessions.read(request);
        const created = await service.submit(session?.user.id ?? null, request.body);
        return reply.status(201).send(created);
      },
    );
  };
}
