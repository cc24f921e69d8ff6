/**
 * Reading the session on our own routes: `requireUser` answers 401 with no data when there is no
 * valid session; `read` is for public routes that behave better when they know the user.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { runWithActorStore, type ActorStore } from '#server/db/acting-user';
import type { Auth } from '#server/modules/auth/auth';

export interface SessionInfo {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  session: { id: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionInfo?: SessionInfo;
    /** Whom this request's queries act for under row-level security (ADR 020). */
    actorStore?: ActorStore;
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

/** Better Auth's session cookie, with our prefix (auth.ts `cookiePrefix`). */
export const SESSION_COOKIE_NAME = 'wellnest.session_token';

export const UNAUTHORIZED_BODY = {
  code: 'UNAUTHORIZED',
  message: 'Authentication required',
} as const;

export function createSessionReader(auth: Auth) {
  async function read(request: FastifyRequest): Promise<SessionInfo | null> {
    if (request.sessionInfo) return request.sessionInfo;
    // No session cookie, no session: skip the auth library's lookup (visitors on public routes).
    if (!request.headers.cookie?.includes(SESSION_COOKIE_NAME)) return null;
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!result) return null;
    request.sessionInfo = result as unknown as SessionInfo;
    if (request.actorStore)
      request.actorStore.actor = { kind: 'user', userId: request.sessionInfo.user.id };
    return request.sessionInfo;
  }
  /** preHandler for routes that need a signed-in user. */
  async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const session = await read(request);
    if (!session) await reply.status(401).send(UNAUTHORIZED_BODY);
  }
  return { read, requireUser };
}
export type SessionReader = ReturnType<typeof createSessionReader>;

/** The signed-in user's id inside a route guarded by requireUser. */
export function actorId(request: FastifyRequest): string {
  const id = request.sessionInfo?.user.id;
  if (!id) throw new Error('actorId called on a route without requireUser');
  return id;
}
