/** Uploading a lab file: checked, stored, read by a 'lab.extract' job (ADR 045, ADR 047); readings not yet a report. */
import { createHash } from 'node:crypto';
import {
  LAB_ERROR_CODES,
  LAB_MESSAGES,
  type LabReportDetail,
  type LabTestType,
  type LabUploadState,
} from '#shared/contracts/labs.contract';
import { AppError } from '#server/lib/app-error';
import { newObjectKey } from '#server/lib/storage/object-keys';
import type { UnfinishedJob } from '#server/modules/jobs/index';
import type { Actor } from '#server/plugins/actor';
import { LAB_FILES_PREFIX } from './lab-file-move';
import {
  EXTRACTION_FAILED_JOB_CODE,
  LAB_EXTRACT_JOB,
  labExtractPayloadSchema,
  type LabExtractFailure,
  type LabExtractPayload,
} from './lab-file-reading';
import { FILE_CONTENT_TYPES, acceptedFileKind, displayName } from './lab-upload';
import { detail, dropObject, reportNotFound, type LabsContext } from './labs-context';

/** Every reader is busy and the queue is full: 503, and the route adds Retry-After. */
export const EXTRACTION_BUSY = {
  code: 'EXTRACTION_BUSY',
  message: 'We are reading many lab reports right now. Please try again in a minute.',
  retryAfterSeconds: 30,
} as const;

/** The reading goes on past the upload's wait: the report appears in the list when it is done. */
export const EXTRACTION_PENDING = {
  code: 'EXTRACTION_PENDING',
  message:
    'Your lab report is taking longer than usual to read. It will appear in your lab reports when it is ready; there is no need to upload it again.',
} as const;

/** A reading that is not a report, as the list shows it (its payload holds what the upload knew). */
export function uploadState(job: UnfinishedJob): LabUploadState {
  const payload = labExtractPayloadSchema.partial().safeParse(job.payload);
  const known = payload.success ? payload.data : {};
  const failed = job.status === 'failed';
  const reason =
    failed && typeof job.details?.reason === 'string' ? (job.details.reason as string) : null;
  let message: string | null = null;
  if (failed) {
    if (reason === 'FILE_MISSING') message = LAB_MESSAGES.fileMissing;
    else if (job.error === EXTRACTION_FAILED_JOB_CODE && typeof job.details?.message === 'string')
      message = `${job.details.message as string} You can upload it again.`;
    else message = LAB_MESSAGES.readingFailedLater;
  }
  return {
    id: job.id,
    state: failed ? 'failed' : 'reading',
    test_type: known.test_type ?? 'blood',
    display_name: known.display_name || 'Lab report',
    message,
    reason: failed ? (reason ?? job.error) : null,
    created_at: job.createdAt.toISOString(),
  };
}

/** The 422 a file the reader refused gets: its message, and the limit it hit when one did. */
function extractionFailed(details: Record<string, unknown> | null | undefined): AppError {
  const failure = (details ?? {}) as Partial<LabExtractFailure>;
  const message =
    typeof failure.message === 'string' ? failure.message : LAB_MESSAGES.extractionFailed;
  return typeof failure.reason === 'string'
    ? new AppError(422, LAB_ERROR_CODES.extractionFailed, message, { reason: failure.reason })
    : new AppError(422, LAB_ERROR_CODES.extractionFailed, message);
}

export async function upload(
  ctx: LabsContext,
  actor: Actor,
  file: { bytes: Buffer; filename: string },
  testType: LabTestType,
): Promise<LabReportDetail> {
  const userId = actor.id;
  const kind = acceptedFileKind(file.bytes, file.filename);
  if (!kind)
    throw new AppError(415, LAB_ERROR_CODES.unsupportedFileType, LAB_MESSAGES.unsupportedFileType);
  const payload: LabExtractPayload = {
    storage_key: newObjectKey(LAB_FILES_PREFIX),
    kind,
    user_id: userId,
    test_type: testType,
    display_name: displayName(file.filename, kind),
    size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
  };
  const release = await ctx.readings.reserve();
  if (!release) throw new AppError(503, EXTRACTION_BUSY.code, EXTRACTION_BUSY.message);
  let jobId: string;
  try {
    // Stored before the job is queued: any process may take the job up at once.
    await ctx.storage.put(payload.storage_key, file.bytes, {
      contentType: FILE_CONTENT_TYPES[kind],
    });
    jobId = await ctx.readings.enqueue(payload, release).catch(async (error: unknown) => {
      await dropObject(ctx, payload.storage_key);
      throw error;
    });
  } finally {
    release();
  }
  const outcome = await ctx.readings.settle(jobId);
  if (outcome.status === 'pending')
    throw new AppError(503, EXTRACTION_PENDING.code, EXTRACTION_PENDING.message);
  if (outcome.status === 'failed') {
    // The job deletes the object of a file that can never be read; this covers the rest.
    await dropObject(ctx, payload.storage_key);
    // This answer tells the person; the list need not tell them again.
    await ctx.uploads.dismiss(LAB_EXTRACT_JOB, jobId, userId).catch((error: unknown) => {
      ctx.log.warn({ error: (error as Error).name }, 'could not dismiss a failed reading');
    });
    if (outcome.error === EXTRACTION_FAILED_JOB_CODE) throw extractionFailed(outcome.details);
    if (outcome.error === 'ExtractionBusyError')
      throw new AppError(503, EXTRACTION_BUSY.code, EXTRACTION_BUSY.message);
    throw new Error(`lab report reading failed: ${outcome.error}`);
  }
  const reportId = outcome.result?.report_id;
  const report = typeof reportId === 'string' ? await ctx.repository.find(userId, reportId) : null;
  if (!report) throw new Error('the report just read is not there');
  return detail(ctx, userId, report);
}

/** Uploads that are not a report: still being read, or failed after the upload stopped waiting. */
export async function uploads(ctx: LabsContext, actor: Actor): Promise<LabUploadState[]> {
  const jobs = await ctx.uploads.unfinishedFor(LAB_EXTRACT_JOB, actor.id);
  return jobs.map((job) => uploadState(job));
}

/** Takes a failed reading off the list; 404 when the user has no such failed reading. */
export async function dismissUpload(ctx: LabsContext, actor: Actor, id: string): Promise<void> {
  if (!(await ctx.uploads.dismiss(LAB_EXTRACT_JOB, id, actor.id))) throw reportNotFound();
}
