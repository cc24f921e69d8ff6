/** Reminders (paid 'automated_reminders') of the caller's own habits and medicines. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import { planRequiredErrorSchema } from '#shared/contracts/billing.contract';
import {
  reminderInputSchema,
  reminderListSchema,
  reminderPatchSchema,
  reminderSchema,
} from '#shared/contracts/reminders.contract';
import type { RemindersService } from './reminders.service';
import { memberRoutes } from '#server/lib/member-routes';

export interface RemindersRoutesDeps {
  service: RemindersService;
}

const paid = { access: 'user', feature: 'automated_reminders' } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: planRequiredErrorSchema };

export function remindersRoutes({ service }: RemindersRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
      '/api/reminders',
      {
        config: paid,
        schema: {
          tags: ['reminders'],
          summary: 'The caller\u2019s reminders (paid)',
          response: { 200: reminderListSchema, ...errors },
        },
      },
      async (actor) => ({ reminders: await service.list(actor) }),
    );

    member.post(
      '/api/reminders',
      {
        config: paid,
        schema: {
          tags: ['reminders'],
          summary:
            'Remind me of one of my habits or medicines at a local time on chosen weekdays (paid)',
          body: reminderInputSchema,
          response: { 201: reminderSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (actor, request, reply) =>
        reply.status(201).send(await service.create(actor, request.body)),
    );

    member.patch(
      '/api/reminders/:id',
      {
        config: paid,
        schema: {
          tags: ['reminders'],
          summary: 'Change a reminder\u2019s time, days, zone, channels or active flag (paid)',
          params: idParamsSchema,
          body: reminderPatchSchema,
          response: { 200: reminderSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (actor, request) => service.update(actor, request.params.id, request.body),
    );

    member.delete(
      '/api/reminders/:id',
      {
        config: paid,
        schema: {
          tags: ['reminders'],
          summary: 'Delete a reminder (paid)',
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema, ...errors },
        },
      },
      async (actor, request, reply) => {
        await service.remove(actor, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
