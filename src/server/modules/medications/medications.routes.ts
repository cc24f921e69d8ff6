/** The medicine cabinet API. Every route needs a session and reads only the caller's rows. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import {
  analyzeMedicationsRequestSchema,
  analyzeMedicationsResponseSchema,
  medicationInputSchema,
  medicationListSchema,
  medicationPatchSchema,
  medicationSchema,
  safetyAnalysisSchema,
} from '#shared/contracts/medications.contract';
import { sendCachedJson } from '#server/lib/cached-json';
import type { UserCache } from '#server/lib/user-cache';
import { actorId, type SessionReader } from '#server/plugins/session';
import type { MedicationsService } from './medications.service';

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Medication not found' } as const;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export function medicationsRoutes(
  service: MedicationsService,
  sessions: SessionReader,
  /** The safety answer as JSON, per user, dropped when the cabinet or its analysis changes. */
  safetyCache: UserCache<string>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onClose', async () => service.close());
    app.addHook('onRequest', sessions.requireUser);

    app.get(
      '/api/medications',
      {
        schema: {
          tags: ['medications'],
          summary: 'The caller\u2019s cabinet: active first, newest first',
          response: { 200: medicationListSchema, 401: apiErrorSchema },
        },
      },
      async (request) => ({ medications: await service.list(actorId(request)) }),
    );

    app.post(
      '/api/medications',
      {
        schema: {
          tags: ['medications'],
          summary: 'Add a medication; the cabinet is re-analysed about 1 s later',
          body: medicationInputSchema,
          response: { 201: medicationSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(actorId(request), request.body)),
    );

    app.get(
      '/api/medications/safety',
      {
        schema: {
          tags: ['medications'],
          summary:
            'The stored background safety analysis of the active cabinet (pending while a change is analysed)',
          response: { 200: safetyAnalysisSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const userId = actorId(request);
        return sendCachedJson(reply, safetyCache, {
          key: `${userId}:${service.knowledgeVersion}`,
          userId,
          schema: safetyAnalysisSchema,
          load: () => service.safety(userId),
          // Pending turns into a result (or an analysis on the spot) by a timer, not by a write.
          cacheable: (analysis) => analysis.status !== 'pending',
        });
      },
    );

    app.post(
      '/api/medications/analyze',
      {
        schema: {
          tags: ['medications'],
          summary:
            'analyze-medications: side effects, serious side effects and warnings per medication, and their interactions',
          body: analyzeMedicationsRequestSchema,
          response: { 200: analyzeMedicationsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const names =
          request.body.medications?.map((m) => (typeof m === 'string' ? m : m.name)) ?? null;
        return service.analyze(actorId(request), names);
      },
    );

    app.patch(
      '/api/medications/:id',
      {
        schema: {
          tags: ['medications'],
          summary: 'Change a medication (dose, schedule, active flag...)',
          params: idParamsSchema,
          body: medicationPatchSchema,
          response: { 200: medicationSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) =>
        (await service.update(actorId(request), request.params.id, request.body)) ??
        reply.status(404).send(NOT_FOUND),
    );

    app.delete(
      '/api/medications/:id',
      {
        schema: {
          tags: ['medications'],
          summary: 'Remove a medication',
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
