/**
 * Health records in and out (ADR 058): the FHIR export, the two-step FHIR import (a preview that
 * writes nothing, then the confirmation of what the person kept), the Apple Health import and the
 * body metrics list. Other modules' data is read and written through their readers and import
 * helpers only.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client';
import type { KnowledgeBase } from '#server/app-context';
import { AppError } from '#server/lib/app-error';
import { createLabRecordsReader } from '#server/modules/labs/lab-records.reader';
import {
  createLabReportImport,
  type LabImportRequest,
} from '#server/modules/labs/lab-report-import';
import { createMedicationsReader } from '#server/modules/medications/medications.reader';
import { createMedicalHistoryImport } from '#server/modules/profile/medical-history-import';
import { createProfileReader } from '#server/modules/profile/profile.reader';
import { createSleepImport } from '#server/modules/tracking/sleep-import';
import {
  APPLE_HEALTH_MAX_BYTES,
  BODY_METRIC_UNITS,
  FHIR_MESSAGES,
  type AppleHealthImportResult,
  type BodyMetricKind,
  type BodyMetricList,
  type FhirImportBundle,
  type FhirImportConfirm,
  type FhirImportPreview,
  type FhirImportResult,
} from '#shared/contracts/fhir.contract';
import { AppleHealthError, readAppleHealthExport } from './apple-health';
import { createBodyMetricsRepository } from './body-metrics.repository';
import { buildFhirBundle, FULL_EXPORT, type FhirExportScope } from './fhir-export';
import { previewBundle } from './fhir-import';
import type { Actor } from '#server/plugins/actor';

const APPLE_ERRORS: Record<AppleHealthError['reason'], [number, string, string]> = {
  not_zip: [400, 'APPLE_HEALTH_NOT_ZIP', FHIR_MESSAGES.appleNotZip],
  no_export: [400, 'APPLE_HEALTH_NO_EXPORT', FHIR_MESSAGES.appleNoExport],
  bad_xml: [400, 'APPLE_HEALTH_UNREADABLE', FHIR_MESSAGES.appleBadXml],
  too_large: [413, 'APPLE_HEALTH_TOO_LARGE', FHIR_MESSAGES.appleTooLarge],
};

export interface FhirServiceDeps {
  db: Db;
  knowledge: KnowledgeBase;
  appUrl: string;
  now?: () => Date;
}

export function createFhirService(deps: FhirServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const { knowledge } = deps;
  const resolveSubstance = (name: string) =>
    knowledge.interactions.resolve(name)?.substanceId ?? null;
  const medicines = createMedicationsReader(deps.db);
  const profiles = createProfileReader(deps.db, { now: deps.now });
  const history = createMedicalHistoryImport(deps.db, { now: deps.now, resolveSubstance });
  const labs = createLabRecordsReader(deps.db);
  const sleep = createSleepImport(deps.db);
  const metrics = createBodyMetricsRepository(deps.db);
  const substanceName = (id: string) => knowledge.interactions.substances.get(id)?.name ?? null;

  return {
    /**
     * The person's records as a FHIR R4 Bundle: everything (the account export), or only what a
     * scope names (a share link's sections). What a scope leaves out is not even read.
     */
    /** Other modules' own reads (a share link's sections): the person by id. */
    async bundleFor(
      userId: string,
      scope: FhirExportScope = FULL_EXPORT,
    ): Promise<Record<string, unknown>> {
      const none = Promise.resolve([] as never[]);
      const [profile, listed, cabinet, active, reports, stored, nights] = await Promise.all([
        scope.gender ? profiles.findByUserId(userId) : null,
        scope.history ? history.current(userId) : { allergies: [], conditions: [] },
        scope.medicines ? medicines.cabinetEntries(userId) : none,
        scope.medicines ? medicines.listActive(userId) : none,
        scope.labs ? labs.list(userId) : none,
        scope.metrics ? metrics.listAll(userId) : none,
        scope.sleep ? sleep.nights(userId) : none,
      ]);
      const substances = new Map(active.map((row) => [row.id, row.substance_id]));
      const gender = (profile?.personal_info as { gender?: unknown } | undefined)?.gender;
      const labScope = scope.labs;
      const sleepScope = scope.sleep;
      return buildFhirBundle({
        userId,
        exportedAt: now(),
        appUrl: deps.appUrl,
        gender: typeof gender === 'string' ? gender : null,
        allergies: listed.allergies,
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
        metrics: [...stored].reverse().map((row) => ({
          kind: row.kind as BodyMetricKind,
          date: row.measured_on,
          value: row.value,
          value2: row.value2,
        })),
        sleep:
          sleepScope === 'all' || !sleepScope
            ? nights
            : nights.filter(
                (night) => night.date >= sleepScope.from && night.date <= sleepScope.to,
              ),
        substanceName,
      });
    },

    /** The caller's own records (the account export). */
    exportBundle(actor: Actor, scope: FhirExportScope = FULL_EXPORT) {
      return this.bundleFor(actor.id, scope);
    },

    /**
     * What importing the Bundle would add; writes nothing. `labsBlocked` is why lab reports cannot
     * be imported for this person (plan or edition), or null: said up front, with the preview.
     */
    async preview(
      actor: Actor,
      bundle: FhirImportBundle,
      labsBlocked: string | null = null,
    ): Promise<FhirImportPreview> {
      const [listed, active] = await Promise.all([
        history.current(actor.id),
        medicines.listActive(actor.id),
      ]);
      const preview = previewBundle(bundle, {
        resolve: (name) => knowledge.interactions.resolve(name),
        substanceName,
        biomarker: (id) => {
          const marker = knowledge.biomarkers.markers.get(id);
          return marker ? { name: marker.name, specimen: marker.specimen } : null;
        },
        cabinet: active.map((row) => ({ name: row.name, substanceId: row.substance_id })),
        allergies: listed.allergies,
        conditions: listed.conditions,
      });
      return {
        ...preview,
        lab_reports_blocked: preview.lab_reports.length > 0 ? labsBlocked : null,
      };
    },

    /**
     * Adds what the person kept in review, in one transaction: medicines, allergies and
     * conditions, metrics, sleep and lab reports (in review) are all written or none is. What is
     * there already stays as it is. The caller has checked that lab reports are on the plan.
     */
    async confirm(
      actor: Actor,
      body: FhirImportConfirm,
      request: LabImportRequest,
    ): Promise<FhirImportResult> {
      return deps.db.transaction(async (tx) => {
        // Every write goes through helpers bound to this transaction, never the pool.
        const db = tx as unknown as Db;
        const cabinet = createMedicationsReader(db);
        const additions = createMedicalHistoryImport(db, { now: deps.now, resolveSubstance });
        let medicinesAdded = 0;
        if (body.medicines.length > 0) {
          const before = await cabinet.cabinetEntries(actor.id);
          const list = [
            ...before.map((entry) => ({
              id: entry.id,
              name: entry.name,
              dosage: entry.dosage ?? undefined,
              frequency: entry.frequency,
              active: true,
            })),
            ...body.medicines.map((medicine) => ({
              id: randomUUID(),
              name: medicine.name,
              dosage: medicine.dosage ?? undefined,
              active: true,
            })),
          ];
          await cabinet.syncFromProfile(actor.id, list, resolveSubstance, now());
          medicinesAdded = (await cabinet.countActive(actor.id)) - before.length;
        }
        const added = await additions.add(actor, {
          allergies: body.allergies,
          conditions: body.conditions,
        });
        const metricsAdded = await createBodyMetricsRepository(db).addNew(
          actor.id,
          body.metrics,
          'fhir',
        );
        const sleepAdded = await createSleepImport(db).fill(actor.id, body.sleep);
        const labIds = await createLabReportImport(db, {
          reference: knowledge.biomarkers,
          now: deps.now,
        }).add(actor.id, body.lab_reports, request);
        return {
          medicines_added: medicinesAdded,
          allergies_added: added.allergies,
          conditions_added: added.conditions,
          metrics_added: metricsAdded,
          sleep_days_added: sleepAdded,
          lab_report_ids: labIds,
        };
      });
    },

    /** Streams an Apple Health export's ZIP into the body metrics and the daily log. */
    async importAppleHealth(
      actor: Actor,
      zip: AsyncIterable<Uint8Array>,
    ): Promise<AppleHealthImportResult> {
      let summary;
      try {
        summary = await readAppleHealthExport(zip, { maxBytes: APPLE_HEALTH_MAX_BYTES });
      } catch (error) {
        if (error instanceof AppleHealthError) {
          const [status, code, message] = APPLE_ERRORS[error.reason];
          throw new AppError(status, code, message);
        }
        throw error;
      }
      const metricsAdded = await metrics.addNew(actor.id, summary.metrics, 'apple_health');
      const sleepAdded = await sleep.fill(actor.id, summary.sleep);
      return {
        records_read: summary.recordsRead,
        metrics_added: metricsAdded,
        sleep_days_added: sleepAdded,
        days_kept: summary.metrics.length - metricsAdded + (summary.sleep.length - sleepAdded),
      };
    },

    async bodyMetrics(actor: Actor): Promise<BodyMetricList> {
      const [rows, counts] = await Promise.all([
        metrics.listNewest(actor.id, 200),
        metrics.countsByKind(actor.id),
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
      };
    },
  };
}
export type FhirService = ReturnType<typeof createFhirService>;
