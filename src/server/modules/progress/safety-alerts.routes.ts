/**
 * Dismissing one safety alert. The key must name an alert the caller has now: another user's key,
 * or one that no longer holds, answers 404, so nobody can write a dismissal for what they cannot see.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { safetyAlertKeyParamsSchema } from '#shared/contracts/progress.contract';
import { actorId, type SessionReader } from '#server/plugins/session';
import type { SafetyAlerts } from './safety-alerts';

export const SAFETY_ALERT_NOT_FOUND = {
  code: 'NOT_FOUND',
  message: 'Safety alert not found',
} as const;

export function safetyAlertRoutes(
  alerts: Pick<SafetyAlerts, 'dismiss'>,
  sessions: SessionReader,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/notifications/safety-alerts/:key/dismiss',
      {
        onRequest: sessions.requireUser,
        schema: {
          tags: ['progress'],
          summary:
            'Dismiss one of the caller\u2019s safety alerts (a major interaction pair, a major profile caution, a critical lab result) until the fact behind it changes',
          description:
            'The key is the alert\u2019s id in GET /api/notifications (URL-encoded). The alert stays hidden while the same fact holds and shows again when it changes: a medicine stopped and re-added, a new or re-analysed lab report. 404 when the caller has no such alert now.',
          params: safetyAlertKeyParamsSchema,
          response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) =>
        (await alerts.dismiss(actorId(request), request.params.key))
          ? reply.status(204).send(null)
          : reply.status(404).send(SAFETY_ALERT_NOT_FOUND),
    );
  };
}
