/**
 * One actor, one gate (ADR 062). Every route under /api declares who may call it in its options,
 * `config: { access: 'public' | 'user' | 'admin', feature?: FeatureKey }`, and this plugin alone
 * turns the declaration and the request's session into `request.actor` before the handler runs:
 *
 * - public: the signed-in user when there is a session cookie, else null (no lookup without one);
 * - user: 401 with no data when there is no valid session;
 * - admin: 404 with the app's not-found body to everyone whose email is not in ADMIN_EMAILS,
 *   signed out included, so an admin route cannot be told from a path that does not exist; an
 *   admin's request then acts as the system under row-level security (ADR 020), since review and
 *   moderation read and change other people's rows;
 * - feature: after the session, 403 FEATURE_NOT_IN_EDITION where this edition lacks the feature,
 *   then 403 PLAN_REQUIRED for a plan below it.
 *
 * It runs as an onRequest hook, so a refusal comes before the body is parsed. The session comes
 * from the session reader (cached per cookie) and the plan from the per-user plan cache (ADR 025):
 * a request adds no query of its own. The declarations are kept on `app.routeAccess`, which the
 * access matrix test reads; a route under /api without one stops the app at start-up.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { SYSTEM_ACTOR } from '#server/db/acting-user';
import { resolveEdition, type Edition } from '#shared/domain/edition';
import { canUseFeature, isFeatureInEdition, type PlanLevel } from '#shared/domain/plan-access';
import type { FeatureKey } from '#shared/domain/plans';
import { ADMIN_NOT_FOUND_BODY } from './admin-guard';
import { featureNotInEditionBody, planRequiredBody } from './plan-gate';
import { UNAUTHORIZED_BODY, type SessionInfo, type SessionReader } from './session';

/** Who may call a route: anyone, a signed-in user, or an ADMIN_EMAILS user. */
export type Access = 'public' | 'user' | 'admin';

/** The caller of a request, as every handler and service sees them. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** The email is in ADMIN_EMAILS (on an admin route the request acts as the system). */
  admin: boolean;
  plan: PlanLevel;
  /** The edition this request is served as (its host, or EDITION). */
  edition: Edition;
  sessionId: string;
}

/** One route's declaration, as the access matrix reads it. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  feature?: FeatureKey;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every route under /api. */
    access?: Access;
    /** The plan feature the route needs (a signed-in user whose plan and edition include it). */
    feature?: FeatureKey;
    /** The 401's message where the action has its own sentence ('Please sign in to subscribe'). */
    signInMessage?: string;
  }
  interface FastifyRequest {
    /** The caller, resolved from the route's declared access before the handler; null for a visitor. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every route's declared access (method, url, access, feature), in registration order. */
    routeAccess: readonly RouteAccess[];
    /**
     * The signed-in member of a request that is not an API route (a page), as the gate would name
     * them on a `user` route: null without a valid session. Reads the session as the gate does, so
     * `request.sessionInfo` and a renewed cookie (`request.sessionSetCookies`) are set the same way.
     */
    actorOf: (request: FastifyRequest) => Promise<Actor | null>;
  }
}

export interface ActorGateDeps {
  sessions: Pick<SessionReader, 'read'>;
  /** Whether the user's plan is paid now, from the per-user cache; a failed lookup answers false. */
  isPaid: (userId: string) => Promise<boolean>;
  adminEmails: readonly string[];
  editionOverride?: Edition;
}

/**
 * The caller of a `user` or `admin` route. The gate has refused the request before the handler
 * when there is none, so a null here is a route declared `public` that needs a user: a
 * programming error, answered 500.
 */
export function requireActor(request: FastifyRequest): Actor {
  if (request.actor) return request.actor;
  throw new Error(
    `requireActor on ${request.method} ${request.routeOptions.url ?? request.url}: declare the route's access 'user' or 'admin'`,
  );
}

/** Whether the actor's plan and edition include `feature`: the one check for decisions inside a handler or service. */
export function actorCan(actor: Actor, feature: FeatureKey): boolean {
  return canUseFeature(actor.edition, actor.plan, feature);
}

const ACCESS_VALUES: readonly Access[] = ['public', 'user', 'admin'];
const IGNORED_METHODS = new Set(['HEAD', 'OPTIONS']);

/** The route's declaration, or a start-up error saying what is wrong with it. */
function declarationOf(route: RouteOptions): { access?: Access; feature?: FeatureKey } {
  const config = (route.config ?? {}) as { access?: unknown; feature?: unknown };
  const where = `${[route.method].flat().join(',')} ${route.url}`;
  if (config.access !== undefined && !ACCESS_VALUES.includes(config.access as Access))
    throw new Error(`${where}: config.access must be one of ${ACCESS_VALUES.join(', ')}`);
  if (config.feature !== undefined && config.access === 'public')
    throw new Error(
      `${where}: a route that needs a plan feature is 'user' (or 'admin'), not 'public'`,
    );
  return config as { access?: Access; feature?: FeatureKey };
}

export function registerActorGate(app: FastifyInstance, deps: ActorGateDeps): void {
  const admins = new Set(deps.adminEmails.map((email) => email.toLowerCase()));
  // Method and URL as each route is added (Fastify reuses an options object for the variants of
  // one route, such as a prefix with and without its trailing slash); its config is read later.
  const routes: { route: RouteOptions; method: RouteOptions['method']; url: string }[] = [];
  const declared: RouteAccess[] = [];
  app.decorate('routeAccess', declared);
  app.decorateRequest('actor', null);
  app.decorate('actorOf', async (request: FastifyRequest) => {
    const session = await deps.sessions.read(request);
    if (!session) return null;
    const edition = resolveEdition(request.hostname, deps.editionOverride);
    const plan: PlanLevel = (await deps.isPaid(session.user.id)) ? 1 : 0;
    return actorFrom(session, admins.has(session.user.email.toLowerCase()), plan, edition);
  });

  // Read when the app is ready rather than as each route is added: a plugin that registers
  // routes it does not write (the API docs) declares them from its own onRoute hook, which runs
  // after this one.
  app.addHook('onRoute', (route) => {
    routes.push({ route, method: route.method, url: route.url });
  });
  app.addHook('onReady', async () => {
    const missing: string[] = [];
    for (const { route, method: methods, url } of routes) {
      const { access, feature } = declarationOf({ ...route, method: methods, url });
      for (const method of [methods].flat()) {
        if (IGNORED_METHODS.has(method)) continue;
        const key = `${method} ${url}`;
        if (access) declared.push({ method, url, access, feature });
        else if (url.startsWith('/api/')) missing.push(key);
      }
    }
    if (missing.length > 0)
      throw new Error(
        `Routes without config.access ('public' | 'user' | 'admin'): ${missing.join('; ')}`,
      );
  });

  function actorFrom(
    session: SessionInfo,
    admin: boolean,
    plan: PlanLevel,
    edition: Edition,
  ): Actor {
    const { user } = session;
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      admin,
      plan,
      edition,
      sessionId: session.session.id,
    };
  }

  app.addHook('onRequest', async (request, reply) => {
    const { access, feature, signInMessage } = request.routeOptions.config;
    if (!access) return;
    // The cookie's session, from memory when it is cached; no lookup without a session cookie.
    const session = await deps.sessions.read(request);
    if (!session) {
      if (access === 'user')
        return reply
          .status(401)
          .send(
            signInMessage ? { ...UNAUTHORIZED_BODY, message: signInMessage } : UNAUTHORIZED_BODY,
          );
      if (access === 'admin') return reply.status(404).send(ADMIN_NOT_FOUND_BODY);
      return;
    }
    const admin = admins.has(session.user.email.toLowerCase());
    if (access === 'admin' && !admin) return reply.status(404).send(ADMIN_NOT_FOUND_BODY);
    // The queries act for this user from here on (row-level security, ADR 020); an admin on an
    // admin route acts as the system.
    if (request.actorStore)
      request.actorStore.actor =
        access === 'admin' ? SYSTEM_ACTOR : { kind: 'user', userId: session.user.id };
    const edition = resolveEdition(request.hostname, deps.editionOverride);
    if (feature && !isFeatureInEdition(edition, feature))
      return reply.status(403).send(featureNotInEditionBody(feature));
    const plan: PlanLevel = (await deps.isPaid(session.user.id)) ? 1 : 0;
    request.actor = actorFrom(session, admin, plan, edition);
    if (feature && !canUseFeature(edition, plan, feature))
      return reply.status(403).send(planRequiredBody(feature));
  });
}
