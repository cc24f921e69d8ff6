/** GET /api/dashboard/summary: the signed-in dashboard's first screen in one request. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  dashboardSummaryQuerySchema,
  dashboardSummarySchema,
} from '#shared/contracts/dashboard.contract';
import type { FeatureModule } from '#server/modules/feature-module';
import { requireActor } from '#server/plugins/actor';
import { buildDashboardSummary, summarySources } from './dashboard-summary';

/**
 * How long a summary is reused at most. Any write to the user's rows drops it at once (ADR 025);
 * the TTL bounds what moves with time alone (the profile's completeness counts recent tracking).
 */
export const DASHBOARD_SUMMARY_TTL_MS = 60_000;

export const registerDashboardModule: FeatureModule = async (app, context) => {
  // Each part's owning module's services, the same its routes answer from (ADR 121).
  const sources = summarySources(context);
  // Kept serialised per user and day, dropped when any of the user's rows change.
  const cache = context.userCaches.create<string>({
    dependsOn: 'any',
    ttlMs: DASHBOARD_SUMMARY_TTL_MS,
    maxEntries: 2_000,
  });

  const routes: FastifyPluginAsyncZod = async (instance) => {
    instance.get(
      '/api/dashboard/summary',
      {
        config: { access: 'user' },
        schema: {
          tags: ['dashboard'],
          summary:
            "The dashboard's first screen in one answer: profile, preferences, plan, the day's log, the cabinet's safety, lab flags, notifications",
          querystring: dashboardSummaryQuerySchema,
          response: { 200: dashboardSummarySchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const { date } = request.query;
        let uncached: string | null = null;
        const json = await cache.getOrLoad(`${actor.id}:${date}`, async () => {
          const built = await buildDashboardSummary(sources, {
            actor,
            date,
            audit: { id: request.id, headers: { 'user-agent': request.headers['user-agent'] } },
            log: request.log,
          });
          if (built.cacheable) return { value: built.json, userId: actor.id };
          uncached = built.json;
          return null;
        });
        return reply
          .type('application/json; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .send((json ?? uncached) as never);
      },
    );
  };
  await app.register(routes);
};
