/**
 * Cross-site request forgery guard for our own API and forms: a state-changing request gets 403
 * before any handler runs unless it shows it comes from one of our pages. That means an Origin
 * that is one of ours, or, when a client sends no Origin, `Sec-Fetch-Site: same-origin`; a request
 * the browser marks as cross-site is refused whatever its Origin. Browsers send Origin on every
 * fetch and form POST, PUT, PATCH and DELETE, so only non-browser clients (curl, scripts) must add
 * it; a request with neither header is refused rather than trusted, since a missing header proves
 * nothing about where it came from. It covers /api/auth too: Better Auth's own check lets a
 * foreign sign-out through. Exempt routes (the signed Stripe webhook) are named by their route
 * pattern, so no path spelling can borrow an exemption.
 */
import type { FastifyInstance } from 'fastify';

/** Methods that change nothing: no Origin check, no cache invalidation (write-invalidation.ts). */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_REJECTED = {
  code: 'CSRF_REJECTED',
  message: 'Cross-site requests are not allowed',
} as const;

export function registerCsrfGuard(
  app: FastifyInstance,
  trustedOrigins: string[],
  exemptRoutes: string[] = [],
): void {
  const trusted = new Set(trustedOrigins);
  const exempt = new Set(exemptRoutes);
  // A callback hook (no promise per request); answering without calling done() ends the request.
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    // A request that matches no route reaches only the 404 handler, which changes nothing.
    if (SAFE_METHODS.has(request.method) || request.is404 || (route && exempt.has(route))) {
      done();
      return;
    }
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const fromUs = origin === undefined ? site === 'same-origin' : trusted.has(origin);
    if (!fromUs || site === 'cross-site') {
      void reply.status(403).send(CSRF_REJECTED);
      return;
    }
    done();
  });
}
