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
import { requireActor } from '#server/plugins/actor';
import type { SymptomsService } from './symptoms.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export interface SymptomsRoutesDeps {
  service: SymptomsService;
}

export function symptomsRoutes({ service }: SymptomsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/symptoms',
      {
        config: { access: 'user' },
        schema: {
          tags: ['symptoms'],
          summary:
            'Log a symptom (predefined or free text) with severity 1-10, time, note and triggers',
          body: symptomInputSchema,
          response: { 201: symptomSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(requireActor(request), request.body)),
    );

    app.get(
      '/api/symptoms',
      {
        config: { access: 'user' },
        schema: {
          tags: ['symptoms'],
          summary:
            'The caller\u2019s symptom logs between two dates (default: the last 30 days), newest first',
          querystring: dateRangeQuerySchema,
          response: { 200: symptomListSchema, ...errors },
        },
      },
      async (request) => service.list(requireActor(request), request.query),
    );

    app.get(
      '/api/symptoms/options',
      {
        config: { access: 'user' },
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
        config: { access: 'user' },
        schema: {
          tags: ['symptoms'],
          summary: 'Delete one of the caller\u2019s symptom logs',
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
