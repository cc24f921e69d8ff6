/**
 * Lab reports: upload (file checks, offline extraction), manual entry, review, analysis with
 * history, the biomarker history and the PDF. Every method takes the actor first and reads and
 * writes the actor's rows only; another user's or an unknown id is 404. Health values are never logged.
 *
 * One file per part (ADR 107): uploads and readings (lab-uploads.ts), reports and their analysis
 * (lab-reports.ts), the biomarker history (lab-history.ts), sharing one context (labs-context.ts).
 */
import type {
  LabBiomarkerInput,
  LabManualEntryRequest,
  LabTestType,
} from '#shared/contracts/labs.contract';
import type { Actor } from '#server/plugins/actor';
import { history } from './lab-history';
import { analyze, createManual, file, get, list, remove, updateRows } from './lab-reports';
import { dismissUpload, upload, uploads } from './lab-uploads';
import type { LabsContext, LabsServiceDeps } from './labs-context';

export type { LabExtractor } from './lab-file-reading';
export { EXTRACTION_BUSY } from './lab-uploads';
export { personFrom, type LabsServiceDeps } from './labs-context';

export function createLabsService(deps: LabsServiceDeps) {
  const ctx: LabsContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    upload: (actor: Actor, file: { bytes: Buffer; filename: string }, testType: LabTestType) =>
      upload(ctx, actor, file, testType),
    createManual: (actor: Actor, request: LabManualEntryRequest) =>
      createManual(ctx, actor, request),
    list: (actor: Actor) => list(ctx, actor),
    uploads: (actor: Actor) => uploads(ctx, actor),
    dismissUpload: (actor: Actor, id: string) => dismissUpload(ctx, actor, id),
    get: (actor: Actor, id: string) => get(ctx, actor, id),
    updateRows: (
      actor: Actor,
      id: string,
      rows: readonly LabBiomarkerInput[],
      testType?: LabTestType,
      collectedOn?: string | null,
    ) => updateRows(ctx, actor, id, rows, testType, collectedOn),
    remove: (actor: Actor, id: string) => remove(ctx, actor, id),
    file: (actor: Actor, id: string) => file(ctx, actor, id),
    analyze: (
      actor: Actor,
      id: string,
      rows?: readonly LabBiomarkerInput[],
      collectedOn?: string | null,
    ) => analyze(ctx, actor, id, rows, collectedOn),
    history: (actor: Actor, markerId?: string) => history(ctx, actor, markerId),
  };
}
export type LabsService = ReturnType<typeof createLabsService>;
