/** Reports: the weekly report as JSON, as a PDF and by email to the user's own address. */
import type { FeatureModule } from '#server/modules/feature-module';
import { reportsServiceOf } from './reports-services';
import { reportsRoutes } from './reports.routes';

export const registerReportsModule: FeatureModule = async (app, context) => {
  await app.register(reportsRoutes({ service: reportsServiceOf(context) }));
};
