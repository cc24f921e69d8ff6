/**
 * What a shared summary reads of the sharer's data, each through its owner's reader: the cabinet,
 * the trackers, one lab report, the profile's sex and age, the account's first name, and the FHIR
 * records builder scoped to the shared sections.
 */
import type { AppReaders, KnowledgeBase } from '#server/app-context';
import type { SharesServiceDeps } from './shares.service';
import { createSummaryBuilder } from './shared-summary';

export interface ShareSourcesDeps {
  knowledge: KnowledgeBase;
  /** The app context's readers (ADR 176); its FHIR records reader holds the app's own address. */
  readers: Pick<
    AppReaders,
    'labs' | 'medications' | 'tracking' | 'profiles' | 'accounts' | 'fhirRecords'
  >;
}

export type ShareSources = Pick<
  SharesServiceDeps,
  'summary' | 'ownsLabReport' | 'firstNameOf' | 'fhirBundle'
>;

export function createShareSources(deps: ShareSourcesDeps): ShareSources {
  const { knowledge } = deps;
  const { labs, medications: medicines, tracking, profiles, accounts, fhirRecords } = deps.readers;
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
