/**
 * What a shared summary reads of the sharer's data, each through its owner's reader: the cabinet,
 * the trackers, one lab report, the profile's sex and age, the account's first name, and the FHIR
 * records builder scoped to the shared sections.
 */
import type { KnowledgeBase } from '#server/app-context';
import type { Db } from '#server/db/client';
import { createAccountsReader } from '#server/modules/auth/index';
import { createFhirRecordsReader } from '#server/modules/fhir/index';
import { createLabsReader } from '#server/modules/labs/index';
import { createMedicationsReader } from '#server/modules/medications/index';
import { createProfileReader } from '#server/modules/profile/index';
import { createTrackingReader } from '#server/modules/tracking/index';
import type { SharesServiceDeps } from './shares.service';
import { createSummaryBuilder } from './shared-summary';

export interface ShareSourcesDeps {
  db: Db;
  knowledge: KnowledgeBase;
  /** The app's own address, for the links a FHIR Bundle holds. */
  appUrl: string;
  now?: () => Date;
}

export type ShareSources = Pick<
  SharesServiceDeps,
  'summary' | 'ownsLabReport' | 'firstNameOf' | 'fhirBundle'
>;

export function createShareSources(deps: ShareSourcesDeps): ShareSources {
  const { db, knowledge } = deps;
  const labs = createLabsReader(db);
  const medicines = createMedicationsReader(db);
  const tracking = createTrackingReader(db);
  const profiles = createProfileReader(db, { now: deps.now });
  const accounts = createAccountsReader(db);
  const fhirRecords = createFhirRecordsReader({
    db,
    knowledge,
    appUrl: deps.appUrl,
    now: deps.now,
  });
  return {
    summary: createSummaryBuilder({
      cabinetEntries: (userId) => medicines.cabinetEntries(userId),
      tracked: (userId, from, to) => tracking.load(userId, from, to),
      labReport: (userId, id) => labs.report(userId, id),
      personalInfo: async (userId) =>
        ((await profiles.findByUserId(userId))?.personal_info as Record<string, unknown> | null) ??
        null,
      interactions: knowledge.interactions,
      biomarkers: knowledge.biomarkers,
    }),
    ownsLabReport: async (userId, id) => (await labs.report(userId, id)) !== null,
    firstNameOf: (userId) => accounts.firstNameOf(userId),
    fhirBundle: (userId, scope) =>
      fhirRecords.bundle(userId, {
        gender: false,
        history: false,
        medicines: scope.medicines,
        labs: scope.labReportId ? { reportId: scope.labReportId } : null,
        labFiles: false,
        metrics: false,
        sleep: scope.sleep,
      }),
  };
}
