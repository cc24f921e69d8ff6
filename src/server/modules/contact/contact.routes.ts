import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  contactMessageCreatedSchema,
  contactMessageInputSchema,
} from '#shared/contracts/contact.contract';
import type { ContactService } from './contact.service';
import { openRoutes } from '#server/lib/open-routes';

export interface ContactRoutesDeps {
  service: ContactService;
}

export function contactRoutes({ service }: ContactRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const open = openRoutes(app);
    open.post(
      '/api/contact',
      {
        // Public: a visitor may write; a signed-in sender arrives as the actor (null for a visitor).
        config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 hour' } },
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the Wellnest team (public)',
          body: contactMessageInputSchema,
          response: { 201: contactMessageCreatedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (actor, request, reply) => {
        const created = await service.submit(actor, request.body);
        return reply.status(201).send(created);
      },
    );
  };
}
