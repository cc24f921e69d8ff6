/**
 * POST /api/error-reports (anyone; 202) and the admin reads. The admin routes are declared
 * 'admin': 404 with the app's own not-found body to everyone whose email is not in ADMIN_EMAILS,
 * signed out included, so they cannot be told apart from a path that does not exist.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  ERROR_REPORT_LIMITS,
  adminOverviewSchema,
  authHealthSchema,
  diagnosticsSchema,
  errorReportAcceptedSchema,
  errorReportBatchSchema,
} from '#shared/contracts/diagnostics.contract';
import type { DiagnosticsService } from './diagnostics.service';
import { memberRoutes } from '#server/lib/member-routes';
import { openRoutes } from '#server/lib/open-routes';

export interface DiagnosticsRouteDeps {
  service: DiagnosticsService;
}

/** The client key for the per-minute allowance: the address (behind TRUST_PROXY, the real one). */
function clientKey(request: FastifyRequest): string {
  return request.ip?.toLowerCase() ?? 'unknown-address';
}

export function errorReportRoutes(deps: DiagnosticsRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    openRoutes(app).post(
      '/api/error-reports',
      {
        // Requests too (a batch is one request): the same figure, per address.
        config: {
          access: 'public',
          rateLimit: { max: ERROR_REPORT_LIMITS.perMinute, timeWindow: '1 minute' },
        },
        schema: {
          tags: ['diagnostics'],
          summary:
            'Report client errors (signed in or not): one critical report at once, or a batch of up to 100 queued ones; at most 100 reports a minute per client',
          body: errorReportBatchSchema,
          response: {
            202: errorReportAcceptedSchema,
            400: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (actor, request, reply) => {
        const result = await deps.service.intake(actor, clientKey(request), request.body.reports);
        return reply.status(202).send(result);
      },
    );
  };
}

export function adminDiagnosticsRoutes(deps: DiagnosticsRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
      '/api/admin/diagnostics',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['diagnostics'],
          summary:
            'Admins: recent client errors grouped by message, and system health (database, knowledge versions, queues, reminder scheduler); 404 for anyone else',
          response: { 200: diagnosticsSchema, 404: apiErrorSchema },
        },
      },
      async (actor) => deps.service.diagnostics(actor),
    );
    member.read(
      '/api/admin/overview',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['diagnostics'],
          summary: 'Admins: users, plans and the admin tools; 404 for anyone else',
          response: { 200: adminOverviewSchema, 404: apiErrorSchema },
        },
      },
      async (actor) => deps.service.overview(actor),
    );
    member.read(
      '/api/admin/auth-health',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['diagnostics'],
          summary:
            'Admins: the auth subsystem (Better Auth reachable, active sessions, sign-in failures, verifications); 404 for anyone else',
          response: { 200: authHealthSchema, 404: apiErrorSchema },
        },
      },
      async (actor) => deps.service.authHealth(actor),
    );
  };
}
