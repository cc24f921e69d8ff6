/** Daily log API. Free (daily_log), signed in, the caller's rows only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  dailyLogInputSchema,
  dailyLogSchema,
  dateParamsSchema,
} from '#shared/contracts/tracking.contract';
import type { UserCache } from '#server/lib/user-cache';
import { requireActor } from '#server/plugins/actor';
import { readDailyLogJson } from './daily-log-reads';
import type { DailyLogService } from './daily-log.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export interface DailyLogRoutesDeps {
  service: DailyLogService;
  /** A day's page as JSON, per user and day, dropped when any table it shows changes. */
  cache: UserCache<string>;
}

export function dailyLogRoutes({ service, cache }: DailyLogRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
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
      async (request, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send(
            (await readDailyLogJson(
              { service, cache },
              requireActor(request),
              request.params.date,
            )) as never,
          ),
    );

    app.put(
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
      async (request) => service.save(requireActor(request), request.params.date, request.body),
    );
  };
}
