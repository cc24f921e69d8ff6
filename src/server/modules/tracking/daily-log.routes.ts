/** Daily log API and the dose history read from it. Free (daily_log), signed in, the caller's rows only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  dailyLogInputSchema,
  dailyLogSchema,
  dateParamsSchema,
  doseHistoryQuerySchema,
  doseHistorySchema,
} from '#shared/contracts/tracking.contract';
import type { UserCache } from '#server/lib/user-cache';
import { readDailyLogJson } from './daily-log-reads';
import type { DailyLogService } from './daily-log.service';
import { memberRoutes } from '#server/lib/member-routes';
import { keptJson } from '#server/lib/read-route';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export interface DailyLogRoutesDeps {
  service: DailyLogService;
  /** A day's page as JSON, per user and day, dropped when any table it shows changes. */
  cache: UserCache<string>;
}

export function dailyLogRoutes({ service, cache }: DailyLogRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
      '/api/daily-log/:date',
      {
        config: { access: 'user' },
        schema: {
          tags: ['daily-log'],
          summary:
            'One day on one page: mood, symptoms, habits, sleep, water and the cabinet\u2019s doses',
          params: dateParamsSchema,
          response: { 200: dailyLogSchema, ...errors },
        },
      },
      async (actor, { params }) =>
        keptJson(await readDailyLogJson({ service, cache }, actor, params.date)),
    );

    member.read(
      '/api/dose-history/:date',
      {
        config: { access: 'user' },
        schema: {
          tags: ['daily-log'],
          summary:
            'Doses taken, skipped and not marked per cabinet medicine over the 7, 30 or 90 days ending on date (the member\u2019s today)',
          params: dateParamsSchema,
          querystring: doseHistoryQuerySchema,
          response: { 200: doseHistorySchema, ...errors },
        },
      },
      async (actor, { params, query }) => service.history(actor, params.date, query.days),
    );

    member.put(
      '/api/daily-log/:date',
      {
        config: { access: 'user' },
        schema: {
          tags: ['daily-log'],
          summary: 'Save sleep, water and doses taken or skipped (only the fields sent change)',
          params: dateParamsSchema,
          body: dailyLogInputSchema,
          response: { 200: dailyLogSchema, ...errors },
        },
      },
      async (actor, request) => service.save(actor, request.params.date, request.body),
    );
  };
}
