/** Reports: the weekly report as JSON, as a PDF and by email to the user's own address. */
import type { FeatureModule } from '#server/modules/feature-module';
import { safetySummaryOf } from '#server/modules/interactions/index';
import { createTrackingReader } from '#server/modules/tracking/index';
import { reportsRoutes } from './reports.routes';
import { createWeeklyReportService } from './weekly-report.service';

export const registerReportsModule: FeatureModule = async (app, deps) => {
  // The one safety summary of this app (its route's, with its per-user cache), not a second copy.
  const summary = safetySummaryOf(deps);
  const service = createWeeklyReportService({
    tracked: createTrackingReader(deps.database.db),
    safety: (userId) => summary.forUser(userId),
    now: deps.now ?? (() => new Date()),
    mailer: deps.mailer,
    appUrl: deps.config.appUrl,
  });
  await app.register(reportsRoutes({ service }));
};
