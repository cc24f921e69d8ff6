/** Symptom logging API. Free (symptom_logging), signed in, the caller's rows only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import {
  SYMPTOM_OPTIONS,
  dateRangeQuerySchema,
  symptomInputSchema,
  symptomListSchema,
  symptomOptionsSchema,
  symptomSchema,
} from '#shared/contracts/tracking.contract';
import { actorId, type SessionReader } from '#server/plugins/session';
import type { SymptomsService } from './symptoms.service';

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Symptom log not found' } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export function symptomsRoutes(
  service: SymptomsService,
  sessions: SessionReader,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', sessions.requireUser);

    app.post(
      '/api/symptoms',
      {
        schema: {
          tags: ['symptoms'],
          summary:
            'Log a symptom (predefined or free text) with severity 1-10, time, note and triggers',
          body: symptomInputSchema,
          response: { 201: symptomSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(actorId(request), request.body)),
    );

    app.get(
      '/api/symptoms',
      {
        schema: {
          tags: ['symptoms'],
          summary:
            'The caller\u2019s symptom logs between two dates (default: the last 30 days), newest first',
          querystring: dateRangeQuerySchema,
          response: { 200: symptomListSchema, ...errors },
        },
      },
      async (request) => service.list(actorId(request), request.query),
    );

    app.get(
      '/api/symptoms/options',
      {
        schema: {
          tags: ['symptoms'],
          summary: 'The predefined symptom list (free text is also accepted)',
          response: { 200: symptomOptionsSchema, 401: apiErrorSchema },
        },
      },
      async () => ({ options: [...SYMPTOM_OPTIONS] }),
    );

    app.delete(
      '/api/symptoms/:id',
      {
        schema: {
          tags: ['symptoms'],
          summary: 'Delete one of the caller\u2019s symptom logs',
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
