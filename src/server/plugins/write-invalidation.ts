/**
 * A write request drops its user's cached entries before its response leaves (ADR 025). The
 * database's change notification does the same on every process, but on PostgreSQL it may reach
 * this process a moment after the response, and the user's next request must see the write. It
 * also waits until this process has heard its own notifications. A request to the auth routes
 * (sign-out, a revoked session, a changed password) waits longer: until every process has
 * confirmed it applied the change, since a process busy with other work may read its
 * notifications a moment after this one, and a signed-out cookie must not be answered from a
 * cached session anywhere once the browser has heard it signed out.
 */
import type { FastifyInstance } from 'fastify';
import type { UserCacheGroup } from '#server/lib/user-cache';
import { SAFE_METHODS } from './csrf';
import type { SessionReader } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that reads only (the interaction check): it leaves the user's caches alone. */
    readsOnly?: boolean;
    /**
     * A route that ends sessions (ending one from the account page, deleting the account): like
     * the auth routes, it answers only once every process has dropped them.
     */
    endsSessions?: boolean;
  }
}

export function registerWriteInvalidation(
  app: FastifyInstance,
  caches: UserCacheGroup,
  sessions: Pick<SessionReader, 'cached'>,
  feed: { settled: () => Promise<void>; settledEverywhere: () => Promise<void> },
): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.readsOnly) return payload;
    // A route that read the session knows its user; sign-out goes through the auth library, whose
    // cookie still names the cached session it ends.
    const userId = request.sessionInfo?.user.id ?? sessions.cached(request)?.user.id;
    if (userId) caches.dropUser(userId);
    if (request.url.startsWith('/api/auth/') || request.routeOptions.config.endsSessions)
      await feed.settledEverywhere();
    else if (userId) await feed.settled();
    return payload;
  });
}
