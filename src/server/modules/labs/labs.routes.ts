/**
 * The lab reports API. Every route but the public reference and sample is for a signed-in user
 * and reads only the caller's reports (404 for another user's ids). Uploads, review edits,
 * analysis, history and the PDF are paid and Health-edition features (each route declares its
 * feature, so the actor gate refuses a free caller before the body is read). Multipart is
 * registered in this scope only.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import { planRequiredErrorSchema } from '#shared/contracts/billing.contract';
import {
  LAB_ERROR_CODES,
  LAB_MESSAGES,
  LAB_UPLOAD_LIMITS,
  biomarkerHistoryQuerySchema,
  biomarkerHistorySchema,
  biomarkerReferenceListSchema,
  labAnalysisSchema,
  labAnalyzeRequestSchema,
  labBiomarkersUpdateRequestSchema,
  labManualEntryRequestSchema,
  labReportDetailSchema,
  labReportListSchema,
  labUploadFieldsSchema,
  sampleLabReportSchema,
  type BiomarkerReferenceList,
  type SampleLabReport,
} from '#shared/contracts/labs.contract';
import { AppError } from '#server/lib/app-error';
import { audited, type LabAudit } from './lab-audit';
import { readReport, readReportList } from './lab-report-reads';
import { renderLabReportPdf } from './lab-report-pdf';
import { FILE_CONTENT_TYPES } from './lab-upload';
import { EXTRACTION_BUSY, type LabsService } from './labs.service';
import type { ZodApp } from '#server/lib/zod-app';
import { memberRoutes } from '#server/lib/member-routes';

const paidErrors = { 401: apiErrorSchema, 403: planRequiredErrorSchema };

export interface LabsRoutesDeps {
  service: LabsService;
  audit: LabAudit;
  /** Built once: the reference and the sample never change while the process runs. */
  catalogue: BiomarkerReferenceList;
  sample: () => SampleLabReport;
  now?: () => Date;
}

interface UploadParts {
  file: { bytes: Buffer; filename: string } | null;
  fields: Record<string, string>;
}

/**
 * Reads the multipart body: one file part and short text fields. Past a limit, our words for that
 * limit: 413 for a file over 10 MB, 400 for a second file or more fields than the form sends.
 */
async function readUpload(request: FastifyRequest): Promise<UploadParts> {
  const result: UploadParts = { file: null, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read every file part to the end (the stream must drain); only the `file` field is kept.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !result.file)
          result.file = { bytes, filename: part.filename ?? '' };
      } else if (typeof part.value === 'string') {
        result.fields[part.fieldname] = part.value.slice(0, 100);
      }
    }
  } catch (error) {
    const refusal = uploadLimitRefusal(error);
    if (refusal) throw refusal;
    throw error;
  }
  return result;
}

/** The multipart limit an error reports, as our answer; null for any other error. */
export function uploadLimitRefusal(error: unknown): AppError | null {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT')
    return new AppError(400, LAB_ERROR_CODES.tooManyFiles, LAB_MESSAGES.tooManyFiles);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError(400, LAB_ERROR_CODES.tooManyFields, LAB_MESSAGES.tooManyFields);
  // The file's own size, or the whole body past Fastify's limit.
  if (code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413)
    return new AppError(413, LAB_ERROR_CODES.fileTooLarge, LAB_MESSAGES.fileTooLarge);
  return null;
}

/** What the labsRoutes groups share: the deps and what is built from them once. */
function labsRoutesKit(deps: LabsRoutesDeps) {
  const { service, audit } = deps;
  return { deps, service, audit };
}
type LabsRoutesKit = ReturnType<typeof labsRoutesKit>;

export function labsRoutes(deps: LabsRoutesDeps): FastifyPluginAsyncZod {
  const kit = labsRoutesKit(deps);
  return async (app) => {
    await uploadRoutes(app, kit);
    reportRoutes(app, kit);
    fileAndAnalysisRoutes(app, kit);
  };
}

/** The multipart parser, the biomarker catalogue, the sample report and the upload. */
async function uploadRoutes(app: ZodApp, { deps, service, audit }: LabsRoutesKit): Promise<void> {
  const member = memberRoutes(app);
  await app.register(multipart, {
    limits: {
      fileSize: LAB_UPLOAD_LIMITS.maxBytes,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1_000,
      headerPairs: 100,
    },
  });

  app.get(
    '/api/biomarkers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['labs'],
        summary: 'Public: our biomarker reference (ranges, meaning, causes, preparation, sources)',
        response: { 200: biomarkerReferenceListSchema },
      },
    },
    async () => deps.catalogue,
  );

  app.get(
    '/api/labs/sample',
    {
      config: { access: 'public' },
      schema: {
        tags: ['labs'],
        summary: 'Public: a sample report with fictional values, through the real analysis',
        response: { 200: sampleLabReportSchema },
      },
    },
    async () => deps.sample(),
  );

  member.post(
    '/api/labs',
    {
      config: { access: 'user', feature: 'lab_uploads' },
      schema: {
        tags: ['labs'],
        summary:
          'Upload a lab report (multipart: file, test_type) for review, or enter results by hand (JSON)',
        consumes: ['multipart/form-data', 'application/json'],
        // Multipart bodies are read by the handler (Fastify then sees a null body).
        body: labManualEntryRequestSchema.nullish(),
        response: {
          201: labReportDetailSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          503: apiErrorSchema,
          ...paidErrors,
        },
      },
    },
    async (actor, request, reply) => {
      let created;
      if (request.isMultipart()) {
        const upload = await readUpload(request);
        if (!upload.file || upload.file.bytes.length === 0)
          throw new AppError(400, LAB_ERROR_CODES.fileRequired, LAB_MESSAGES.fileRequired);
        const fields = labUploadFieldsSchema.safeParse(upload.fields);
        if (!fields.success)
          throw new AppError(400, LAB_ERROR_CODES.validation, LAB_MESSAGES.testTypeRequired);
        try {
          created = await service.upload(actor, upload.file, fields.data.test_type);
        } catch (error) {
          if (error instanceof AppError && error.code === EXTRACTION_BUSY.code) {
            void reply.header('retry-after', String(EXTRACTION_BUSY.retryAfterSeconds));
          }
          throw error;
        }
      } else {
        if (!request.body) throw new AppError(400, LAB_ERROR_CODES.validation, LAB_MESSAGES.noRows);
        created = await service.createManual(actor, request.body);
      }
      await audit(request, actor, 'lab_report_create', created.id, true);
      return reply.status(201).send(created);
    },
  );
}

/** A user's reports: the list, a failed reading dismissed, one report, its review and removal. */
function reportRoutes(app: ZodApp, { service, audit }: LabsRoutesKit): void {
  const member = memberRoutes(app);
  member.read(
    '/api/labs',
    {
      config: { access: 'user' },
      schema: {
        tags: ['labs'],
        summary: 'The caller’s lab reports, newest first',
        response: { 200: labReportListSchema, 401: apiErrorSchema },
      },
    },
    async (actor, { request }) => readReportList({ service, audit }, actor, request),
  );

  member.delete(
    '/api/labs/uploads/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['labs'],
        summary: 'Dismiss a failed upload from the list (it was told; upload the file again)',
        params: idParamsSchema,
        response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (actor, request, reply) => {
      await service.dismissUpload(actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  member.read(
    '/api/labs/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['labs'],
        summary: 'One report with its rows and its latest analysis',
        params: idParamsSchema,
        response: { 200: labReportDetailSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (actor, { params, request }) => readReport({ service, audit }, actor, params.id, request),
  );

  member.put(
    '/api/labs/:id/biomarkers',
    {
      config: { access: 'user', feature: 'lab_uploads' },
      schema: {
        tags: ['labs'],
        summary: 'Save the reviewed rows (correct, add, remove); the report goes back to review',
        params: idParamsSchema,
        body: labBiomarkersUpdateRequestSchema,
        response: {
          200: labReportDetailSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...paidErrors,
        },
      },
    },
    async (actor, request) => {
      return audited(audit, request, actor, 'lab_report_update', request.params.id, () =>
        service.updateRows(
          actor,
          request.params.id,
          request.body.biomarkers,
          request.body.test_type,
          request.body.collected_on,
        ),
      );
    },
  );

  member.delete(
    '/api/labs/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['labs'],
        summary: 'Delete a report, its file and its analyses',
        params: idParamsSchema,
        response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (actor, request, reply) => {
      await audited(audit, request, actor, 'lab_report_delete', request.params.id, () =>
        service.remove(actor, request.params.id),
      );
      return reply.status(204).send(null);
    },
  );
}

/** A report's stored file, its analysis and PDF, and the biomarker history. */
function fileAndAnalysisRoutes(app: ZodApp, { deps, service, audit }: LabsRoutesKit): void {
  const member = memberRoutes(app);
  member.get(
    '/api/labs/:id/file',
    {
      config: { access: 'user' },
      schema: {
        tags: ['labs'],
        summary: 'Download the uploaded file (attachment)',
        params: idParamsSchema,
      },
    },
    async (actor, request, reply) => {
      const file = await audited(
        audit,
        request,
        actor,
        'lab_report_download',
        request.params.id,
        () => service.file(actor, request.params.id),
      );
      const extension = file.kind === 'jpeg' ? 'jpg' : file.kind;
      return (
        reply
          .header('content-type', FILE_CONTENT_TYPES[file.kind])
          .header(
            'content-disposition',
            `attachment; filename="lab-report-${request.params.id.slice(0, 8)}.${extension}"`,
          )
          .header('content-length', String(file.size))
          .header('x-content-type-options', 'nosniff')
          // A stream from storage: the file is never held whole in this process's memory.
          .send(file.body)
      );
    },
  );

  member.post(
    '/api/labs/:id/analyze',
    {
      config: { access: 'user', feature: 'advanced_analysis' },
      schema: {
        tags: ['labs'],
        summary:
          'Analyse the reviewed rows (the body’s rows replace the stored ones first) and store the analysis',
        params: idParamsSchema,
        body: labAnalyzeRequestSchema.nullish(),
        response: {
          200: labAnalysisSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...paidErrors,
        },
      },
    },
    async (actor, request) => {
      return audited(audit, request, actor, 'lab_report_analyze', request.params.id, () =>
        service.analyze(
          actor,
          request.params.id,
          request.body?.biomarkers,
          request.body?.collected_on,
        ),
      );
    },
  );

  member.get(
    '/api/labs/:id/pdf',
    {
      config: { access: 'user', feature: 'pdf_reports' },
      schema: {
        tags: ['labs'],
        summary: 'The report and its latest analysis as a PDF download (paid)',
        params: idParamsSchema,
      },
    },
    async (actor, request, reply) => {
      const report = await audited(
        audit,
        request,
        actor,
        'lab_report_export_pdf',
        request.params.id,
        () => service.get(actor, request.params.id),
      );
      const pdf = await renderLabReportPdf(report, deps.now?.() ?? new Date());
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="wellnest-lab-report-${report.id.slice(0, 8)}.pdf"`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  member.get(
    '/api/biomarkers/history',
    {
      config: { access: 'user', feature: 'biomarker_tracking' },
      schema: {
        tags: ['labs'],
        summary: 'Each marker’s values across the caller’s analysed reports, with its range band',
        querystring: biomarkerHistoryQuerySchema,
        response: { 200: biomarkerHistorySchema, ...paidErrors },
      },
    },
    async (actor, request) => {
      const history = await service.history(actor, request.query.marker_id);
      await audit(request, actor, 'biomarker_history_read', null, true);
      return history;
    },
  );
}
