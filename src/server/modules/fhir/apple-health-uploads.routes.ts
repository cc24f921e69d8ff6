/**
 * The Apple Health import in parts (ADR 094): begin with the size, send the numbered parts, finish,
 * then poll. Every route needs a session and reaches the caller's own uploads only (404 for any
 * other id). A plugin of its own so that its parts are parsed as bytes (at most one part's size),
 * while the one-request import in fhir.routes.ts streams its body.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import { requireActor } from '#server/plugins/actor';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  APPLE_HEALTH_MAX_BYTES,
  APPLE_HEALTH_PART_MAX_BYTES,
  FHIR_MESSAGES,
  appleHealthUploadSchema,
  appleHealthUploadStartSchema,
} from '#shared/contracts/fhir.contract';
import type { AppleHealthUploads } from './apple-health-uploads';
import { memberRoutes } from '#server/lib/member-routes';

const PART_TYPES = ['application/octet-stream', 'application/zip'];
/** Enough for a 2 GB export in parts of 1 MB within a few minutes, and retries besides. */
const PARTS_PER_MINUTE = 1_200;
const MAX_PARTS = Math.ceil(APPLE_HEALTH_MAX_BYTES / (64 * 1024));

const uploadParams = z.object({ id: z.string().max(100) });
const partParams = z.object({
  id: z.string().max(100),
  number: z.coerce.number().int().min(1).max(MAX_PARTS),
});

export function appleHealthUploadsRoutes(uploads: AppleHealthUploads): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    app.addContentTypeParser(
      PART_TYPES,
      { parseAs: 'buffer', bodyLimit: APPLE_HEALTH_PART_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    member.post(
      '/api/account/apple-health/uploads',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary: 'Begin an Apple Health import sent in parts (for large files and slow links)',
          description: `Body: the size in bytes of the export's ZIP (at most 2 GB, else 413). Answers the upload (status \`uploading\`); then send its parts in order with PUT …/parts/1, 2, … (each at most ${APPLE_HEALTH_PART_MAX_BYTES / 1024 / 1024} MB) and finish with POST …/complete. The member's uploads left unfinished for a day are cleared here.`,
          body: appleHealthUploadStartSchema,
          response: {
            201: appleHealthUploadSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            413: apiErrorSchema,
          },
        },
        // A size past the limit is refused with the one-request import's own code and message.
        preValidation: async (request) => {
          const size = (request.body as { size?: unknown } | undefined)?.size;
          if (typeof size === 'number' && size > APPLE_HEALTH_MAX_BYTES)
            throw new AppError(413, 'APPLE_HEALTH_TOO_LARGE', FHIR_MESSAGES.appleTooLarge);
        },
      },
      async (actor, request, reply) =>
        reply.status(201).send(await uploads.start(actor.id, request.body.size)),
    );

    member.put(
      '/api/account/apple-health/uploads/:id/parts/:number',
      {
        config: {
          access: 'user',
          rateLimit: { max: PARTS_PER_MINUTE, timeWindow: '1 minute' },
        },
        // Someone else's upload (or none) is 404 before a byte of the part is read or parsed.
        onRequest: async (request) => {
          const { id } = request.params as { id: string };
          await uploads.status(requireActor(request).id, id);
        },
        schema: {
          tags: ['account'],
          summary: 'Send one part of an Apple Health upload (application/octet-stream)',
          description: `Parts are numbered from 1 and sent in order, each at most ${APPLE_HEALTH_PART_MAX_BYTES / 1024 / 1024} MB (413 past it). The same number as the last part replaces it (a part sent again when its answer was lost); any other number is 409 APPLE_HEALTH_PART_OUT_OF_ORDER with \`next_part\` in the details. 413 APPLE_HEALTH_PART_PAST_SIZE when the parts would pass the size given at the start; 409 APPLE_HEALTH_UPLOAD_CLOSED once the upload was finished or refused. The first part must begin like a ZIP: otherwise 400 APPLE_HEALTH_NOT_ZIP and the upload ends.`,
          params: partParams,
          consumes: PART_TYPES,
          response: {
            200: appleHealthUploadSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
      },
      async (actor, request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          throw new AppError(400, 'APPLE_HEALTH_EMPTY_PART', 'A part must hold at least one byte.');
        return uploads.putPart(actor.id, request.params.id, request.params.number, body);
      },
    );

    member.post(
      '/api/account/apple-health/uploads/:id/complete',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary: 'Finish an Apple Health upload: it is read in the background',
          description:
            'Every byte of the size given at the start must have arrived (else 400 APPLE_HEALTH_UPLOAD_INCOMPLETE). Answers 202 with the upload queued; a background job reads it in a worker thread under the same limits as POST /api/account/apple-health and saves everything in one transaction. Poll GET …/uploads/:id: `bytes_read` moves while `reading`; `done` carries `result`; `refused` carries `error` with the status and code the one-request import answers (413 for a limit, 400 for a broken file), and nothing is written.',
          params: uploadParams,
          response: {
            202: appleHealthUploadSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (actor, request, reply) =>
        reply.status(202).send(await uploads.complete(actor.id, request.params.id)),
    );

    member.get(
      '/api/account/apple-health/uploads/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary: 'An Apple Health upload: its status, progress and result',
          params: uploadParams,
          response: { 200: appleHealthUploadSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (actor, request) => uploads.status(actor.id, request.params.id),
    );
  };
}
