import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '#shared/contracts/health.contract';

/** GET /api/health: ok only after a real round trip to the database. */
export function healthRoutes(ping: () => Promise<void>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Liveness and database health',
          response: { 200: healthResponseSchema, 503: healthResponseSchema },
        },
      },
      async (request, reply) => {
        try {
          await ping();
          return { status: 'ok' as const, database: 'ok' as const };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database query failed');
          return reply.status(503).send({ status: 'error' as const, database: 'error' as const });
        }
      },
    );
  };
}
