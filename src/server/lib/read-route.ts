/**
 * A GET route declared as a read (ADR 130): one function of the actor and the params and query its
 * schema validated, returning the value its 200 answer is written from. It answers the route, and
 * the same function answers a signed-in page's first request into the page's HTML: it is recorded
 * in the app's first reads (`app.firstReads`) under the route's path, reading the page's params
 * and query with the route's own schemas (a value the route would answer 400 is a ZodError, left
 * to the page) and writing the value through the route's 200 schema as its serializer does, or
 * sending the JSON the route keeps as it is (`keptJson`). So the route and its first read are one
 * definition and cannot drift apart. Who may read is the route's declared access, which the gate
 * applies to the route and the site's first answers to the read.
 */
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireActor, type Access, type Actor } from '#server/plugins/actor';
import type { RouteRead } from '#server/plugins/first-read-registry';
import { toResponseJson } from './cached-json';
import type { ZodApp } from './zod-app';

/** A read's schema: the params and query it may take, no body, and the 200 it is written to. */
export interface ReadSchema extends FastifySchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: never;
  response: { 200: z.ZodType };
}

type Validated<S, Part extends 'params' | 'querystring'> = S extends {
  [key in Part]: infer Schema extends z.ZodType;
}
  ? z.output<Schema>
  : undefined;

/**
 * The request a read answers: the route's own, or the page's that asks it first. Its id and user
 * agent are what an audited read records (lab reports), its log where a read's trouble goes.
 */
export interface ReadRequest {
  id: string;
  headers: { 'user-agent'?: string | undefined };
  log: FastifyBaseLogger;
}

/** What a read is handed besides the actor: params and query as the route's schemas read them. */
export interface ReadInput<S extends ReadSchema> {
  params: Validated<S, 'params'>;
  query: Validated<S, 'querystring'>;
  request: ReadRequest;
}

/**
 * A 200 answer a route keeps as the JSON it sends (a per-user cache's, ADR 025), written through
 * the route's schema when it was kept: sent as it is, by the route and by its first read alike.
 */
export class KeptJson {
  constructor(readonly text: string) {}
}

export const keptJson = (text: string): KeptJson => new KeptJson(text);

/** What the route's 200 answer is written from (or the JSON it keeps), for the actor and input. */
export type ReadHandler<S extends ReadSchema, A = Actor> = (
  actor: A,
  input: ReadInput<S>,
) => Promise<z.output<S['response'][200]> | KeptJson>;

/** A public route's caller may be a visitor; a page's first read is always a signed-in member's. */
type ActorOf<A extends Access> = A extends 'public' ? Actor | null : Actor;

export type ReadOptions<S extends ReadSchema, A extends Access> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
> & {
  config: { access: A };
  schema: S;
  /**
   * Headers the route sends with every answer, set before it reads so an error answer (a 404)
   * carries them too. A page's first read is written into the page's HTML and sends none.
   */
  replyHeaders?: Readonly<Record<string, string>>;
};

/** Registers `GET path` answered by `read`, and records `read` as the path's first read. */
export function readRoute<const S extends ReadSchema, const A extends Access>(
  app: ZodApp,
  path: string,
  options: ReadOptions<S, A>,
  read: ReadHandler<S, ActorOf<A>>,
): void {
  // Fastify is handed its own options alone: the headers are the handler's to send.
  const { replyHeaders, ...routeOptions } = options;
  const { schema, config } = routeOptions;
  if (!app.hasDecorator('firstReads'))
    throw new Error(
      `GET ${path} is a read: give the app its registry first (registerFirstReadRegistry)`,
    );
  // A part the route declares no schema for is not handed on: the read cannot lean on it.
  const inputOf = (params: unknown, query: unknown, request: ReadRequest) =>
    ({
      params: schema.params ? params : undefined,
      query: schema.querystring ? query : undefined,
      request,
    }) as ReadInput<S>;
  app.get(path, routeOptions as never, async (request: FastifyRequest, reply: FastifyReply) => {
    if (replyHeaders) void reply.headers(replyHeaders);
    const actor = config.access === 'public' ? request.actor : requireActor(request);
    const value = await read(actor as ActorOf<A>, inputOf(request.params, request.query, request));
    // A string with a JSON content type is sent as it is, not serialized again.
    return value instanceof KeptJson
      ? reply.type('application/json; charset=utf-8').send(value.text)
      : value;
  });
  const firstRead: RouteRead = async (visit) => {
    const value = await read(
      visit.actor,
      inputOf(schema.params?.parse(visit.params), schema.querystring?.parse(visit.query), {
        ...visit.audit,
        log: visit.log,
      }),
    );
    return value instanceof KeptJson ? value.text : toResponseJson(schema.response[200], value);
  };
  app.firstReads.add(app.prefix + path, firstRead);
}
