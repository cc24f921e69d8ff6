/** Reports: the weekly report as JSON, as a PDF and by email to the user's own address. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createTrackingReader } from '#server/modules/tracking/tracking.reader';
import { reportsRoutes } from './reports.routes';
import { createWeeklyReportService } from './weekly-report.service';

export const registerReportsModule: FeatureModule = async (app, deps) => {
  const service = createWeeklyReportService({
    tracked: createTrackingReader(deps.database.db),
    now: deps.now ?? (() => new Date()),
    mailer: deps.mailer,
    appUrl: deps.config.appUrl,
  });
  await app.register(reportsRoutes({ service }));
};
