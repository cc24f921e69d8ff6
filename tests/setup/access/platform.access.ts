/**
 * Access-matrix entries for the routes that are public by design: liveness, the contact form,
 * the auth library's routes (it checks sessions itself; the password change is ours and needs
 * one), the development outbox (never in production), the signed billing webhook, the demo
 * checkout's pages (they send a visitor to sign in) and the API docs.
 */
import type { ModuleAccess } from './access-fixture';

export const platformAccess: ModuleAccess = {
  fixtures: () => ({}),
  publicRoutes: [
    'GET /api/health',
    'POST /api/contact',
    'POST /api/auth/sign-up/email',
    'POST /api/auth/sign-in/email',
    'GET /api/auth/get-session',
    'POST /api/auth/sign-out',
    'GET /api/auth/verify-email',
    'POST /api/auth/revoke-sessions',
    'GET /api/auth/*',
    'POST /api/auth/*',
    'PUT /api/auth/*',
    'PATCH /api/auth/*',
    'DELETE /api/auth/*',
    'GET /api/dev/outbox',
    'POST /api/billing/webhook',
    'GET /billing/demo.css',
    'GET /billing/demo-checkout',
    'POST /billing/demo-checkout/confirm',
    'POST /billing/demo-checkout/cancel',
    'GET /billing/demo-portal',
    'POST /billing/demo-portal/cancel',
    'GET /api/docs',
    'GET /api/docs/',
    'GET /api/docs/static/index.html',
    'GET /api/docs/static/swagger-initializer.js',
    'GET /api/docs/json',
    'GET /api/docs/yaml',
    'GET /api/docs/static/*',
  ],
  notOwnedParams: {},
};
