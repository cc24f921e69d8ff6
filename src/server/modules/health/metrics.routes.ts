import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import type { MetricsRegistry } from '#server/lib/metrics';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { METRICS_PATH } from '#server/plugins/metrics';

/**
 * GET /metrics in Prometheus' text format (ADR 046). With METRICS_TOKEN set (required in
 * production) the scraper sends `Authorization: Bearer <token>`; without it (development, tests)
 * the figures are open.
 */
export function metricsRoutes({
  metrics,
  token,
}: {
  metrics: Pick<MetricsRegistry, 'render' | 'contentType'>;
  /** METRICS_TOKEN: the bearer token a scraper must send, when set. */
  token: string | undefined;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      METRICS_PATH,
      {
        // A scraper polls from a few addresses; its calls must not use up anyone's limit.
        config: { rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Metrics in the Prometheus text format',
          description:
            'Request rate, latency and errors by route pattern, event-loop delay, the database pool, the upload queue and the reminder scheduler. Requires `Authorization: Bearer <METRICS_TOKEN>` when the token is configured (always in production).',
          // Sent as text/plain, so Fastify does not serialise it as JSON.
          response: { 200: z.string(), 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        if (token && !bearerMatches(request.headers.authorization, token))
          throw new AppError(401, 'UNAUTHORIZED', 'A valid metrics token is required.');
        const body = await metrics.render();
        return reply.type(metrics.contentType).header('cache-control', 'no-store').send(body);
      },
    );
  };
}

/** Constant time in the token's content: both sides are hashed to the same length first. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}
