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
import { requireActor } from '#server/plugins/actor';
import type { GoalsService } from './goals.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export interface GoalsRoutesDeps {
  service: GoalsService;
}

export function goalsRoutes({ service }: GoalsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/goals',
      {
        config: { access: 'user' },
        schema: {
          tags: ['goals'],
          summary: 'The caller\u2019s goals, each with progress over the last 7 days',
          querystring: todayQuerySchema,
          response: { 200: goalListSchema, ...errors },
        },
      },
      async (request) => service.list(requireActor(request), request.query.today),
    );

    app.post(
      '/api/goals',
      {
        config: { access: 'user' },
        schema: {
          tags: ['goals'],
          summary: 'Add a goal of the caller\u2019s own',
          body: goalInputSchema,
          response: { 201: goalSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(requireActor(request), request.body)),
    );

    app.post(
      '/api/goals/sync-profile',
      {
        config: { access: 'user' },
        schema: {
          tags: ['goals'],
          summary:
            'Create the goals of the profile\u2019s health goals that do not exist yet (idempotent)',
          response: { 200: syncProfileGoalsResponseSchema, ...errors },
        },
      },
      async (request) => service.syncProfile(requireActor(request)),
    );

    app.patch(
      '/api/goals/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: ['goals'],
          summary: 'Change a goal\u2019s target, current value or status',
          params: idParamsSchema,
          body: goalPatchSchema,
          response: { 200: goalSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (request) => service.update(requireActor(request), request.params.id, request.body),
    );

    app.delete(
      '/api/goals/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: ['goals'],
          summary: 'Delete a goal',
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await service.remove(requireActor(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
