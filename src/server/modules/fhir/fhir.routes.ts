/**
 * The health records API (ADR 058). Every route needs a session (401 before the body is read) and
 * works on the caller's own data only; an import writes nothing until its confirmation.
 */
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/app-error';
import { BILLING_ERROR_CODES, planRequiredErrorSchema } from '#shared/contracts/billing.contract';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  APPLE_HEALTH_MAX_BYTES,
  FHIR_FILE_NAME,
  FHIR_IMPORT_MAX_BYTES,
  FHIR_MESSAGES,
  appleHealthImportResultSchema,
  bodyMetricListSchema,
  bodyMetricsQuerySchema,
  fhirBundleSchema,
  fhirImportBundleSchema,
  fhirImportConfirmSchema,
  fhirImportPreviewSchema,
  fhirImportResultSchema,
} from '#shared/contracts/fhir.contract';
import { discardRest } from './apple-health-import';
import type { FhirService } from './fhir.service';
import { labsRefusalFor } from './labs-refusal';
import { memberRoutes } from '#server/lib/member-routes';

/**
 * The bytes the scope's JSON parser kept are checked in the worker; any other body (none, or text
 * through another content type's parser) and every other part are checked here, as everywhere.
 */
const bodyCheckedInWorker: FastifySchemaCompiler<unknown> = (route) => {
  const check = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return route.httpPart === 'body'
    ? (data) => (Buffer.isBuffer(data) ? { value: data } : check(data))
    : check;
};

/** The import's body as the scope's parser kept it. */
function bodyBytes(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body))
    throw new Error('The FHIR import body was not kept as bytes.');
  return request.body;
}

const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'];

/** A declared length past the limit is refused before a byte of the body is read. */
function refuseLonger(limit: number, code: string, message: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > limit) throw new AppError(413, code, message);
  };
}

const LABS_BLOCKED: Record<string, string> = {
  [BILLING_ERROR_CODES.planRequired]: FHIR_MESSAGES.labsNeedPlan,
  FEATURE_NOT_IN_EDITION: FHIR_MESSAGES.labsNotInEdition,
};

export interface FhirRoutesDeps {
  service: FhirService;
}

export function fhirRoutes({ service }: FhirRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    // The Apple Health ZIP is handed to the route as a stream, never buffered.
    app.addContentTypeParser(ZIP_TYPES, (_request, payload, done) => done(null, payload));

    member.get(
      '/api/account/fhir',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary: "The caller's health records as a FHIR R4 Bundle (type collection)",
          description:
            'Patient, AllergyIntolerance, Condition, MedicationStatement (RxNorm where known), Observation for lab results (LOINC, UCUM, reference range, interpretation H/L/N), vital signs, body measurements and sleep, and DocumentReference for each uploaded lab file (a link to GET /api/labs/:id/file). Sent as an attachment.',
          response: { 200: fhirBundleSchema, 401: apiErrorSchema },
        },
      },
      async (actor, request, reply) => {
        // Built and written in a worker thread (ADR 097): sent as the bytes it wrote.
        const bytes = await service.exportBundleBytes(actor);
        return (
          reply
            .header('content-type', 'application/fhir+json; charset=utf-8')
            .header('content-disposition', `attachment; filename="${FHIR_FILE_NAME}"`)
            // The schema documents the JSON these bytes are; they are sent as written.
            .send(bytes as never)
        );
      },
    );

    await app.register(fhirImportRoutes(service));

    member.post(
      '/api/account/apple-health',
      {
        config: { access: 'user' },
        onRequest: refuseLonger(
          APPLE_HEALTH_MAX_BYTES,
          'APPLE_HEALTH_TOO_LARGE',
          FHIR_MESSAGES.appleTooLarge,
        ),
        schema: {
          tags: ['account'],
          summary: 'Import an Apple Health export (the ZIP with export.xml), streamed',
          description:
            'Body: the ZIP as application/zip. It is unpacked and parsed as it arrives, in a worker thread with its memory capped, so memory stays bounded at any size (up to 2 GB, 413 past it). The export is the largest XML near the top of the archive whose root is <HealthData>, whatever its name. Refused with nothing written: 413 past a limit on unpacked bytes (8 GB, or 200 times the ZIP), text or tag length, value length, element count, sources, reading time or memory; 400 for a broken ZIP or XML, elements nested too deep or with too many attributes; 503 while another import is being read. Weight, height, blood pressure, heart rate and steps become body metrics (one value per kind and day), sleep fills the daily log, in one transaction; days that already have a value keep it, and records on impossible or future days are left out.',
          consumes: ZIP_TYPES,
          response: {
            200: appleHealthImportResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (actor, request) => {
        const body = request.body as AsyncIterable<Uint8Array> | undefined;
        if (
          !body ||
          typeof (body as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] !== 'function'
        )
          throw new AppError(400, 'APPLE_HEALTH_NOT_ZIP', FHIR_MESSAGES.appleNotZip);
        // A refusal comes before the upload ends: the rest is read and dropped first, so the
        // client gets the answer rather than a reset connection (ADR 075).
        return service.importAppleHealth(actor, body).catch(async (error: unknown) => {
          await discardRest(request.raw, APPLE_HEALTH_MAX_BYTES);
          throw error;
        });
      },
    );

    member.read(
      '/api/account/body-metrics',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary:
            "The caller's body metrics, newest first, a count per kind and the latest height",
          description:
            'Without `from`, the newest 200 values; with `from` (YYYY-MM-DD), every value measured since that day (at most 2,000), as the trends chart them. `latest_height_cm` is the newest height whatever the window, for BMI.',
          querystring: bodyMetricsQuerySchema,
          response: { 200: bodyMetricListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (actor, { query }) => service.bodyMetrics(actor, query.from),
    );
  };
}

/**
 * The FHIR import's two routes, in a scope of their own whose JSON parser keeps the bytes: the
 * body (up to 20 MB) is parsed, checked against the route's contract and read in a worker thread
 * (ADR 100), with the same answers as the app's parser and validator give in place.
 */
function fhirImportRoutes(service: FhirService): FastifyPluginAsyncZod {
  return async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    const member = memberRoutes(scope);

    member.post(
      '/api/account/fhir',
      {
        config: { access: 'user' },
        bodyLimit: FHIR_IMPORT_MAX_BYTES,
        validatorCompiler: bodyCheckedInWorker,
        onRequest: refuseLonger(
          FHIR_IMPORT_MAX_BYTES,
          'FHIR_BUNDLE_TOO_LARGE',
          FHIR_MESSAGES.tooLarge,
        ),
        schema: {
          tags: ['account'],
          summary: 'Preview a FHIR Bundle import: what would be added (nothing is written)',
          description: `Any Bundle type. Medicines are resolved by the checker's name resolution (unresolved ones listed apart), allergies and conditions compared with the profile, lab Observations grouped into reports by collection day (each is created in review by the confirmation; \`lab_reports_blocked\` says up front when the plan or edition has no lab reports), vital signs (blood pressure from its components too) and sleep listed as body metrics and nights. FHIR is read as written (ADR 074): a contained \`#id\` is local to its resource; references by urn:uuid, relative and absolute id; MedicationRequest only with an order or plan intent; dosage timing kept as a frequency when exact, else as \`schedule_note\`; refuted, entered-in-error, "no known allergy", differential, provisional and past records left out with their reason in \`skipped\`; a value with a comparator ('<0.5') kept as text; days that do not exist or lie in the future left out. Every offered item carries \`selected\` (ticked at first) and, when not, a \`reason\`, and its \`source_ids\`, which the confirmation uses so that the same file imported again adds nothing. Then POST /api/account/fhir/confirm with what the person kept. At most ${FHIR_IMPORT_MAX_BYTES / 1024 / 1024} MB (413) and 10,000 entries (400).`,
          body: fhirImportBundleSchema,
          response: {
            200: fhirImportPreviewSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            413: apiErrorSchema,
          },
        },
      },
      async (actor, request, reply) => {
        const refusal = labsRefusalFor(actor);
        const bytes = await service.preview(
          actor,
          bodyBytes(request),
          refusal ? (LABS_BLOCKED[refusal.code] ?? refusal.message) : null,
        );
        // Written by the worker as the serializer writes it (checked by the schema): sent as is.
        return reply.header('content-type', 'application/json; charset=utf-8').send(bytes as never);
      },
    );

    member.post(
      '/api/account/fhir/confirm',
      {
        config: { access: 'user' },
        bodyLimit: FHIR_IMPORT_MAX_BYTES,
        validatorCompiler: bodyCheckedInWorker,
        schema: {
          tags: ['account'],
          summary: 'Add what the person kept from an import preview (one transaction)',
          description:
            'In one transaction: medicines join the cabinet (through its profile sync; one already there is not doubled), allergies and conditions the medical history (names already listed are skipped), body metrics and sleep fill days that have none (the person’s own values are never overwritten), and each lab report is created in review (as a manual entry, with its audit row) for the person to check and analyse. Items whose `source_ids` an earlier import brought in are not added again; a row that cannot be stored (a lab report, metric or night on a day that does not exist or lies in the future) is left out and named in `left_out` while the rest is saved (ADR 074). Lab reports need a plan with lab reports: without one the answer is 403 PLAN_REQUIRED (or FEATURE_NOT_IN_EDITION) and nothing at all is written; the preview says so first, in `lab_reports_blocked`.',
          body: fhirImportConfirmSchema,
          response: {
            200: fhirImportResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: planRequiredErrorSchema,
            // Past the body limit, or past the reading's time or memory limit in its worker.
            413: apiErrorSchema,
          },
        },
      },
      async (actor, request, reply) => {
        const body = await service.readConfirmation(bodyBytes(request));
        if (body.lab_reports.length > 0) {
          // Refused before anything is written, so no part of the import lands.
          const refusal = labsRefusalFor(actor);
          if (refusal) return reply.status(403).send(refusal);
        }
        return service.confirm(actor, body, {
          requestId: request.id,
          userAgent: request.headers['user-agent'] ?? null,
        });
      },
    );
  };
}
