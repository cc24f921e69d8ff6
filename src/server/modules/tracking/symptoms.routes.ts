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
import type { SymptomsService } from './symptoms.service';
import { memberRoutes } from '#server/lib/member-routes';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export interface SymptomsRoutesDeps {
  service: SymptomsService;
}

export function symptomsRoutes({ service }: SymptomsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.post(
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
      async (actor, request, reply) =>
        reply.status(201).send(await service.create(actor, request.body)),
    );

    member.read(
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
      async (actor, { query }) => service.list(actor, query),
    );

    member.read(
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

    member.delete(
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
      async (actor, request, reply) => {
        await service.remove(actor, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
