/**
 * What a shared summary reads of the sharer's data, each through its owner's reader: the cabinet,
 * the trackers, one lab report, the profile's sex and age, the account's first name, and the FHIR
 * records builder scoped to the shared sections.
 */
import { eq } from 'drizzle-orm';
import type { KnowledgeBase } from '#server/app-context';
import type { Db } from '#server/db/client';
// The auth module's reader has no 'first name' yet (ADR 041 asks for it); until then this read
// uses the owner's table.
// eslint-disable-next-line no-restricted-imports
import { users } from '#server/modules/auth/auth.table';
import { createFhirRecordsReader } from '#server/modules/fhir/fhir.reader';
import { createLabsReader } from '#server/modules/labs/labs.reader';
import { createMedicationsReader } from '#server/modules/medications/medications.reader';
import { createProfileReader } from '#server/modules/profile/profile.reader';
import { createTrackingReader } from '#server/modules/tracking/tracking.reader';
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
    firstNameOf: async (userId) => {
      const [row] = await db
        .select({ first_name: users.first_name })
        .from(users)
        .where(eq(users.id, userId));
      return row?.first_name ?? null;
    },
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
