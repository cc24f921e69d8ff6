/** The medicine cabinet API. Every route needs a session and reads only the caller's rows. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import {
  analyzeMedicationsRequestSchema,
  analyzeMedicationsResponseSchema,
  medicationInputSchema,
  medicationDetailSchema,
  medicationListSchema,
  medicationPatchSchema,
  medicationSchema,
  safetyAnalysisSchema,
} from '#shared/contracts/medications.contract';
import { readSafetyJson } from './medication-safety';
import type { MedicationsServices } from './medications-services';
import { memberRoutes } from '#server/lib/member-routes';
import { keptJson } from '#server/lib/read-route';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export function medicationsRoutes({
  service,
  safetyCache,
}: MedicationsServices): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    app.addHook('onClose', async () => service.close());

    member.read(
      '/api/medications',
      {
        config: { access: 'user' },
        schema: {
          tags: ['medications'],
          summary: 'The caller\u2019s cabinet: active first, newest first',
          response: { 200: medicationListSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => ({ medications: await service.list(actor) }),
    );

    member.post(
      '/api/medications',
      {
        config: { access: 'user' },
        schema: {
          tags: ['medications'],
          summary: 'Add a medication; the cabinet is re-analysed about 1 s later',
          body: medicationInputSchema,
          response: { 201: medicationSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (actor, request, reply) =>
        reply.status(201).send(await service.create(actor, request.body)),
    );

    member.read(
      '/api/medications/safety',
      {
        config: { access: 'user' },
        schema: {
          tags: ['medications'],
          summary:
            'The stored background safety analysis of the active cabinet (pending while a change is analysed)',
          response: { 200: safetyAnalysisSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => keptJson((await readSafetyJson({ service, safetyCache }, actor)).json),
    );

    member.post(
      '/api/medications/analyze',
      {
        config: { access: 'user' },
        schema: {
          tags: ['medications'],
          summary:
            'analyze-medications: side effects, serious side effects and warnings per medication, and their interactions',
          body: analyzeMedicationsRequestSchema,
          response: { 200: analyzeMedicationsResponseSchema, ...errors },
        },
      },
      async (actor, request) => {
        const names =
          request.body.medications?.map((m) => (typeof m === 'string' ? m : m.name)) ?? null;
        return service.analyze(actor, names);
      },
    );

    member.read(
      '/api/medications/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: ['medications'],
          summary:
            'One medicine: its facts and sources, and what it meets in the cabinet (checked with every other active medicine and the caller\u2019s profile)',
          params: idParamsSchema,
          response: { 200: medicationDetailSchema, 404: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (actor, { params }) => service.detail(actor, params.id),
    );

    member.patch(
      '/api/medications/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: ['medications'],
          summary: 'Change a medication (dose, schedule, active flag...)',
          params: idParamsSchema,
          body: medicationPatchSchema,
          response: { 200: medicationSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (actor, request) => service.update(actor, request.params.id, request.body),
    );

    member.delete(
      '/api/medications/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: ['medications'],
          summary: 'Remove a medication',
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
