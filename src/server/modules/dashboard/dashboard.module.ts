/** GET /api/dashboard/summary: the signed-in dashboard's first screen in one request. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  dashboardSummaryQuerySchema,
  dashboardSummarySchema,
} from '#shared/contracts/dashboard.contract';
import type { FeatureModule } from '#server/modules/feature-module';
import { memberRoutes } from '#server/lib/member-routes';
import { keptJson } from '#server/lib/read-route';
import { dashboardServicesOf } from './dashboard-services';

export const registerDashboardModule: FeatureModule = async (app, context) => {
  const { summaryJson } = dashboardServicesOf(context);

  const routes: FastifyPluginAsyncZod = async (instance) => {
    memberRoutes(instance).read(
      '/api/dashboard/summary',
      {
        config: { access: 'user' },
        replyHeaders: { 'cache-control': 'private, no-store' },
        schema: {
          tags: ['dashboard'],
          summary:
            "The dashboard's first screen in one answer: profile, preferences, plan, the day's log, the cabinet's safety, lab flags, notifications",
          querystring: dashboardSummaryQuerySchema,
          response: { 200: dashboardSummarySchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      // The summary is kept as the JSON it is sent as (ADR 025), by the route and its first read.
      async (actor, { query, request }) =>
        keptJson(
          await summaryJson({
            actor,
            date: query.date,
            audit: { id: request.id, headers: { 'user-agent': request.headers['user-agent'] } },
            log: request.log,
          }),
        ),
    );
  };
  await app.register(routes);
};
