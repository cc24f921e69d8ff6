/** A user's lab reports: manual entry, the list, review, removal, the stored file and the analysis. */
import type { Readable } from 'node:stream';
import {
  LAB_ERROR_CODES,
  LAB_MESSAGES,
  type LabAnalysis,
  type LabBiomarkerInput,
  type LabFileKind,
  type LabManualEntryRequest,
  type LabReportDetail,
  type LabReportSummary,
  type LabTestType,
} from '#shared/contracts/labs.contract';
import { isFlagged } from '#shared/domain/lab-flags';
import { AppError } from '#server/lib/app-error';
import { ObjectNotFoundError } from '#server/lib/storage/object-storage';
import type { Actor } from '#server/plugins/actor';
import { analyzeLabRows } from './lab-analysis';
import { writeLabNarrative } from './lab-narrative';
import { describeRow } from './lab-rows';
import {
  detail,
  dropObject,
  person,
  reportNotFound,
  reviewedRows,
  toAnalysis,
  type LabsContext,
} from './labs-context';
import type { StoredLabRow } from './labs.table';

/** Blood rows and urine rows for blood_test_data / urine_test_data (null when none). */
function bySpecimen(rows: StoredLabRow[], specimen: 'blood' | 'urine', testType: LabTestType) {
  const fallback = testType === 'combined' ? null : testType;
  const picked = rows.filter((row) => (row.specimen ?? fallback) === specimen);
  return picked.length > 0 ? picked : null;
}

export async function createManual(
  ctx: LabsContext,
  actor: Actor,
  request: LabManualEntryRequest,
): Promise<LabReportDetail> {
  const userId = actor.id;
  const report = await ctx.repository.insert(userId, {
    test_type: request.test_type,
    source: 'manual',
    method: 'manual',
    biomarkers: reviewedRows(ctx, request.biomarkers, [], request.test_type),
    warnings: [],
    collected_on: request.collected_on ?? null,
    now: ctx.now(),
  });
  return detail(ctx, userId, report);
}

export async function list(ctx: LabsContext, actor: Actor): Promise<LabReportSummary[]> {
  const userId = actor.id;
  const reports = await ctx.repository.list(userId);
  const ids = reports.map((r) => r.id);
  const [files, analyses, who] = await Promise.all([
    ctx.repository.fileInfo(userId, ids),
    ctx.repository.latestAnalyses(userId, ids),
    person(ctx, userId),
  ]);
  return reports.map((report) => {
    const file = files.get(report.id);
    const analysis = analyses.get(report.id);
    const flags =
      analysis && report.status === 'analyzed'
        ? analysis.analysis_result.markers.map((m) => m.flag)
        : report.biomarkers.map((row) => describeRow(row, ctx.reference, who).row.flag);
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
}

export async function get(ctx: LabsContext, actor: Actor, id: string): Promise<LabReportDetail> {
  const report = await ctx.repository.find(actor.id, id);
  if (!report) throw reportNotFound();
  return detail(ctx, actor.id, report);
}

export async function updateRows(
  ctx: LabsContext,
  actor: Actor,
  id: string,
  rows: readonly LabBiomarkerInput[],
  testType?: LabTestType,
  collectedOn?: string | null,
): Promise<LabReportDetail> {
  const userId = actor.id;
  const report = await ctx.repository.find(userId, id);
  if (!report) throw reportNotFound();
  const type = testType ?? (report.test_type as LabTestType);
  const updated = await ctx.repository.updateRows(userId, id, {
    biomarkers: reviewedRows(ctx, rows, report.biomarkers, type),
    test_type: type,
    collected_on: collectedOn,
    now: ctx.now(),
  });
  if (!updated) throw reportNotFound();
  return detail(ctx, userId, updated);
}

export async function remove(ctx: LabsContext, actor: Actor, id: string): Promise<void> {
  const { deleted, storageKey } = await ctx.repository.delete(actor.id, id);
  // After the commit: a leftover object is harmless, a row pointing nowhere is not (ADR 045).
  if (storageKey) await dropObject(ctx, storageKey);
  if (!deleted) throw reportNotFound();
}

/** The uploaded file as a stream from storage (or the row's bytes before they were moved). */
export async function file(
  ctx: LabsContext,
  actor: Actor,
  id: string,
): Promise<{ kind: LabFileKind; body: Readable | Buffer; size: number }> {
  const file = await ctx.repository.file(actor.id, id);
  if (!file) throw reportNotFound();
  const kind = file.kind as LabFileKind;
  if (!file.storage_key) {
    if (!file.bytes) throw reportNotFound();
    return { kind, body: file.bytes, size: file.bytes.length };
  }
  try {
    const { body, info } = await ctx.storage.get(file.storage_key);
    return { kind, body, size: info.size };
  } catch (error) {
    if (!(error instanceof ObjectNotFoundError)) throw error;
    ctx.log.error({ fileId: file.id }, 'lab file row points at a missing object');
    throw reportNotFound();
  }
}

/** Runs the analysis on the reviewed rows (the body's when given) and stores it with history. */
export async function analyze(
  ctx: LabsContext,
  actor: Actor,
  id: string,
  rows?: readonly LabBiomarkerInput[],
  collectedOn?: string | null,
): Promise<LabAnalysis> {
  const userId = actor.id;
  let report = await ctx.repository.find(userId, id);
  if (!report) throw reportNotFound();
  // Checked before the rows are saved, so a refused request changes nothing.
  if (rows?.length === 0) throw new AppError(400, LAB_ERROR_CODES.noRows, LAB_MESSAGES.noRows);
  if (rows || collectedOn !== undefined) {
    report = await ctx.repository.updateRows(userId, id, {
      biomarkers: rows
        ? reviewedRows(ctx, rows, report.biomarkers, report.test_type as LabTestType)
        : report.biomarkers,
      test_type: report.test_type as LabTestType,
      collected_on: collectedOn,
      now: ctx.now(),
    });
    if (!report) throw reportNotFound();
  }
  if (report.biomarkers.length === 0)
    throw new AppError(400, LAB_ERROR_CODES.noRows, LAB_MESSAGES.noRows);
  const who = await person(ctx, userId);
  const result = analyzeLabRows(report.biomarkers, { reference: ctx.reference, person: who });
  result.narrative = await writeLabNarrative(result, { model: ctx.chatModel, log: ctx.log });
  const testType = report.test_type as LabTestType;
  const stored = await ctx.repository.saveAnalysis(userId, report, {
    blood: bySpecimen(report.biomarkers, 'blood', testType),
    urine: bySpecimen(report.biomarkers, 'urine', testType),
    result,
    // questionnaire_data: the profile facts the ranges used, in the onboarding questionnaire's shape.
    questionnaire: { basicInfo: { age: who.age, gender: who.sex } },
    now: ctx.now(),
  });
  return toAnalysis(stored);
}
