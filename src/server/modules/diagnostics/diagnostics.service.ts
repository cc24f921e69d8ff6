/**
 * Error-report intake (anyone may send; per-client allowance of 100 reports a minute) and the admin
 * reads: diagnostics, the overview and the auth subsystem's health. The routes are declared
 * 'admin' (404 for everyone else); the admin reads refuse a non-admin actor the same way, so no
 * other caller can reach every user's figures through them.
 *
 * One file per sub-resource (ADR 107): the intake (report-intake.ts, its allowance in
 * report-allowance.ts) and the admin reads (admin-reads.ts), sharing one DiagnosticsContext
 * (diagnostics-context.ts).
 */
import type { ErrorReport } from '#shared/contracts/diagnostics.contract';
import type { Actor } from '#server/plugins/actor';
import { adminOverview, authHealth, diagnostics } from './admin-reads';
import { createDiagnosticsContext, type DiagnosticsServiceDeps } from './diagnostics-context';
import { intakeReports } from './report-intake';

export type { DiagnosticsServiceDeps } from './diagnostics-context';

export function createDiagnosticsService(deps: DiagnosticsServiceDeps) {
  const context = createDiagnosticsContext(deps);
  return {
    /**
     * Stores what the client's allowance covers; the rest is dropped and counted. The server
     * scrubs again (a client may be old or not ours) and derives the severity itself. 429 when
     * the allowance covers none of them.
     */
    intake: (actor: Actor | null, client: string, reports: ErrorReport[]) =>
      intakeReports(context, actor, client, reports),
    /** Admins only: every user's reports and system-wide counts. */
    diagnostics: (actor: Actor) => diagnostics(context, actor),
    overview: (actor: Actor) => adminOverview(context, actor),
    authHealth: (actor: Actor) => authHealth(context, actor),
  };
}
export type DiagnosticsService = ReturnType<typeof createDiagnosticsService>;
