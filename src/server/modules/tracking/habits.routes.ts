/** Habit tracker API. Free (habit_tracker), signed in, the caller's rows only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import {
  dateRangeQuerySchema,
  habitCheckInListSchema,
  habitDateParamsSchema,
  habitInputSchema,
  habitListQuerySchema,
  habitListSchema,
  habitPatchSchema,
  habitSchema,
  todayQuerySchema,
} from '#shared/contracts/tracking.contract';
import { actorId, type SessionReader } from '#server/plugins/session';
import type { HabitsService } from './habits.service';

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Habit not found' } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export function habitsRoutes(
  service: HabitsService,
  sessions: SessionReader,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', sessions.requireUser);

    app.post(
      '/api/habits',
      {
        schema: {
          tags: ['habits'],
          summary: 'Add a habit: daily, or N times a week',
          body: habitInputSchema,
          response: { 201: habitSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(actorId(request), request.body)),
    );

    app.get(
      '/api/habits',
      {
        schema: {
          tags: ['habits'],
          summary:
            'The caller\u2019s habits with current and best streaks, this week\u2019s count and today\u2019s check-off',
          querystring: habitListQuerySchema,
          response: { 200: habitListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.list(actorId(request), request.query),
    );

    app.patch(
      '/api/habits/:id',
      {
        schema: {
          tags: ['habits'],
          summary: 'Rename, reschedule or archive a habit (archived habits keep their history)',
          params: idParamsSchema,
          body: habitPatchSchema,
          response: { 200: habitSchema, ...errors },
        },
      },
      async (request, reply) =>
        (await service.update(actorId(request), request.params.id, request.body)) ??
        reply.status(404).send(NOT_FOUND),
    );

    app.delete(
      '/api/habits/:id',
      {
        schema: {
          tags: ['habits'],
          summary: 'Delete a habit and its check-ins',
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) =>
        (await service.remove(actorId(request), request.params.id))
          ? reply.status(204).send(null)
          : reply.status(404).send(NOT_FOUND),
    );

    app.put(
      '/api/habits/:id/check-ins/:date',
      {
        schema: {
          tags: ['habits'],
          summary:
            'Check the habit off on a day (idempotent); answers the habit with its new streaks',
          params: habitDateParamsSchema,
          querystring: todayQuerySchema,
          response: { 200: habitSchema, ...errors },
        },
      },
      async (request, reply) =>
        (await service.setCheckIn(
          actorId(request),
          request.params.id,
          request.params.date,
          true,
          request.query.today,
        )) ?? reply.status(404).send(NOT_FOUND),
    );

    app.delete(
      '/api/habits/:id/check-ins/:date',
      {
        schema: {
          tags: ['habits'],
          summary: 'Undo a day\u2019s check-off; answers the habit with its new streaks',
          params: habitDateParamsSchema,
          querystring: todayQuerySchema,
          response: { 200: habitSchema, ...errors },
        },
      },
      async (request, reply) =>
        (await service.setCheckIn(
          actorId(request),
          request.params.id,
          request.params.date,
          false,
          request.query.today,
        )) ?? reply.status(404).send(NOT_FOUND),
    );

    app.get(
      '/api/habits/:id/check-ins',
      {
        schema: {
          tags: ['habits'],
          summary: 'The days a habit was done between two dates (default: the last 30 days)',
          params: idParamsSchema,
          querystring: dateRangeQuerySchema,
          response: { 200: habitCheckInListSchema, ...errors },
        },
      },
      async (request, reply) =>
        (await service.checkIns(actorId(request), request.params.id, request.query)) ??
        reply.status(404).send(NOT_FOUND),
    );
  };
}
