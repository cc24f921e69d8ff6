import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
  type ReadinessResponse,
} from '#shared/contracts/health.contract';
import type { Readiness } from './readiness';

/** A database that does not answer within this is unreachable for /readyz: probes have short timeouts. */
export const READINESS_PING_TIMEOUT_MS = 2_000;

/** GET /api/health: ok only after a real round trip to the database. */
export function healthRoutes({ ping }: { ping: () => Promise<void> }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public', rateLimit: false },
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

/**
 * GET /livez and GET /readyz (ADR 046), for an orchestrator or a load balancer. Liveness asks
 * nothing of the database: a database outage must not get every process restarted. Readiness
 * says whether to send this process traffic, and which check says no.
 */
export function probeRoutes({
  ping,
  readiness,
}: {
  ping: () => Promise<void>;
  readiness: Readiness;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/livez',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Liveness: the process is up and its event loop answers',
          description:
            'Does not touch the database. For a process supervisor: restart the process when this fails.',
          response: { 200: livenessResponseSchema },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/readyz',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Readiness: whether to send this process traffic',
          description:
            'Ready when the database answers a query, start-up finished (migrations applied, knowledge base loaded) and the process is not draining for a shutdown. 503 otherwise, naming the check that failed.',
          response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
        },
      },
      async (request, reply) => {
        const database = await pingWithin(ping, READINESS_PING_TIMEOUT_MS).then(
          () => 'ok' as const,
          (error: unknown) => {
            request.log.warn({ err: error }, 'readiness: database query failed');
            return 'unreachable' as const;
          },
        );
        const checks: ReadinessResponse['checks'] = {
          database,
          startup: readiness.started ? 'ok' : 'starting',
          shutdown: readiness.draining ? 'draining' : 'ok',
        };
        const ready = Object.values(checks).every((check) => check === 'ok');
        return reply
          .status(ready ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({ status: ready ? 'ready' : 'not_ready', checks });
      },
    );
  };
}

async function pingWithin(ping: () => Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
