/**
 * What every diagnostics operation shares: the repository, the clock, the probes of the app's
 * parts it reports on, and the per-client report allowance's windows. Built once per service
 * (createDiagnosticsService).
 */
import type { DiagnosticsRepository } from './diagnostics.repository';
import type { ReportWindows } from './report-allowance';

export interface DiagnosticsServiceDeps {
  /** Held posts, open reports and crisis follow-ups waiting in the community's queue. */
  moderationQueueSize: () => Promise<number>;
  repository: DiagnosticsRepository;
  now: () => Date;
  databaseKind: 'postgres' | 'pglite';
  ping: () => Promise<void>;
  mailTransport: 'smtp' | 'outbox';
  /** Asks Better Auth's own health endpoint. */
  authOk: () => Promise<boolean>;
  knowledgeCounts: () => { foods: number; recipes: number };
}

export interface DiagnosticsContext extends DiagnosticsServiceDeps {
  /** Each client's minute of error reports (report-allowance.ts). */
  reportWindows: ReportWindows;
}

export function createDiagnosticsContext(deps: DiagnosticsServiceDeps): DiagnosticsContext {
  return {
    moderationQueueSize: deps.moderationQueueSize,
    repository: deps.repository,
    now: deps.now,
    databaseKind: deps.databaseKind,
    ping: deps.ping,
    mailTransport: deps.mailTransport,
    authOk: deps.authOk,
    knowledgeCounts: deps.knowledgeCounts,
    reportWindows: new Map(),
  };
}
