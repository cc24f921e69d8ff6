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
import type { HabitsService } from './habits.service';
import { memberRoutes } from '#server/lib/member-routes';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export interface HabitsRoutesDeps {
  service: HabitsService;
}

export function habitsRoutes({ service }: HabitsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.post(
      '/api/habits',
      {
        config: { access: 'user' },
        schema: {
          tags: ['habits'],
          summary: 'Add a habit: daily, or N times a week',
          body: habitInputSchema,
          response: { 201: habitSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (actor, request, reply) =>
        reply.status(201).send(await service.create(actor, request.body)),
    );

    member.read(
      '/api/habits',
      {
        config: { access: 'user' },
        schema: {
          tags: ['habits'],
          summary:
            'The caller\u2019s habits with current and best streaks, this week\u2019s count and today\u2019s check-off',
          querystring: habitListQuerySchema,
          response: { 200: habitListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (actor, { query }) => service.list(actor, query),
    );

    member.patch(
      '/api/habits/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: ['habits'],
          summary: 'Rename, reschedule or archive a habit (archived habits keep their history)',
          params: idParamsSchema,
          body: habitPatchSchema,
          response: { 200: habitSchema, ...errors },
        },
      },
      async (actor, request) => service.update(actor, request.params.id, request.body),
    );

    member.delete(
      '/api/habits/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: ['habits'],
          summary: 'Delete a habit and its check-ins',
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (actor, request, reply) => {
        await service.remove(actor, request.params.id);
        return reply.status(204).send(null);
      },
    );

    member.put(
      '/api/habits/:id/check-ins/:date',
      {
        config: { access: 'user' },
        schema: {
          tags: ['habits'],
          summary:
            'Check the habit off on a day (idempotent); answers the habit with its new streaks',
          params: habitDateParamsSchema,
          querystring: todayQuerySchema,
          response: { 200: habitSchema, ...errors },
        },
      },
      async (actor, request) =>
        service.setCheckIn(
          actor,
          request.params.id,
          request.params.date,
          true,
          request.query.today,
        ),
    );

    member.delete(
      '/api/habits/:id/check-ins/:date',
      {
        config: { access: 'user' },
        schema: {
          tags: ['habits'],
          summary: 'Undo a day\u2019s check-off; answers the habit with its new streaks',
          params: habitDateParamsSchema,
          querystring: todayQuerySchema,
          response: { 200: habitSchema, ...errors },
        },
      },
      async (actor, request) =>
        service.setCheckIn(
          actor,
          request.params.id,
          request.params.date,
          false,
          request.query.today,
        ),
    );

    member.read(
      '/api/habits/:id/check-ins',
      {
        config: { access: 'user' },
        schema: {
          tags: ['habits'],
          summary: 'The days a habit was done between two dates (default: the last 30 days)',
          params: idParamsSchema,
          querystring: dateRangeQuerySchema,
          response: { 200: habitCheckInListSchema, ...errors },
        },
      },
      async (actor, { params, query }) => service.checkIns(actor, params.id, query),
    );
  };
}
