/**
 * Diagnostics: client error reports, and the admin's diagnostics, overview and auth health. There
 * is no /api/diagnostics: the browser reports errors to /api/error-reports (open to visitors), and
 * the admin reads them at /api/admin/diagnostics beside /api/admin/overview and
 * /api/admin/auth-health, under the admin's own prefix.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { diagnosticsServiceOf } from './diagnostics-services';
import { adminDiagnosticsRoutes, errorReportRoutes } from './diagnostics.routes';

export const registerDiagnosticsModule: FeatureModule = async (app, context) => {
  const service = diagnosticsServiceOf(context);
  await app.register(errorReportRoutes({ service }));
  await app.register(adminDiagnosticsRoutes({ service }));
};
