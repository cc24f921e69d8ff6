/** GET /api/dashboard/summary: the signed-in dashboard's first screen in one request. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  dashboardSummaryQuerySchema,
  dashboardSummarySchema,
} from '#shared/contracts/dashboard.contract';
import type { FeatureModule } from '#server/modules/feature-module';
import { createLabsReader } from '#server/modules/labs/index';
import { requireActor } from '#server/plugins/actor';
import { buildDashboardSummary } from './dashboard-summary';

/**
 * How long a summary is reused at most. Any write to the user's rows drops it at once (ADR 025);
 * the TTL bounds what moves with time alone (the profile's completeness counts recent tracking).
 */
export const DASHBOARD_SUMMARY_TTL_MS = 60_000;

export const registerDashboardModule: FeatureModule = async (app, context) => {
  const labs = createLabsReader(context.database.db);
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
        const userId = requireActor(request).id;
        const { date } = request.query;
        let uncached: string | null = null;
        const json = await cache.getOrLoad(`${userId}:${date}`, async () => {
          const built = await buildDashboardSummary(
            app,
            {
              cookie: request.headers.cookie ?? '',
              address: request.ip,
              latestLabReportId: async () => (await labs.latestReport(userId))?.reportId ?? null,
            },
            date,
          );
          const body = JSON.stringify(dashboardSummarySchema.parse(built.summary));
          if (built.cacheable) return { value: body, userId };
          uncached = body;
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
