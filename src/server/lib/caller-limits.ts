/**
 * Route rate limits that depend on who calls. A route's limit runs after the actor gate (ADR 124),
 * which has read the session from its cache, so the caller is known here; these are the one place
 * a limit reads it, as `memberRoutes` and `openRoutes` are for handlers.
 */
import type { FastifyRequest } from 'fastify';
import { addressKey } from '#server/plugins/rate-limit';

/** Requests a minute: members get more than visitors, who are counted by address. */
export function perMinuteByCaller(limits: { signedIn: number; visitor: number }) {
  return {
    max: async (request: FastifyRequest) => (request.actor ? limits.signedIn : limits.visitor),
    timeWindow: '1 minute',
  };
}

/** Counts a member's requests by account (whatever address they come from), a visitor's by address. */
export function keyByAccount(prefix: string) {
  return (request: FastifyRequest): string =>
    request.actor ? `${prefix}:${request.actor.id}` : addressKey(request);
}
