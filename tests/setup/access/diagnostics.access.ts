/**
 * Access-matrix entries for the diagnostics and search routes that need no session: error
 * reports come from visitors too, and site search is public. The admin reads are declared
 * 'admin' (404 to anyone whose email is not in ADMIN_EMAILS, signed out included).
 */
import type { ModuleAccess } from './access-fixture';

export const diagnosticsAccess: ModuleAccess = {
  fixtures: () => ({}),
  publicRoutes: ['POST /api/error-reports', 'GET /api/search'],
  notOwnedParams: {},
};
