/**
 * Access-matrix entries for the diagnostics and search routes that need no session: error
 * reports come from visitors too, site search is public, and the admin reads answer 404 (not 401)
 * to anyone whose email is not in ADMIN_EMAILS, signed out included (diagnostics.routes.test.ts holds that).
 */
import type { ModuleAccess } from './access-fixture';

export const diagnosticsAccess: ModuleAccess = {
  fixtures: () => ({}),
  publicRoutes: [
    'POST /api/error-reports',
    'GET /api/admin/diagnostics',
    'GET /api/admin/overview',
    'GET /api/admin/auth-health',
    'GET /api/search',
  ],
  notOwnedParams: {},
};
