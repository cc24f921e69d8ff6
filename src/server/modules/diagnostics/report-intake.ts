/**
 * Error-report intake: anyone may send, within a per-client allowance of 100 reports a minute
 * (report-allowance.ts). The server scrubs again and derives the severity itself.
 */
import { runAsSystem, runAsUser } from '#server/db/acting-user';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import {
  ERROR_REPORT_LIMITS,
  scrubMessage,
  scrubStack,
  scrubUrl,
  severityOf,
  type ErrorReport,
  type ErrorReportAccepted,
} from '#shared/contracts/diagnostics.contract';
import type { DiagnosticsContext } from './diagnostics-context';
import { MINUTE_MS, grantReports } from './report-allowance';

/** A client clock further off than this is not believed: the report gets the time it arrived. */
const CLOCK_SKEW_FUTURE_MS = 5 * MINUTE_MS;
const CLOCK_SKEW_PAST_MS = 60 * MINUTE_MS;

function believableTime(reported: string, now: Date): Date {
  const at = new Date(reported);
  const delta = at.getTime() - now.getTime();
  return Number.isNaN(at.getTime()) || delta > CLOCK_SKEW_FUTURE_MS || delta < -CLOCK_SKEW_PAST_MS
    ? now
    : at;
}

const RATE_LIMITED_MESSAGE = `At most ${ERROR_REPORT_LIMITS.perMinute} error reports a minute. Please try again shortly.`;

/**
 * Stores what the client's allowance covers; the rest is dropped and counted. The server
 * scrubs again (a client may be old or not ours) and derives the severity itself. 429 when
 * the allowance covers none of them.
 */
export async function intakeReports(
  ctx: DiagnosticsContext,
  actor: Actor | null,
  client: string,
  reports: ErrorReport[],
): Promise<ErrorReportAccepted> {
  const userId = actor?.id ?? null;
  const granted = grantReports(ctx.reportWindows, ctx.now().getTime(), client, reports.length);
  const at = ctx.now();
  const rows = reports.slice(0, granted).map((report) => {
    const message = scrubMessage(report.error_message);
    return {
      error_type: report.error_type,
      error_message: message,
      stack_trace: report.stack_trace ? scrubStack(report.stack_trace) : null,
      url: report.url ? scrubUrl(report.url) : null,
      user_agent: report.user_agent ?? null,
      timestamp: believableTime(report.timestamp, at),
      severity: severityOf(`${report.error_type}: ${message}`),
      user_id: userId,
      context: { ...report.context, occurrences: report.occurrences },
    };
  });
  // A visitor's report belongs to no user: only the system may write a row without one.
  const store = () => ctx.repository.insertReports(rows);
  if (rows.length === 0) throw new AppError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
  await (userId ? runAsUser(userId, store) : runAsSystem(store));
  return { accepted: rows.length, dropped: reports.length - rows.length };
}
