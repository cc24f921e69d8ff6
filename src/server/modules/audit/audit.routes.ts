/** POST /api/audit: the security audit log, for signed-in users; the session owns every event. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditEventRequestSchema,
  auditEventResponseSchema,
} from '#shared/contracts/audit.contract';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import type { AuditService } from './audit.service';
import { memberRoutes } from '#server/lib/member-routes';

export function auditRoutes({ service }: { service: AuditService }): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.post(
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
      async (actor, request, reply) => {
        const recorded = await service.record(actor, request.body, {
          userAgentHeader: request.headers['user-agent'],
          requestId: request.id,
        });
        return reply.status(201).send(recorded);
      },
    );
  };
}
