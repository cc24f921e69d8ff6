/**
 * Health records in and out (ADR 058): the FHIR export, the two-step FHIR import (a preview that
 * writes nothing, then the confirmation of what the person kept), the Apple Health import and the
 * body metrics list. Other modules' data is read and written through their readers and import
 * helpers only.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client';
import type { Knowledge } from '#server/knowledge/load-knowledge';
import {
  createLabReportImport,
  type LabImportRequest,
  type LabRecordsReader,
} from '#server/modules/labs/index';
import {
  countActiveMedicines,
  readCabinetEntries,
  syncCabinetFromProfile,
  type MedicationsReader,
} from '#server/modules/medications/index';
import { createMedicalHistoryImport, type ProfileReader } from '#server/modules/profile/index';
import { createSleepImport } from '#server/modules/tracking/index';
import {
  BODY_METRIC_UNITS,
  BODY_METRICS_WINDOW_MAX,
  type AppleHealthImportResult,
  type BodyMetricKind,
  type BodyMetricList,
  type FhirImportConfirm,
  type FhirImportResult,
} from '#shared/contracts/fhir.contract';
import { medicineTypeOfSubstance, type MedicineType } from '#shared/domain/medicine-type';
import { readAppleHealthInWorker } from './apple-health-import';
import { AppleHealthError, appleHealthAppError } from './apple-health-limits';
import { saveAppleHealthSummary } from './apple-health-uploads';
import { createBodyMetricsRepository } from './body-metrics.repository';
import {
  buildFhirBundle,
  FULL_EXPORT,
  type FhirExportInput,
  type FhirExportScope,
} from './fhir-export';
import { fhirBundleBytesInWorker } from './fhir-export-in-worker';
import {
  historyItems,
  notImportedBefore,
  onRealDays,
  storableLabReport,
  type LeftOut,
} from './fhir-confirm';
import { confirmBodyInWorker, previewInWorker } from './fhir-import-in-worker';
import type { KnowledgeQuestions, PreviewFacts } from './fhir-import-worker.protocol';
import { createFhirImportedRepository } from './fhir-imported.repository';
import type { Actor } from '#server/plugins/actor';

export interface FhirServiceDeps {
  db: Db;
  /** The app's knowledge base, typed by its loader: the app context builds this module's reader. */
  knowledge: Knowledge;
  appUrl: string;
  now?: () => Date;
  /** The app's readers of the cabinet, the profile and the lab records, built once (ADR 176). */
  readers: {
    medications: MedicationsReader;
    profiles: ProfileReader;
    labRecords: LabRecordsReader;
  };
}

/** The readers and helpers the FHIR service's parts share, built once per service. */
function fhirTools(deps: FhirServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const { knowledge } = deps;
  const resolveSubstance = (name: string) =>
    knowledge.interactions.resolve(name)?.substanceId ?? null;
  const { medications: medicines, profiles, labRecords: labs } = deps.readers;
  const history = createMedicalHistoryImport(deps.db, { now: deps.now, resolveSubstance });
  const sleep = createSleepImport(deps.db);
  const metrics = createBodyMetricsRepository(deps.db);
  const substanceName = (id: string) => knowledge.interactions.substances.get(id)?.name ?? null;
  const substanceType = (id: string) => {
    const substance = knowledge.interactions.substances.get(id);
    return substance ? medicineTypeOfSubstance(substance) : null;
  };
  return {
    deps,
    now,
    knowledge,
    resolveSubstance,
    medicines,
    profiles,
    history,
    labs,
    sleep,
    metrics,
    substanceName,
    substanceType,
  };
}
type FhirTools = ReturnType<typeof fhirTools>;

/** What a Bundle is built from: the person's rows the scope names, read here. */
async function exportInput(
  {
    deps,
    now,
    resolveSubstance,
    medicines,
    profiles,
    history,
    labs,
    sleep,
    metrics,
    substanceName,
  }: FhirTools,
  userId: string,
  scope: FhirExportScope,
): Promise<FhirExportInput> {
  const none = Promise.resolve([] as never[]);
  const [profile, listed, coded, cabinet, active, reports, stored, nights] = await Promise.all([
    scope.gender ? profiles.findByUserId(userId) : null,
    scope.history
      ? history.current(userId)
      : { allergies: [], conditions: [], noKnownAllergies: false },
    scope.history ? createFhirImportedRepository(deps.db).codedHistory(userId) : undefined,
    scope.medicines ? medicines.cabinetEntries(userId) : none,
    scope.medicines ? medicines.listActive(userId) : none,
    scope.labs ? labs.list(userId) : none,
    scope.metrics ? metrics.listAllInPages(userId) : none,
    scope.sleep ? sleep.nights(userId) : none,
  ]);
  const substances = new Map(active.map((row) => [row.id, row.substance_id]));
  const gender = (profile?.personal_info as { gender?: unknown } | undefined)?.gender;
  const labScope = scope.labs;
  const sleepScope = scope.sleep;
  return {
    userId,
    exportedAt: now(),
    appUrl: deps.appUrl,
    gender: typeof gender === 'string' ? gender : null,
    allergies: listed.allergies,
    noKnownAllergies: listed.noKnownAllergies,
    conditions: listed.conditions,
    medicines: cabinet.map((entry) => ({
      id: entry.id,
      name: entry.name,
      dosage: entry.dosage,
      frequency: entry.frequency,
      substanceId: substances.get(entry.id) ?? resolveSubstance(entry.name),
    })),
    labs: reports
      .filter((report) => labScope === 'all' || labScope?.reportId === report.id)
      // The file's link needs the owner's session: a scoped bundle leaves it out.
      .map((report) => (scope.labFiles ? report : { ...report, file: null })),
    metrics: stored.map((row) => ({
      kind: row.kind as BodyMetricKind,
      date: row.measured_on,
      value: row.value,
      value2: row.value2,
    })),
    sleep:
      sleepScope === 'all' || !sleepScope
        ? nights
        : nights.filter((night) => night.date >= sleepScope.from && night.date <= sleepScope.to),
    substanceName,
    historyCoding: coded,
  };
}

/** What a Bundle's preview asked of the knowledge base, with the person's rows it compares. */
async function previewFacts(
  { deps, now, knowledge, medicines, history, substanceName, substanceType }: FhirTools,
  userId: string,
  questions: KnowledgeQuestions,
  labsBlocked: string | null,
): Promise<PreviewFacts> {
  const [listed, active, imported] = await Promise.all([
    history.current(userId),
    medicines.listActive(userId),
    createFhirImportedRepository(deps.db).keys(userId),
  ]);
  const resolved: PreviewFacts['resolved'] = new Map();
  const substanceIds = new Set(questions.substanceIds);
  for (const name of questions.names) {
    const hit = knowledge.interactions.resolve(name);
    resolved.set(name, hit ? { substanceId: hit.substanceId, matched: hit.matched } : null);
    if (hit) substanceIds.add(hit.substanceId);
  }
  const markers: PreviewFacts['markers'] = new Map();
  for (const id of questions.markerIds) {
    const marker = knowledge.biomarkers.markers.get(id);
    markers.set(id, marker ? { name: marker.name, specimen: marker.specimen } : null);
  }
  return {
    resolved,
    substances: new Map(
      [...substanceIds].map((id) => [id, { name: substanceName(id), type: substanceType(id) }]),
    ),
    markers,
    cabinet: active.map((row) => ({ name: row.name, substanceId: row.substance_id })),
    allergies: listed.allergies,
    conditions: listed.conditions,
    imported,
    now: now().getTime(),
    labsBlocked,
  };
}

export function createFhirService(deps: FhirServiceDeps) {
  const tools = fhirTools(deps);
  const { now, resolveSubstance, substanceType, metrics } = tools;

  return {
    /**
     * The person's records as a FHIR R4 Bundle: everything (the account export), or only what a
     * scope names (a share link's sections). What a scope leaves out is not even read. Other
     * modules' own reads (a share link's sections) name the person by id.
     */
    async bundleFor(
      userId: string,
      scope: FhirExportScope = FULL_EXPORT,
    ): Promise<Record<string, unknown>> {
      return buildFhirBundle(await exportInput(tools, userId, scope));
    },

    /** The caller's own records (the account export). */
    exportBundle(actor: Actor, scope: FhirExportScope = FULL_EXPORT) {
      return this.bundleFor(actor.id, scope);
    },

    /**
     * The caller's whole Bundle as UTF-8 JSON, built and written in a worker thread (ADR 097):
     * the event loop only reads the rows.
     */
    async exportBundleBytes(actor: Actor): Promise<Buffer> {
      return fhirBundleBytesInWorker(await exportInput(tools, actor.id, FULL_EXPORT));
    },

    /**
     * What importing the Bundle would add, as the route's answer (FhirImportPreview as UTF-8
     * JSON); writes nothing. The Bundle comes as the bytes the request sent, parsed, checked,
     * read and answered in a worker thread (ADR 100); the knowledge base and the person's rows
     * answer its questions here. `labsBlocked` is why lab reports cannot be imported for this
     * person (plan or edition), or null: said up front, with the preview.
     */
    preview(actor: Actor, body: Uint8Array, labsBlocked: string | null = null): Promise<Buffer> {
      return previewInWorker(body, (questions) =>
        previewFacts(tools, actor.id, questions, labsBlocked),
      );
    },

    /** A confirmation's body, sent as bytes: parsed and checked in a worker thread (ADR 100). */
    readConfirmation(body: Uint8Array): Promise<FhirImportConfirm> {
      return confirmBodyInWorker(body);
    },

    /**
     * Adds what the person kept in review, in one transaction: medicines, allergies and
     * conditions, metrics, sleep and lab reports (in review). What is there already stays as it
     * is; what an earlier import brought in (by the source's ids) is not added again; a row that
     * cannot be stored (a future or impossible day) is left out and named in `left_out` while
     * the rest is saved (ADR 074). The caller has checked that lab reports are on the plan.
     */
    confirm: (actor: Actor, body: FhirImportConfirm, request: LabImportRequest) =>
      confirmImport({ deps, now, resolveSubstance, substanceType }, actor, body, request),

    /**
     * Streams an Apple Health export's ZIP through a worker thread under the limits of ADR 075,
     * then writes the body metrics and the daily log: nothing is written unless the whole export
     * was read, and then in short steps (saveAppleHealthSummary) that a repeated import completes
     * without duplicates if one fails.
     */
    async importAppleHealth(
      actor: Actor,
      zip: AsyncIterable<Uint8Array>,
    ): Promise<AppleHealthImportResult> {
      const summary = await readAppleHealthInWorker(zip).catch((error: unknown) => {
        throw error instanceof AppleHealthError ? appleHealthAppError(error) : error;
      });
      return saveAppleHealthSummary(deps.db, actor.id, summary);
    },

    /** The newest 200 values, or every value since `from` (the trends' window). */
    async bodyMetrics(actor: Actor, from?: string): Promise<BodyMetricList> {
      const [rows, counts, height] = await Promise.all([
        from === undefined
          ? metrics.listNewest(actor.id, 200)
          : metrics.listSince(actor.id, from, BODY_METRICS_WINDOW_MAX),
        metrics.countsByKind(actor.id),
        metrics.newest(actor.id, 'height'),
      ]);
      return {
        metrics: rows.map((row) => ({
          kind: row.kind as BodyMetricKind,
          date: row.measured_on,
          value: row.value,
          value2: row.value2,
          unit: BODY_METRIC_UNITS[row.kind as BodyMetricKind],
          source: row.source,
        })),
        counts,
        latest_height_cm: height?.value ?? null,
      };
    },
  };
}
export type FhirService = ReturnType<typeof createFhirService>;

/** What confirming an import needs of the service. */
interface ConfirmTools {
  deps: FhirServiceDeps;
  now: () => Date;
  resolveSubstance: (name: string) => string | null;
  substanceType: (id: string) => MedicineType | null;
}

/**
 * Adds what the person kept in review, in one transaction: medicines, allergies and
 * conditions, metrics, sleep and lab reports (in review). What is there already stays as it
 * is; what an earlier import brought in (by the source's ids) is not added again; a row that
 * cannot be stored (a future or impossible day) is left out and named in `left_out` while
 * the rest is saved (ADR 074). The caller has checked that lab reports are on the plan.
 */
async function confirmImport(
  { deps, now, resolveSubstance, substanceType }: ConfirmTools,
  actor: Actor,
  body: FhirImportConfirm,
  request: LabImportRequest,
): Promise<FhirImportResult> {
  const { knowledge } = deps;
  // Every write goes through helpers bound to this transaction, never the pool.
  return deps.db.transaction(async (db) => {
    const ledger = createFhirImportedRepository(db);
    const imported = await ledger.keys(actor.id);
    const leftOut: LeftOut[] = [];
    const at = now();
    const medicinesAdded = await addMedicines(
      { db, actor, imported, leftOut, resolveSubstance, typeOfSubstance: substanceType, at },
      body.medicines,
    );
    const allergies = notImportedBefore(
      'allergies',
      historyItems(body.allergies),
      (item) => item.name,
      imported,
      leftOut,
    );
    const conditions = notImportedBefore(
      'conditions',
      historyItems(body.conditions),
      (item) => item.name,
      imported,
      leftOut,
    );
    const added = await createMedicalHistoryImport(db, { now: deps.now, resolveSubstance }).add(
      actor,
      { allergies: allergies.map((a) => a.name), conditions: conditions.map((c) => c.name) },
    );
    // Each item's records, with the codes they gave it, so the export can write them back.
    for (const [kind, items] of [
      ['allergy', allergies],
      ['condition', conditions],
    ] as const)
      for (const item of items)
        await ledger.record(
          actor.id,
          kind,
          item.source_ids ?? [],
          item.coding && item.coding.length > 0 ? { name: item.name, coding: item.coding } : null,
        );
    const metricsAdded = await createBodyMetricsRepository(db).addNew(
      actor.id,
      onRealDays('metrics', body.metrics, at, leftOut),
      'fhir',
    );
    const sleepAdded = await createSleepImport(db).fill(
      actor.id,
      onRealDays('sleep', body.sleep, at, leftOut),
    );
    const labs = body.lab_reports
      .map((report) => storableLabReport(report, imported, at, leftOut))
      .filter((lab) => lab !== null);
    const labIds = await createLabReportImport(db, {
      reference: knowledge.biomarkers,
      now: deps.now,
    }).add(
      actor.id,
      labs.map((lab) => lab.report),
      request,
    );
    await ledger.record(
      actor.id,
      'lab_result',
      labs.flatMap((lab) => lab.sourceIds),
    );
    return {
      medicines_added: medicinesAdded,
      allergies_added: added.allergies,
      conditions_added: added.conditions,
      metrics_added: metricsAdded,
      sleep_days_added: sleepAdded,
      lab_report_ids: labIds,
      left_out: leftOut,
    };
  });
}

/**
 * The kept medicines join the cabinet through its profile sync (one already there by name is not
 * doubled), with the record's frequency when it was exact and its schedule as written otherwise.
 */
interface ConfirmStep {
  db: Db;
  actor: Actor;
  imported: ReadonlySet<string>;
  leftOut: LeftOut[];
  resolveSubstance: (name: string) => string | null;
  /** The cabinet type the knowledge base gives a substance, for a medicine the record left untyped. */
  typeOfSubstance: (id: string) => MedicineType | null;
  at: Date;
}

async function addMedicines(
  { db, actor, imported, leftOut, resolveSubstance, typeOfSubstance, at }: ConfirmStep,
  medicines: FhirImportConfirm['medicines'],
): Promise<number> {
  const kept = notImportedBefore('medicines', medicines, (m) => m.name, imported, leftOut);
  if (kept.length === 0) return 0;
  // The import's own transaction: the cabinet is read and written on it, not on the app's reader.
  const before = await readCabinetEntries(db, actor.id);
  const list = [
    ...before.map((entry) => ({
      id: entry.id,
      name: entry.name,
      dosage: entry.dosage ?? undefined,
      frequency: entry.frequency,
      active: true,
    })),
    ...kept.map((medicine) => ({
      id: randomUUID(),
      name: medicine.name,
      dosage: medicine.dosage ?? undefined,
      frequency: medicine.frequency ?? undefined,
      scheduleNote: medicine.schedule_note ?? null,
      type: medicine.type ?? undefined,
      active: true,
    })),
  ];
  await syncCabinetFromProfile(db, actor.id, list, resolveSubstance, at, typeOfSubstance);
  // Each medicine's records, with the codes they gave it, so the export can write them back.
  const ledger = createFhirImportedRepository(db);
  for (const medicine of kept)
    await ledger.record(
      actor.id,
      'medicine',
      medicine.source_ids ?? [],
      medicine.coding && medicine.coding.length > 0
        ? { name: medicine.name, coding: medicine.coding }
        : null,
    );
  return (await countActiveMedicines(db, actor.id)) - before.length;
}
