/** Daily log API. Free (daily_log), signed in, the caller's rows only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  dailyLogInputSchema,
  dailyLogSchema,
  dateParamsSchema,
} from '#shared/contracts/tracking.contract';
import { sendCachedJson } from '#server/lib/cached-json';
import type { UserCache } from '#server/lib/user-cache';
import { actorId, type SessionReader } from '#server/plugins/session';
import type { DailyLogService } from './daily-log.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export function dailyLogRoutes(
  service: DailyLogService,
  sessions: SessionReader,
  /** A day's page as JSON, per user and day, dropped when any table it shows changes. */
  cache: UserCache<string>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', sessions.requireUser);

    app.get(
      '/api/daily-log/:date',
      {
        schema: {
          tags: ['daily-log'],
          summary:
            'One day on one page: mood, symptoms, habits, sleep, water and the cabinet\u2019s doses',
          params: dateParamsSchema,
          response: { 200: dailyLogSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = actorId(request);
        const { date } = request.params;
        return sendCachedJson(reply, cache, {
          key: `${userId}:${date}`,
          userId,
          schema: dailyLogSchema,
          load: () => service.get(userId, date),
        });
      },
    );

    app.put(
      '/api/daily-log/:date',
      {
        schema: {
          tags: ['daily-log'],
          summary: 'Save sleep, water and doses taken or skipped (only the fields sent change)',
          params: dateParamsSchema,
          body: dailyLogInputSchema,
          response: { 200: dailyLogSchema, ...errors },
        },
      },
      async (request) => service.save(actorId(request), request.params.date, request.body),
    );
  };
}
