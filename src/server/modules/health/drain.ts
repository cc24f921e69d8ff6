/**
 * A graceful stop (ADR 046): first say "not ready" (/readyz answers 503), keep serving while the
 * load balancer's health check notices and stops sending new requests, then close (Fastify waits
 * for the requests in flight and answers 503 to any that still arrive).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Readiness } from './readiness';

/**
 * How long a draining process keeps serving before it closes: a proxy checking every 1-2 s and
 * wanting two failures sees it well within this. Container stop timeouts must leave room for it
 * plus the close (compose's stop_grace_period).
 */
export const DRAIN_GRACE_MS = 5_000;

export async function drainThenClose(
  app: { close(): Promise<unknown>; log: FastifyBaseLogger },
  readiness: Readiness,
  graceMs = DRAIN_GRACE_MS,
): Promise<void> {
  readiness.markDraining();
  if (graceMs > 0) {
    app.log.info({ graceMs }, 'draining: /readyz answers 503 until the server closes');
    await new Promise((done) => setTimeout(done, graceMs));
  }
  await app.close();
}
