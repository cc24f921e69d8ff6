/**
 * Routes for a signed-in caller in one shape: the handler is handed the actor the gate resolved,
 * then the request with its validated params, query and body, then the reply. It replaces
 * `requireActor(request)` at the top of each handler, so a handler cannot forget it or read the
 * actor of a route that never declared one. The route still declares its access (`user` or
 * `admin`, and a plan `feature`) in its options, where the gate and the access matrix read it;
 * a `public` declaration does not type-check here. A GET route whose answer a signed-in page asks
 * first is declared with `read` (read-route.ts, ADR 130): its handler is the page's first read too.
 */
import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { ResolveFastifyReplyReturnType } from 'fastify/types/type-provider';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor, type Access, type Actor } from '#server/plugins/actor';
import { readRoute, type ReadHandler, type ReadSchema } from './read-route';
import type { ZodApp } from './zod-app';

type Server = RawServerDefault;
type RawRequest = RawRequestDefaultExpression<Server>;
type RawReply = RawReplyDefaultExpression<Server>;

/** A signed-in route's request: its params, query and body as its schema validated them. */
export type MemberRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  Server,
  RawRequest,
  S,
  ZodTypeProvider,
  ContextConfigDefault
>;

export type MemberReply<S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  Server,
  RawRequest,
  RawReply,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** A route's options with the access it declares, where the gate and the access matrix read it. */
export type DeclaredOptions<S extends FastifySchema, A extends Access> = RouteShorthandOptions<
  Server,
  RawRequest,
  RawReply,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
> & { config: { access: A } };

type MemberOptions<S extends FastifySchema> = DeclaredOptions<S, Exclude<Access, 'public'>>;

/**
 * A handler handed its caller (`Actor` here, `Actor | null` on an open route), then the request
 * and the reply. What it may return is checked against the route's response schema, as Fastify does.
 */
export type HandlerOf<S extends FastifySchema, Caller> = (
  actor: Caller,
  request: MemberRequest<S>,
  reply: MemberReply<S>,
) => ResolveFastifyReplyReturnType<ZodTypeProvider, S, RouteGenericInterface>;

export type MemberHandler<S extends FastifySchema> = HandlerOf<S, Actor>;

type MemberMethod = <const S extends FastifySchema>(
  path: string,
  options: MemberOptions<S> & { schema: S },
  handler: MemberHandler<S>,
) => void;

/** A GET route declared as a read: `(actor, { params, query }) => value`, also its first read. */
type MemberRead = <const S extends ReadSchema>(
  path: string,
  options: MemberOptions<S> & { schema: S; replyHeaders?: Readonly<Record<string, string>> },
  read: ReadHandler<S>,
) => void;

export interface MemberRoutes {
  get: MemberMethod;
  read: MemberRead;
  post: MemberMethod;
  put: MemberMethod;
  patch: MemberMethod;
  delete: MemberMethod;
}

/** HTTP methods a route group registers with a handler handed its caller. */
export type HandledMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Registers `handler` for `name` on `app`, handing it `callerOf(request)` first: the one place
 * memberRoutes (the actor, required) and openRoutes (the actor or null) differ.
 */
export function registerHanding<Caller>(
  app: ZodApp,
  name: HandledMethod,
  callerOf: (request: FastifyRequest) => Caller,
): (path: string, options: object, handler: HandlerOf<FastifySchema, Caller>) => void {
  return (path, options, handler) => {
    app[name](path, options as never, (request: FastifyRequest, reply: FastifyReply) =>
      handler(callerOf(request), request as never, reply as never),
    );
  };
}

/** The app's signed-in routes: `memberRoutes(app).get(path, options, (actor, request, reply) => …)`. */
export function memberRoutes(app: ZodApp): MemberRoutes {
  const method = (name: HandledMethod): MemberMethod =>
    registerHanding(app, name, requireActor) as MemberMethod;
  return {
    get: method('get'),
    read: (path, options, read) => readRoute(app, path, options, read),
    post: method('post'),
    put: method('put'),
    patch: method('patch'),
    delete: method('delete'),
  };
}
