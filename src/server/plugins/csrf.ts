/**
 * Cross-site request forgery guard for our own API: a state-changing request whose Origin
 * is not one of ours, or that the browser marks as cross-site, gets 403 before any handler runs.
 * Requests without an Origin (curl, server-to-server) pass: they carry no ambient browser cookie
 * risk. It covers /api/auth too: Better Auth's own check lets a foreign sign-out through.
 */
import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const GUARDED_PREFIXES = ['/api/', '/billing/'];
export const CSRF_REJECTED = {
  code: 'CSRF_REJECTED',
  message: 'Cross-site requests are not allowed',
} as const;

export function registerCsrfGuard(
  app: FastifyInstance,
  trustedOrigins: string[],
  exemptPrefixes: string[] = [],
): void {
  const trusted = new Set(trustedOrigins);
  // A callback hook (no promise per request); answering without calling done() ends the request.
  app.addHook('onRequest', (request, reply, done) => {
    if (
      SAFE_METHODS.has(request.method) ||
      !GUARDED_PREFIXES.some((prefix) => request.url.startsWith(prefix)) ||
      exemptPrefixes.some((prefix) => request.url.startsWith(prefix))
    ) {
      done();
      return;
    }
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if ((origin && !trusted.has(origin)) || site === 'cross-site') {
      void reply.status(403).send(CSRF_REJECTED);
      return;
    }
    done();
  });
}
