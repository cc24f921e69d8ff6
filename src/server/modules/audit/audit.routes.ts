/** POST /api/audit: the security audit log, for signed-in users; the session owns every event. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditEventRequestSchema,
  auditEventResponseSchema,
} from '#shared/contracts/audit.contract';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { requireActor } from '#server/plugins/actor';
import type { AuditService } from './audit.service';

export function auditRoutes({ service }: { service: AuditService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/audit',
      {
        // A visitor is refused before the body is parsed.
        config: { access: 'user' },
        schema: {
          tags: ['audit'],
          summary: 'Record a security audit event for the signed-in user (at most 100 per 60 s)',
          body: auditEventRequestSchema,
          response: {
            201: auditEventResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const recorded = await service.record(requireActor(request), request.body, {
          userAgentHeader: request.headers['user-agent'],
          requestId: request.id,
        });
        return reply.status(201).send(recorded);
      },
    );
  };
}
