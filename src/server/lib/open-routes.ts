/**
 * Routes open to visitors in the same shape as `memberRoutes`: the handler is handed the actor the
 * gate resolved, `null` for a visitor, then the request with its validated params, query and body,
 * then the reply. It replaces reading `request.actor` by hand in a public handler (a signed-in
 * caller still gets their personal answer, a page still sends a visitor to sign in). The route
 * declares `config: { access: 'public' }` in its options, where the gate and the access matrix read
 * it; a `user` or `admin` declaration does not type-check here (those routes are `memberRoutes`').
 * A GET declared with `read` is a public read (read-route.ts, ADR 130), handed `Actor | null` too.
 */
import type { FastifySchema } from 'fastify';
import type { Actor } from '#server/plugins/actor';
import {
  registerHanding,
  type DeclaredOptions,
  type HandledMethod,
  type HandlerOf,
} from './member-routes';
import { readRoute, type ReadHandler, type ReadSchema } from './read-route';
import type { ZodApp } from './zod-app';

type OpenOptions<S extends FastifySchema> = DeclaredOptions<S, 'public'>;

export type OpenHandler<S extends FastifySchema> = HandlerOf<S, Actor | null>;

type OpenMethod = <const S extends FastifySchema>(
  path: string,
  options: OpenOptions<S> & { schema: S },
  handler: OpenHandler<S>,
) => void;

/** A public GET declared as a read: `(actor | null, { params, query }) => value`. */
type OpenRead = <const S extends ReadSchema>(
  path: string,
  options: OpenOptions<S> & { schema: S; replyHeaders?: Readonly<Record<string, string>> },
  read: ReadHandler<S, Actor | null>,
) => void;

export interface OpenRoutes {
  get: OpenMethod;
  read: OpenRead;
  post: OpenMethod;
  put: OpenMethod;
  patch: OpenMethod;
  delete: OpenMethod;
}

/** The app's routes open to visitors: `openRoutes(app).post(path, options, (actor, request, reply) => …)`. */
export function openRoutes(app: ZodApp): OpenRoutes {
  const method = (name: HandledMethod): OpenMethod =>
    registerHanding(app, name, (request) => request.actor) as OpenMethod;
  return {
    get: method('get'),
    read: (path, options, read) => readRoute(app, path, options, read),
    post: method('post'),
    put: method('put'),
    patch: method('patch'),
    delete: method('delete'),
  };
}
