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
import type { GoalsService } from './goals.service';
import { memberRoutes } from '#server/lib/member-routes';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export interface GoalsRoutesDeps {
  service: GoalsService;
}

export function goalsRoutes({ service }: GoalsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
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
      async (actor, { query }) => service.list(actor, query.today),
    );

    member.post(
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
      async (actor, request, reply) =>
        reply.status(201).send(await service.create(actor, request.body)),
    );

    member.post(
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
      async (actor) => service.syncProfile(actor),
    );

    member.patch(
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
      async (actor, request) => service.update(actor, request.params.id, request.body),
    );

    member.delete(
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
      async (actor, request, reply) => {
        await service.remove(actor, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
