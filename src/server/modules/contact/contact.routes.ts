import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  contactMessageCreatedSchema,
  contactMessageInputSchema,
} from '#shared/contracts/contact.contract';
import type { ContactService } from './contact.service';

export interface ContactRoutesDeps {
  service: ContactService;
}

export function contactRoutes({ service }: ContactRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact',
      {
        // Public: a visitor may write; a signed-in sender arrives as request.actor.
        config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 hour' } },
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the Wellnest team (public)',
          body: contactMessageInputSchema,
          response: { 201: contactMessageCreatedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const created = await service.submit(request.actor, request.body);
        return reply.status(201).send(created);
      },
    );
  };
}
