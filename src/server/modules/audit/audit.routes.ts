/** POST /api/audit: the spec's secure-audit-log, for signed-in users; the session owns every event. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_MESSAGES,
  auditEventRequestSchema,
  auditEventResponseSchema,
} from '#shared/contracts/audit.contract';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { UNAUTHORIZED_BODY, actorId, type SessionReader } from '#server/plugins/session';
import type { AuditService } from './audit.service';

export function auditRoutes(service: AuditService, sessions: SessionReader): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/audit',
      {
        // As onRequest, so a visitor is refused before the body is parsed.
        onRequest: sessions.requireUser,
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
        const result = await service.record(actorId(request), request.body, {
          userAgentHeader: request.headers['user-agent'],
          requestId: request.id,
        });
        switch (result.kind) {
          case 'recorded':
            return reply.status(201).send({ id: result.id, created_at: result.created_at });
          case 'rate_limited':
            return reply
              .status(429)
              .send({ code: 'RATE_LIMITED', message: AUDIT_MESSAGES.rateLimited });
          case 'unknown_user':
            // The session outlived its user (account deleted meanwhile).
            return reply.status(401).send(UNAUTHORIZED_BODY);
        }
      },
    );
  };
}
