/**
 * A write request answers only once this process has heard the database's change notifications
 * for it (ADR 025): each one drops exactly the cached entries its table feeds (the trends after a
 * mood, the cabinet's safety after a medicine), and the user's next request must see the write.
 * On PGlite they arrive before the write's query resolves; on PostgreSQL a moment later, so the
 * hook waits for the feed to settle. Entries the write did not touch stay: a mood saved does not
 * cost the next request a fresh session lookup. A request to the auth routes (sign-out, a revoked
 * session, a changed password) waits longer: until every process has confirmed it applied the
 * change, since a process busy with other work may read its notifications a moment after this
 * one, and a signed-out cookie must not be answered from a cached session anywhere once the
 * browser has heard it signed out.
 */
import type { FastifyInstance } from 'fastify';
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
  sessions: Pick<SessionReader, 'cached'>,
  feed: { settled: () => Promise<void>; settledEverywhere: () => Promise<void> },
): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.readsOnly) return payload;
    // A route that read the session knows its user; sign-out goes through the auth library, whose
    // cookie still names the cached session it ends.
    const userId = request.sessionInfo?.user.id ?? sessions.cached(request)?.user.id;
    if (request.url.startsWith('/api/auth/') || request.routeOptions.config.endsSessions)
      await feed.settledEverywhere();
    else if (userId) await feed.settled();
    return payload;
  });
}
