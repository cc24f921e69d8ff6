/**
 * Lab reports: upload (file checks, offline extraction), manual entry, review, analysis with
 * history, the biomarker history and the PDF. Every method takes the actor first and reads and
 * writes the actor's rows only; another user's or an unknown id is 404. Health values are never logged.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  LAB_ERROR_CODES,
  LAB_MESSAGES,
  type BiomarkerHistory,
  type BiomarkerSeries,
  type LabAnalysis,
  type LabBiomarkerInput,
  type LabExtractionMethod,
  type LabFileKind,
  type LabManualEntryRequest,
  type LabReportDetail,
  type LabReportSummary,
  type LabTestType,
  type LabUploadState,
} from '#shared/contracts/labs.contract';
import { isFlagged } from '#shared/domain/lab-flags';
import {
  BODY_SYSTEM_LABELS,
  type BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';
import { AppError } from '#server/lib/app-error';
import type { ChatModel } from '#server/modules/chat/chat.types';
import type { Actor } from '#server/plugins/actor';
import type { JobQueue, UnfinishedJob } from '#server/modules/jobs/job-queue.types';
import { newObjectKey } from '#server/lib/storage/object-keys';
import { ObjectNotFoundError, type ObjectStorage } from '#server/lib/storage/object-storage';
import { analyzeLabRows } from './lab-analysis';
import { writeLabNarrative } from './lab-narrative';
import { describeRow, toStoredRow, type LabPerson } from './lab-rows';
import { addEarlierPoints } from './lab-earlier-results';
import { LAB_FILES_PREFIX } from './lab-file-move';
import {
  EXTRACTION_FAILED_JOB_CODE,
  LAB_EXTRACT_JOB,
  labExtractPayloadSchema,
  type LabExtractFailure,
  type LabExtractPayload,
} from './lab-file-reading';
import type { LabReadingQueue } from './lab-reading-queue';
import { FILE_CONTENT_TYPES, acceptedFileKind, displayName } from './lab-upload';
import type { AnalysisRow, LabReportRow, LabsRepository } from './labs.repository';
import type { StoredLabRow } from './labs.table';

export type { LabExtractor } from './lab-file-reading';

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

export interface LabsServiceDeps {
  repository: LabsRepository;
  reference: BiomarkerReference;
  /** Uploaded files (ADR 045): written before they are read, deleted after their row. */
  storage: ObjectStorage;
  /** Reading a stored file into a report: a 'lab.extract' job (lab-reading-queue.ts). */
  readings: LabReadingQueue;
  /** The user's readings that are not a report (yet): being read, or failed. */
  uploads: Pick<JobQueue, 'unfinishedFor' | 'dismiss'>;
  /** personal_info of the user's profile (sex and age only are read). */
  personalInfo: (userId: string) => Promise<Record<string, unknown> | null>;
  chatModel: ChatModel;
  log: FastifyBaseLogger;
  now?: () => Date;
}

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

/** profile gender/age → the person our ranges need; anything else is "not known". */
export function personFrom(info: Record<string, unknown> | null): LabPerson {
  const gender = typeof info?.gender === 'string' ? info.gender.toLowerCase() : null;
  const rawAge = info?.age;
  const age =
    typeof rawAge === 'number' ? rawAge : typeof rawAge === 'string' ? Number(rawAge) : NaN;
  return {
    sex: gender === 'male' || gender === 'female' ? gender : null,
    age: Number.isFinite(age) && age >= 1 && age <= 120 ? age : null,
  };
}

/**
 * What extraction knew about a reviewed row, while it still applies: the printed unit while the
 * unit is unchanged, the printed flag while the lab's flag is kept, the reason to check the row
 * while it still has no value, and the earlier results while the row is the same test in the same
 * unit (they are printed in it).
 */
function keptFromExtraction(before: StoredLabRow, after: StoredLabRow): Partial<StoredLabRow> {
  const sameTest = after.unit === before.unit && after.marker_id === before.marker_id;
  return {
    unit_printed: after.unit === before.unit ? (before.unit_printed ?? null) : null,
    flag_printed: after.lab_flag === before.lab_flag ? (before.flag_printed ?? null) : null,
    review_reason:
      after.value === null && after.value_text === null ? (before.review_reason ?? null) : null,
    ...(sameTest && before.earlier_results ? { earlier_results: before.earlier_results } : {}),
    // A record's own codes name this test in this unit: a row renamed to another test or moved
    // to another unit no longer is what they say.
    ...(sameTest && before.coding && (after.marker_id !== null || after.name === before.name)
      ? { coding: before.coding }
      : {}),
  };
}

/** Blood rows and urine rows for blood_test_data / urine_test_data (null when none). */
function bySpecimen(rows: StoredLabRow[], specimen: 'blood' | 'urine', testType: LabTestType) {
  const fallback = testType === 'combined' ? null : testType;
  const picked = rows.filter((row) => (row.specimen ?? fallback) === specimen);
  return picked.length > 0 ? picked : null;
}

/** Another user's or an unknown id: the same answer, so ids cannot be probed. */
const reportNotFound = () => new AppError(404, LAB_ERROR_CODES.notFound, LAB_MESSAGES.notFound);

/** The 422 a file the reader refused gets: its message, and the limit it hit when one did. */
function extractionFailed(details: Record<string, unknown> | null | undefined): AppError {
  const failure = (details ?? {}) as Partial<LabExtractFailure>;
  const message =
    typeof failure.message === 'string' ? failure.message : LAB_MESSAGES.extractionFailed;
  return typeof failure.reason === 'string'
    ? new AppError(422, LAB_ERROR_CODES.extractionFailed, message, { reason: failure.reason })
    : new AppError(422, LAB_ERROR_CODES.extractionFailed, message);
}

export function createLabsService(deps: LabsServiceDeps) {
  const { repository, reference } = deps;
  const now = deps.now ?? (() => new Date());
  const person = async (userId: string) => personFrom(await deps.personalInfo(userId));

  /** Best effort: an object left behind costs storage, not correctness. */
  async function dropObject(key: string): Promise<void> {
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.log.warn({ error: (error as Error).name }, 'could not delete a lab file object');
    });
  }

  function toAnalysis(row: AnalysisRow): LabAnalysis {
    return {
      id: row.id,
      lab_report_id: row.lab_report_id,
      test_type: row.test_type as LabTestType,
      created_at: row.created_at.toISOString(),
      analysis_result: row.analysis_result,
    };
  }

  async function detail(
    userId: string,
    report: LabReportRow,
    who?: LabPerson,
  ): Promise<LabReportDetail> {
    const [files, analyses, forWhom] = await Promise.all([
      repository.fileInfo(userId, [report.id]),
      repository.latestAnalyses(userId, [report.id]),
      who ? Promise.resolve(who) : person(userId),
    ]);
    const file = files.get(report.id);
    const analysis = analyses.get(report.id);
    return {
      id: report.id,
      status: report.status as LabReportDetail['status'],
      biomarkers: report.biomarkers.map((row) => describeRow(row, reference, forWhom).row),
      test_type: report.test_type as LabTestType,
      source: report.source as LabReportDetail['source'],
      method: report.method as LabExtractionMethod,
      file: file
        ? { kind: file.kind as LabFileKind, size: file.size, display_name: file.display_name }
        : null,
      warnings: report.warnings,
      collected_on: report.collected_on,
      created_at: report.created_at.toISOString(),
      updated_at: report.updated_at.toISOString(),
      analysis: analysis ? toAnalysis(analysis) : null,
    };
  }

  /** Reviewed rows: an existing row's id keeps its origin and printed name; new rows are typed. */
  function reviewedRows(
    inputs: readonly LabBiomarkerInput[],
    existing: readonly StoredLabRow[],
    testType: LabTestType,
  ): StoredLabRow[] {
    const byId = new Map(existing.map((row) => [row.id, row]));
    return inputs.map((input) => {
      const before = input.id ? byId.get(input.id) : undefined;
      const stored = toStoredRow(
        input,
        reference,
        testType,
        before?.origin ?? 'manual',
        before?.printed_name ?? null,
      );
      return before ? { ...stored, ...keptFromExtraction(before, stored), id: before.id } : stored;
    });
  }

  return {
    async upload(
      actor: Actor,
      file: { bytes: Buffer; filename: string },
      testType: LabTestType,
    ): Promise<LabReportDetail> {
      const userId = actor.id;
      const kind = acceptedFileKind(file.bytes, file.filename);
      if (!kind)
        throw new AppError(
          415,
          LAB_ERROR_CODES.unsupportedFileType,
          LAB_MESSAGES.unsupportedFileType,
        );
      const payload: LabExtractPayload = {
        storage_key: newObjectKey(LAB_FILES_PREFIX),
        kind,
        user_id: userId,
        test_type: testType,
        display_name: displayName(file.filename, kind),
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      };
      const release = await deps.readings.reserve();
      if (!release) throw new AppError(503, EXTRACTION_BUSY.code, EXTRACTION_BUSY.message);
      let jobId: string;
      try {
        // Stored before the job is queued: any process may take the job up at once.
        await deps.storage.put(payload.storage_key, file.bytes, {
          contentType: FILE_CONTENT_TYPES[kind],
        });
        jobId = await deps.readings.enqueue(payload).catch(async (error: unknown) => {
          await dropObject(payload.storage_key);
          throw error;
        });
      } finally {
        release();
      }
      const outcome = await deps.readings.settle(jobId);
      if (outcome.status === 'pending')
        throw new AppError(503, EXTRACTION_PENDING.code, EXTRACTION_PENDING.message);
      if (outcome.status === 'failed') {
        // The job deletes the object of a file that can never be read; this covers the rest.
        await dropObject(payload.storage_key);
        // This answer tells the person; the list need not tell them again.
        await deps.uploads.dismiss(LAB_EXTRACT_JOB, jobId, userId).catch((error: unknown) => {
          deps.log.warn({ error: (error as Error).name }, 'could not dismiss a failed reading');
        });
        if (outcome.error === EXTRACTION_FAILED_JOB_CODE) throw extractionFailed(outcome.details);
        if (outcome.error === 'ExtractionBusyError')
          throw new AppError(503, EXTRACTION_BUSY.code, EXTRACTION_BUSY.message);
        throw new Error(`lab report reading failed: ${outcome.error}`);
      }
      const reportId = outcome.result?.report_id;
      const report = typeof reportId === 'string' ? await repository.find(userId, reportId) : null;
      if (!report) throw new Error('the report just read is not there');
      return detail(userId, report);
    },

    async createManual(actor: Actor, request: LabManualEntryRequest): Promise<LabReportDetail> {
      const userId = actor.id;
      const report = await repository.insert(userId, {
        test_type: request.test_type,
        source: 'manual',
        method: 'manual',
        biomarkers: reviewedRows(request.biomarkers, [], request.test_type),
        warnings: [],
        collected_on: request.collected_on ?? null,
        now: now(),
      });
      return detail(userId, report);
    },

    async list(actor: Actor): Promise<LabReportSummary[]> {
      const userId = actor.id;
      const reports = await repository.list(userId);
      const ids = reports.map((r) => r.id);
      const [files, analyses, who] = await Promise.all([
        repository.fileInfo(userId, ids),
        repository.latestAnalyses(userId, ids),
        person(userId),
      ]);
      return reports.map((report) => {
        const file = files.get(report.id);
        const analysis = analyses.get(report.id);
        const flags =
          analysis && report.status === 'analyzed'
            ? analysis.analysis_result.markers.map((m) => m.flag)
            : report.biomarkers.map((row) => describeRow(row, reference, who).row.flag);
        return {
          id: report.id,
          status: report.status as LabReportSummary['status'],
          test_type: report.test_type as LabTestType,
          source: report.source as LabReportSummary['source'],
          file: file
            ? { kind: file.kind as LabFileKind, size: file.size, display_name: file.display_name }
            : null,
          biomarker_count: report.biomarkers.length,
          flagged_count: flags.filter(isFlagged).length,
          analyzed_at: analysis?.created_at.toISOString() ?? null,
          collected_on: report.collected_on,
          created_at: report.created_at.toISOString(),
        };
      });
    },

    /** Uploads that are not a report: still being read, or failed after the upload stopped waiting. */
    async uploads(actor: Actor): Promise<LabUploadState[]> {
      const jobs = await deps.uploads.unfinishedFor(LAB_EXTRACT_JOB, actor.id);
      return jobs.map((job) => uploadState(job));
    },

    /** Takes a failed reading off the list; 404 when the user has no such failed reading. */
    async dismissUpload(actor: Actor, id: string): Promise<void> {
      if (!(await deps.uploads.dismiss(LAB_EXTRACT_JOB, id, actor.id))) throw reportNotFound();
    },

    async get(actor: Actor, id: string): Promise<LabReportDetail> {
      const report = await repository.find(actor.id, id);
      if (!report) throw reportNotFound();
      return detail(actor.id, report);
    },

    async updateRows(
      actor: Actor,
      id: string,
      rows: readonly LabBiomarkerInput[],
      testType?: LabTestType,
      collectedOn?: string | null,
    ): Promise<LabReportDetail> {
      const userId = actor.id;
      const report = await repository.find(userId, id);
      if (!report) throw reportNotFound();
      const type = testType ?? (report.test_type as LabTestType);
      const updated = await repository.updateRows(userId, id, {
        biomarkers: reviewedRows(rows, report.biomarkers, type),
        test_type: type,
        collected_on: collectedOn,
        now: now(),
      });
      if (!updated) throw reportNotFound();
      return detail(userId, updated);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const { deleted, storageKey } = await repository.delete(actor.id, id);
      // After the commit: a leftover object is harmless, a row pointing nowhere is not (ADR 045).
      if (storageKey) await dropObject(storageKey);
      if (!deleted) throw reportNotFound();
    },

    /** The uploaded file as a stream from storage (or the row's bytes before they were moved). */
    async file(
      actor: Actor,
      id: string,
    ): Promise<{ kind: LabFileKind; body: Readable | Buffer; size: number }> {
      const file = await repository.file(actor.id, id);
      if (!file) throw reportNotFound();
      const kind = file.kind as LabFileKind;
      if (!file.storage_key) {
        if (!file.bytes) throw reportNotFound();
        return { kind, body: file.bytes, size: file.bytes.length };
      }
      try {
        const { body, info } = await deps.storage.get(file.storage_key);
        return { kind, body, size: info.size };
      } catch (error) {
        if (!(error instanceof ObjectNotFoundError)) throw error;
        deps.log.error({ fileId: file.id }, 'lab file row points at a missing object');
        throw reportNotFound();
      }
    },

    /** Runs the analysis on the reviewed rows (the body's when given) and stores it with history. */
    async analyze(
      actor: Actor,
      id: string,
      rows?: readonly LabBiomarkerInput[],
      collectedOn?: string | null,
    ): Promise<LabAnalysis> {
      const userId = actor.id;
      let report = await repository.find(userId, id);
      if (!report) throw reportNotFound();
      // Checked before the rows are saved, so a refused request changes nothing.
      if (rows?.length === 0) throw new AppError(400, LAB_ERROR_CODES.noRows, LAB_MESSAGES.noRows);
      if (rows || collectedOn !== undefined) {
        report = await repository.updateRows(userId, id, {
          biomarkers: rows
            ? reviewedRows(rows, report.biomarkers, report.test_type as LabTestType)
            : report.biomarkers,
          test_type: report.test_type as LabTestType,
          collected_on: collectedOn,
          now: now(),
        });
        if (!report) throw reportNotFound();
      }
      if (report.biomarkers.length === 0)
        throw new AppError(400, LAB_ERROR_CODES.noRows, LAB_MESSAGES.noRows);
      const who = await person(userId);
      const result = analyzeLabRows(report.biomarkers, { reference, person: who });
      result.narrative = await writeLabNarrative(result, { model: deps.chatModel, log: deps.log });
      const testType = report.test_type as LabTestType;
      const stored = await repository.saveAnalysis(userId, report, {
        blood: bySpecimen(report.biomarkers, 'blood', testType),
        urine: bySpecimen(report.biomarkers, 'urine', testType),
        result,
        // questionnaire_data: the profile facts the ranges used, in the onboarding questionnaire's shape.
        questionnaire: { basicInfo: { age: who.age, gender: who.sex } },
        now: now(),
      });
      return toAnalysis(stored);
    },

    /**
     * Each marker's values across the user's analysed reports (the latest analysis of each report),
     * in one unit per marker (our canonical one when we can convert), with our range as the band.
     * Points sit on the report's collection day, or its upload day when no collection date is
     * known, in that order (the repository sorts by it).
     */
    async history(actor: Actor, markerId?: string): Promise<BiomarkerHistory> {
      const [analyses, who] = await Promise.all([repository.history(actor.id), person(actor.id)]);
      type HistoryRow = (typeof analyses)[number];
      const latestPerReport = new Map<string, HistoryRow>();
      for (const row of analyses) {
        if (!row.lab_report_id) continue;
        const seen = latestPerReport.get(row.lab_report_id);
        if (!seen || row.created_at.getTime() >= seen.created_at.getTime())
          latestPerReport.set(row.lab_report_id, row);
      }
      const series = new Map<string, BiomarkerSeries>();
      // Map order is first insertion, which follows the repository's order by report day.
      const ordered = [...latestPerReport.values()];
      for (const analysis of ordered) {
        for (const marker of analysis.analysis_result.markers) {
          if (!marker.marker_id || marker.value === null) continue;
          if (markerId && marker.marker_id !== markerId) continue;
          const definition = reference.markers.get(marker.marker_id);
          if (!definition) continue;
          const canonical = definition.canonical_unit;
          const converted =
            canonical !== null
              ? reference.toCanonical(definition.id, marker.value, marker.unit)
              : null;
          const unit = converted !== null ? canonical : marker.unit;
          const value = converted ?? marker.value;
          // The lab's printed ends, moved into the series' unit the same way as the value.
          const toSeriesUnit = (end: number | null) =>
            end === null || converted === null
              ? end
              : reference.toCanonical(definition.id, end, marker.unit);
          const labRange =
            marker.range?.source === 'lab'
              ? { low: toSeriesUnit(marker.range.low), high: toSeriesUnit(marker.range.high) }
              : null;
          let entry = series.get(definition.id);
          if (!entry) {
            const ours = reference.referenceRange(definition.id, who, unit ?? undefined);
            entry = {
              marker_id: definition.id,
              name: definition.name,
              unit,
              specimen: definition.specimen,
              system: definition.system,
              system_label: BODY_SYSTEM_LABELS[definition.system],
              range: ours ? { low: ours.low, high: ours.high } : null,
              range_source: ours ? 'reference' : null,
              reference_range: ours ? { low: ours.low, high: ours.high } : null,
              points: [],
            };
            series.set(definition.id, entry);
          }
          // A value in a unit we cannot convert would not sit on the same axis: skip it.
          if (unit !== entry.unit) continue;
          entry.points.push({
            report_id: analysis.lab_report_id,
            analysis_id: analysis.id,
            date: analysis.collected_on ?? analysis.uploaded_at.toISOString(),
            date_source: analysis.collected_on ? 'collected' : 'uploaded',
            value,
            flag: marker.flag,
            reported_value: marker.value,
            reported_unit: marker.unit,
            lab_range: labRange,
          });
          // Points come oldest first, so the last lab range seen is the latest report's.
          if (labRange && (labRange.low !== null || labRange.high !== null)) {
            entry.range = labRange;
            entry.range_source = 'lab';
          }
        }
      }
      addEarlierPoints(series, ordered, reference);
      return { series: [...series.values()].filter((s) => s.points.length > 0) };
    },
  };
}
export type LabsService = ReturnType<typeof createLabsService>;
