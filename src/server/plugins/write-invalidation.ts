/**
 * A write request drops its user's cached entries before its response leaves (ADR 025). The
 * database's change notification does the same on every process, but on PostgreSQL it may reach
 * this process a moment after the response, and the user's next request must see the write. It
 * also waits until this process has heard its own notifications: PostgreSQL sends them to every
 * listening process at once, so by then the others have them too (a sign-out ends the session on
 * every process before the browser hears it has signed out).
 */
import type { FastifyInstance } from 'fastify';
import type { UserCacheGroup } from '#server/lib/user-cache';
import { SAFE_METHODS } from './csrf';
import type { SessionReader } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that reads only (the interaction check): it leaves the user's caches alone. */
    readsOnly?: boolean;
  }
}

export function registerWriteInvalidation(
  app: FastifyInstance,
  caches: UserCacheGroup,
  sessions: Pick<SessionReader, 'cached'>,
  settled: () => Promise<void>,
): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.readsOnly) return payload;
    // A route that read the session knows its user; sign-out goes through the auth library, whose
    // cookie still names the cached session it ends.
    const userId = request.sessionInfo?.user.id ?? sessions.cached(request)?.user.id;
    if (userId) caches.dropUser(userId);
    if (userId || request.url.startsWith('/api/auth/')) await settled();
    return payload;
  });
}
