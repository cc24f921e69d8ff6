/** Diagnostics: client error reports, and the admin's diagnostics, overview and auth health. */
import type { FeatureModule } from '#server/modules/feature-module';
import { diagnosticsServiceOf } from './diagnostics-services';
import { adminDiagnosticsRoutes, errorReportRoutes } from './diagnostics.routes';

export const registerDiagnosticsModule: FeatureModule = async (app, context) => {
  const service = diagnosticsServiceOf(context);
  await app.register(errorReportRoutes({ service }));
  await app.register(adminDiagnosticsRoutes({ service }));
};
