/**
 * The weekly report's service, built once per app: its routes read the report through it
 * (`build(actor, week, today)`, GET /api/reports/weekly, also a page's first read, ADR 130).
 */
import { oncePerApp } from '#server/lib/once-per-app';
import type { AppContext } from '#server/app-context';
import { safetySummaryOf } from '#server/modules/interactions/index';
import { createWeeklyReportService } from './weekly-report.service';

function buildWeeklyReportService(context: AppContext) {
  // The one safety summary of this app (its route's, with its per-user cache), not a second copy.
  const summary = safetySummaryOf(context);
  return createWeeklyReportService({
    tracked: context.readers.tracking,
    safety: (userId) => summary.forUser(userId),
    now: context.now ?? (() => new Date()),
    mailer: context.mailer,
    appUrl: context.config.appUrl,
  });
}

/** The weekly report's service of this app, built on first use. */
export const reportsServiceOf = oncePerApp(buildWeeklyReportService);
