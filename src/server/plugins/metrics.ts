/**
 * Counts and times every answered request for GET /metrics (ADR 046). The route label is the
 * route's pattern (`/api/labs/:id`): raw URLs carry ids and tokens, and would make a series per
 * user. A request no route matched (the SPA fallback, a probe) is one label, `unmatched`.
 */
import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE, type HttpMetrics } from '#server/lib/metrics';

/** The scrape itself is not a request anyone wants to see in the request figures. */
export const METRICS_PATH = '/metrics';

export function registerRequestMetrics(app: FastifyInstance, http: HttpMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (route === METRICS_PATH) return;
    http.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}
