/** Goals API. Free (goals), signed in, the caller's rows only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import {
  goalInputSchema,
  goalListSchema,
  goalPatchSchema,
  goalSchema,
  syncProfileGoalsResponseSchema,
  todayQuerySchema,
} from '#shared/contracts/tracking.contract';
import { actorId, type SessionReader } from '#server/plugins/session';
import type { GoalsService } from './goals.service';

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Goal not found' } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export function goalsRoutes(service: GoalsService, sessions: SessionReader): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', sessions.requireUser);

    app.get(
      '/api/goals',
      {
        schema: {
          tags: ['goals'],
          summary: 'The caller\u2019s goals, each with progress over the last 7 days',
          querystring: todayQuerySchema,
          response: { 200: goalListSchema, ...errors },
        },
      },
      async (request) => service.list(actorId(request), request.query.today),
    );

    app.post(
      '/api/goals',
      {
        schema: {
          tags: ['goals'],
          summary: 'Add a goal of the caller\u2019s own',
          body: goalInputSchema,
          response: { 201: goalSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(actorId(request), request.body)),
    );

    app.post(
      '/api/goals/sync-profile',
      {
        schema: {
          tags: ['goals'],
          summary:
            'Create the goals of the profile\u2019s health goals that do not exist yet (idempotent)',
          response: { 200: syncProfileGoalsResponseSchema, ...errors },
        },
      },
      async (request) => service.syncProfile(actorId(request)),
    );

    app.patch(
      '/api/goals/:id',
      {
        schema: {
          tags: ['goals'],
          summary: 'Change a goal\u2019s target, current value or status',
          params: idParamsSchema,
          body: goalPatchSchema,
          response: { 200: goalSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) =>
        (await service.update(actorId(request), request.params.id, request.body)) ??
        reply.status(404).send(NOT_FOUND),
    );

    app.delete(
      '/api/goals/:id',
      {
        schema: {
          tags: ['goals'],
          summary: 'Delete a goal',
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) =>
        (await service.remove(actorId(request), request.params.id))
          ? reply.status(204).send(null)
          : reply.status(404).send(NOT_FOUND),
    );
  };
}
