/** Reports: the weekly report as JSON, as a PDF and by email to the user's own address. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createSafetySummaryReader } from '#server/modules/interactions/index';
import { createTrackingReader } from '#server/modules/tracking/index';
import { reportsRoutes } from './reports.routes';
import { createWeeklyReportService } from './weekly-report.service';

export const registerReportsModule: FeatureModule = async (app, deps) => {
  const summary = createSafetySummaryReader(deps.database.db, deps.interactions, deps.userCaches, {
    knowledge: deps.knowledge,
    now: deps.now,
  });
  const service = createWeeklyReportService({
    tracked: createTrackingReader(deps.database.db),
    safety: (userId) => summary.forUser(userId),
    now: deps.now ?? (() => new Date()),
    mailer: deps.mailer,
    appUrl: deps.config.appUrl,
  });
  await app.register(reportsRoutes({ service }));
};
