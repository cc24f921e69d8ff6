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
import type { MoodService } from './mood.service';
import { memberRoutes } from '#server/lib/member-routes';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export interface MoodRoutesDeps {
  service: MoodService;
}

export function moodRoutes({ service }: MoodRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.put(
      '/api/mood/:date',
      {
        config: { access: 'user' },
        schema: {
          tags: ['mood'],
          summary:
            'Save the day\u2019s mood and energy check-in (one per day; saving again replaces it)',
          params: dateParamsSchema,
          body: moodInputSchema,
          response: { 200: moodEntrySchema, ...errors },
        },
      },
      async (actor, request) => service.save(actor, request.params.date, request.body),
    );

    member.read(
      '/api/mood',
      {
        config: { access: 'user' },
        schema: {
          tags: ['mood'],
          summary:
            'The caller\u2019s check-ins between two dates (default: the last 30 days), oldest first',
          querystring: dateRangeQuerySchema,
          response: { 200: moodListSchema, ...errors },
        },
      },
      async (actor, { query }) => service.list(actor, query),
    );

    member.delete(
      '/api/mood/:date',
      {
        config: { access: 'user' },
        schema: {
          tags: ['mood'],
          summary: 'Delete the day\u2019s check-in',
          params: dateParamsSchema,
          response: { 204: z.null(), ...errors, 404: apiErrorSchema },
        },
      },
      async (actor, request, reply) => {
        await service.remove(actor, request.params.date);
        return reply.status(204).send(null);
      },
    );
  };
}
