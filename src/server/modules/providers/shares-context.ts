/**
 * What every operation on shared summaries shares: the repository, the summary builder, the
 * readers of the sharer's records and the clock. Built once per service (createSharesService).
 */
import type { ProvidersRepository } from './providers.repository';
import type { SummaryBuilder } from './shared-summary';

/** What of the sharer's records a share's FHIR Bundle holds (the fhir module's scope). */
export interface SharedBundleScope {
  medicines: boolean;
  /** The trends window's nights (inclusive UTC days), or none. */
  sleep: { from: string; to: string } | null;
  labReportId: string | null;
}

export interface SharesServiceDeps {
  repository: ProvidersRepository;
  summary: SummaryBuilder;
  /** Whether the user owns this lab report (the labs module's rows). */
  ownsLabReport: (userId: string, reportId: string) => Promise<boolean>;
  /** The first name the user gave their account, or null. */
  firstNameOf: (userId: string) => Promise<string | null>;
  /** The sharer's records in this scope as a FHIR R4 Bundle (the account export's builder). */
  fhirBundle: (userId: string, scope: SharedBundleScope) => Promise<Record<string, unknown>>;
  now?: () => Date;
}

/** The deps with the clock settled. */
export interface SharesContext extends Omit<SharesServiceDeps, 'now'> {
  now: () => Date;
}

export function createSharesContext(deps: SharesServiceDeps): SharesContext {
  return {
    repository: deps.repository,
    summary: deps.summary,
    ownsLabReport: deps.ownsLabReport,
    firstNameOf: deps.firstNameOf,
    fhirBundle: deps.fhirBundle,
    now: deps.now ?? (() => new Date()),
  };
}
