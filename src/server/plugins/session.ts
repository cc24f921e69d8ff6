/**
 * Reading the session cookie: the actor gate (actor.ts) is its one caller on our routes, and
 * turns what it finds into `request.actor` (ADR 062); the write hook peeks at the cache.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseCookies, SECURE_COOKIE_PREFIX } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import { runWithActorStore, type ActorStore } from '#server/db/acting-user';
import type { Auth } from '#server/modules/auth/auth';
import type { UserCacheGroup } from '#server/lib/user-cache';

export interface SessionInfo {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  session: { id: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionInfo?: SessionInfo;
    /** Whom this request's queries act for under row-level security (ADR 020). */
    actorStore?: ActorStore;
    /** Cookies the auth library set while reading the session (a renewal or a removal). */
    sessionSetCookies?: string[];
  }
}

/**
 * Every request's queries act for nobody until the session reader names its user; from then on
 * row-level security shows them only that user's rows (ADR 020). Registered before any route.
 */
export function registerActingUser(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    request.actorStore = { actor: { kind: 'none' } };
    runWithActorStore(request.actorStore, done);
  });
  // Body parsing resumes from stream events, outside that context: enter it again for the handler.
  app.addHook('preHandler', (request, _reply, done) => {
    runWithActorStore(request.actorStore ?? { actor: { kind: 'none' } }, done);
  });
}

/**
 * Sends on the cookies the auth library set while the session was read. A cookie the route set
 * itself wins: sign-out's removal must not be followed by the renewal the read picked up.
 */
export function registerSessionCookieRelay(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const cookies = request.sessionSetCookies;
    if (!cookies) return payload;
    const existing = reply.getHeader('set-cookie');
    const kept = existing === undefined ? [] : [existing].flat().map(String);
    const nameOf = (cookie: string) => cookie.slice(0, cookie.indexOf('='));
    const setByRoute = new Set(kept.map(nameOf));
    const relayed = cookies.filter((cookie) => !setByRoute.has(nameOf(cookie)));
    if (relayed.length > 0) reply.header('set-cookie', [...kept, ...relayed]);
    return payload;
  });
}

/** Better Auth's session cookie, with our prefix (auth.ts `cookiePrefix`). */
export const SESSION_COOKIE_NAME = 'wellnest.session_token';

export const UNAUTHORIZED_BODY = {
  code: 'UNAUTHORIZED',
  message: 'Authentication required',
} as const;

/** How long a verified session is answered from memory at most (ADR 025); revocation is immediate. */
export const SESSION_CACHE_TTL_MS = 5 * 60 * 1000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * The session cookie's value (`<token>.<signature>`, URL-encoded) as the browser sent it, with or
 * without the `__Secure-` prefix production cookies carry; null without one.
 */
export function sessionCookieValue(cookieHeader: string | undefined): string | null {
  if (!cookieHeader?.includes(SESSION_COOKIE_NAME)) return null;
  const cookies = parseCookies(cookieHeader);
  const value =
    cookies.get(SESSION_COOKIE_NAME) ??
    cookies.get(`${SECURE_COOKIE_PREFIX}${SESSION_COOKIE_NAME}`);
  return value ? value : null;
}

export function createSessionReader(auth: Auth, caches?: UserCacheGroup) {
  // Keyed by the whole signed cookie value: only a value the auth library has verified (signature,
  // session row, expiry) is ever stored, so a hit needs no check of its own and a forged or altered
  // cookie is always a miss. Dropped when the user's sessions or user row change.
  const cache = caches?.create<SessionInfo>({
    dependsOn: ['sessions', 'users'],
    ttlMs: SESSION_CACHE_TTL_MS,
    maxEntries: SESSION_CACHE_MAX_ENTRIES,
  });

  async function lookUp(request: FastifyRequest): Promise<SessionInfo | null> {
    // With its headers: when the session is due for renewal (or is gone) the library sets the
    // cookie anew (or removes it), and the answer to this request carries that on
    // (registerSessionCookieRelay), whichever route read the session.
    const { headers, response } = await auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) request.sessionSetCookies = cookies;
    return response as unknown as SessionInfo | null;
  }

  async function read(request: FastifyRequest): Promise<SessionInfo | null> {
    if (request.sessionInfo) return request.sessionInfo;
    // No session cookie, no session: skip the auth library's lookup (visitors on public routes).
    const cookie = sessionCookieValue(request.headers.cookie);
    if (!cookie) return null;
    const info = cache
      ? await cache.getOrLoad(cookie, async () => {
          const found = await lookUp(request);
          if (!found) return null;
          const expires = (found.session as { expiresAt?: Date | string }).expiresAt;
          return {
            value: found,
            userId: found.user.id,
            expiresAt: expires ? new Date(expires).getTime() : undefined,
          };
        })
      : await lookUp(request);
    if (!info) return null;
    request.sessionInfo = info;
    if (request.actorStore) request.actorStore.actor = { kind: 'user', userId: info.user.id };
    return info;
  }

  /** The session this request's cookie names if it is cached, without any lookup. */
  function cached(request: FastifyRequest): SessionInfo | undefined {
    const cookie = sessionCookieValue(request.headers.cookie);
    return cookie ? cache?.peek(cookie) : undefined;
  }
  return { read, cached };
}
export type SessionReader = ReturnType<typeof createSessionReader>;
