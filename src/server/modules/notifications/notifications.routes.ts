/**
 * In-app notifications, on every plan: they are the user's own messages, already delivered (the
 * reminders sent) or read from their data now (the safety alerts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import {
  notificationListSchema,
  notificationSchema,
  safetyAlertKeyParamsSchema,
} from '#shared/contracts/notifications.contract';
import type { NotificationsService } from './notifications.service';
import { memberRoutes } from '#server/lib/member-routes';

export interface NotificationsRoutesDeps {
  service: NotificationsService;
}

export function notificationsRoutes({ service }: NotificationsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
      '/api/notifications',
      {
        config: { access: 'user' },
        schema: {
          tags: ['notifications'],
          summary: 'The caller\u2019s latest in-app notifications and the unread count',
          response: { 200: notificationListSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => service.list(actor),
    );

    member.post(
      '/api/notifications/:id/read',
      {
        config: { access: 'user' },
        schema: {
          tags: ['notifications'],
          summary: 'Mark one of the caller\u2019s notifications read',
          params: idParamsSchema,
          response: { 200: notificationSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (actor, request) => service.markRead(actor, request.params.id),
    );

    member.post(
      '/api/notifications/safety-alerts/:key/dismiss',
      {
        config: { access: 'user' },
        schema: {
          tags: ['notifications'],
          summary:
            'Dismiss one of the caller\u2019s safety alerts (a major interaction pair, a major profile caution, a critical lab result) until the fact behind it changes',
          description:
            'The key is the alert\u2019s id in GET /api/notifications (URL-encoded). The alert stays hidden while the same fact holds and shows again when it changes: a medicine stopped and re-added, a new or re-analysed lab report. 404 when the caller has no such alert now.',
          params: safetyAlertKeyParamsSchema,
          response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (actor, request, reply) => {
        await service.dismissSafetyAlert(actor, request.params.key);
        return reply.status(204).send(null);
      },
    );

    member.post(
      '/api/notifications/safety-alerts/:key/read',
      {
        config: { access: 'user' },
        schema: {
          tags: ['notifications'],
          summary:
            'Mark one of the caller\u2019s safety alerts read while the fact behind it holds',
          description:
            'The alert stays listed, with its `read_at`, and no longer counts in `unread_count`; when the fact behind it changes (a medicine re-added, a new lab report) it is unread again. 404 when the caller has no such alert now.',
          params: safetyAlertKeyParamsSchema,
          response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (actor, request, reply) => {
        await service.markSafetyAlertRead(actor, request.params.key);
        return reply.status(204).send(null);
      },
    );
  };
}
