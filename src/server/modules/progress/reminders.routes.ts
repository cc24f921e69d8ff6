/**
 * Reminders (paid 'automated_reminders') and in-app notifications. Notifications stay readable on
 * the free plan: they are the user's own messages, already delivered.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import { planRequiredErrorSchema } from '#shared/contracts/billing.contract';
import {
  notificationListSchema,
  notificationSchema,
  reminderInputSchema,
  reminderListSchema,
  reminderPatchSchema,
  reminderSchema,
} from '#shared/contracts/progress.contract';
import type { PlanGate } from '#server/plugins/plan-gate';
import { actorId, type SessionReader } from '#server/plugins/session';
import type { RemindersService } from './reminders.service';

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Reminder not found' } as const;
const paidErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: planRequiredErrorSchema };

export function remindersRoutes(
  service: RemindersService,
  sessions: SessionReader,
  requirePlan: PlanGate['requirePlan'],
): FastifyPluginAsyncZod {
  return async (app) => {
    const paid = { onRequest: [sessions.requireUser, requirePlan('automated_reminders')] };

    app.get(
      '/api/reminders',
      {
        ...paid,
        schema: {
          tags: ['progress'],
          summary: 'The caller\u2019s reminders (paid)',
          response: { 200: reminderListSchema, ...paidErrors },
        },
      },
      async (request) => ({ reminders: await service.list(actorId(request)) }),
    );

    app.post(
      '/api/reminders',
      {
        ...paid,
        schema: {
          tags: ['progress'],
          summary:
            'Remind me of one of my habits or medicines at a local time on chosen weekdays (paid)',
          body: reminderInputSchema,
          response: {
            201: reminderSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            ...paidErrors,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(actorId(request), request.body)),
    );

    app.patch(
      '/api/reminders/:id',
      {
        ...paid,
        schema: {
          tags: ['progress'],
          summary: 'Change a reminder\u2019s time, days, zone, channels or active flag (paid)',
          params: idParamsSchema,
          body: reminderPatchSchema,
          response: { 200: reminderSchema, 404: apiErrorSchema, ...paidErrors },
        },
      },
      async (request, reply) =>
        (await service.update(actorId(request), request.params.id, request.body)) ??
        reply.status(404).send(NOT_FOUND),
    );

    app.delete(
      '/api/reminders/:id',
      {
        ...paid,
        schema: {
          tags: ['progress'],
          summary: 'Delete a reminder (paid)',
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema, ...paidErrors },
        },
      },
      async (request, reply) =>
        (await service.remove(actorId(request), request.params.id))
          ? reply.status(204).send(null)
          : reply.status(404).send(NOT_FOUND),
    );

    app.get(
      '/api/notifications',
      {
        onRequest: sessions.requireUser,
        schema: {
          tags: ['progress'],
          summary: 'The caller\u2019s latest in-app notifications and the unread count',
          response: { 200: notificationListSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.notifications(actorId(request)),
    );

    app.post(
      '/api/notifications/:id/read',
      {
        onRequest: sessions.requireUser,
        schema: {
          tags: ['progress'],
          summary: 'Mark one of the caller\u2019s notifications read',
          params: idParamsSchema,
          response: { 200: notificationSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) =>
        (await service.markRead(actorId(request), request.params.id)) ??
        reply.status(404).send({ code: 'NOT_FOUND', message: 'Notification not found' }),
    );
  };
}
