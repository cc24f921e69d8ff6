/** Mood and energy API. Free (mood_tracking), signed in, the caller's rows only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  dateParamsSchema,
  dateRangeQuerySchema,
  moodEntrySchema,
  moodInputSchema,
  moodListSchema,
} from '#shared/contracts/tracking.contract';
import { actorId, type SessionReader } from '#server/plugins/session';
import type { MoodService } from './mood.service';

const NOT_FOUND = { code: 'NOT_FOUND', message: 'No mood check-in on that date' } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export function moodRoutes(service: MoodService, sessions: SessionReader): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', sessions.requireUser);

    app.put(
      '/api/mood/:date',
      {
        schema: {
          tags: ['mood'],
          summary:
            'Save the day\u2019s mood and energy check-in (one per day; saving again replaces it)',
          params: dateParamsSchema,
          body: moodInputSchema,
          response: { 200: moodEntrySchema, ...errors },
        },
      },
      async (request) => service.save(actorId(request), request.params.date, request.body),
    );

    app.get(
      '/api/mood',
      {
        schema: {
          tags: ['mood'],
          summary:
            'The caller\u2019s check-ins between two dates (default: the last 30 days), oldest first',
          querystring: dateRangeQuerySchema,
          response: { 200: moodListSchema, ...errors },
        },
      },
      async (request) => service.list(actorId(request), request.query),
    );

    app.delete(
      '/api/mood/:date',
      {
        schema: {
          tags: ['mood'],
          summary: 'Delete the day\u2019s check-in',
          params: dateParamsSchema,
          response: { 204: z.null(), ...errors, 404: apiErrorSchema },
        },
      },
      async (request, reply) =>
        (await service.remove(actorId(request), request.params.date))
          ? reply.status(204).send(null)
          : reply.status(404).send(NOT_FOUND),
    );
  };
}
