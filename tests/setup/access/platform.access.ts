/**
 * Access-matrix entries for the routes that are public by design: liveness, the contact form,
 * the development outbox (never in production), the signed billing webhook and the API docs.
 */
import type { ModuleAccess } from './access-fixture';

export const platformAccess: ModuleAccess = {
  fixtures: () => ({}),
  publicRoutes: [
    'GET /api/health',
    'POST /api/contact',
    'GET /api/dev/outbox',
    'POST /api/billing/webhook',
    'GET /api/docs',
  ],
  notOwnedParams: {},
};
