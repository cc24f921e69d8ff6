import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';
import { registerFirstReadRegistry, type ReadVisit } from '#server/plugins/first-read-registry';
import { responseSerializerCompiler } from '#server/plugins/response-serializer';
import { testActor } from '../../../tests/setup/actor';
import { AppError } from './app-error';
import { memberRoutes } from './member-routes';
import { keptJson, readRoute } from './read-route';

const MEMBER = testActor('user-1');

const thingSchema = z.object({ owner: z.string().nullable(), id: z.string(), day: z.string() });

// The actor gate's part, reduced to what the routes rely on: the resolved actor on the request
// (none with ?anonymous=1, as for a visitor on a public route).
function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.includes('anonymous=1')) request.actor = MEMBER;
  });
  return app;
}

async function appWithReads() {
  const app = bareApp();
  registerFirstReadRegistry(app);
  await app.register(async (scope) => {
    memberRoutes(scope).read(
      '/api/things/:id',
      {
        config: { access: 'user' },
        schema: {
          params: z.object({ id: z.string().max(5) }),
          querystring: z.object({ day: z.string().default('today') }),
          response: { 200: thingSchema },
        },
      },
      // A field the schema does not declare is written by neither the route nor its read.
      async (actor, { params, query }) => ({
        owner: actor.id,
        id: params.id,
        day: query.day,
        secret: 'x',
      }),
    );
    readRoute(
      scope,
      '/api/open/:id',
      {
        config: { access: 'public' },
        schema: { params: z.object({ id: z.string() }), response: { 200: thingSchema } },
      },
      async (actor, { params }) => ({ owner: actor?.id ?? null, id: params.id, day: 'any' }),
    );
    const counted = { response: { 200: z.object({ n: z.number() }) } };
    // The JSON a route keeps (a cache's) is sent as it is, by the route and its read alike.
    memberRoutes(scope).read(
      '/api/kept',
      { config: { access: 'user' }, schema: counted },
      async () => keptJson('{"n":1,"kept":true}'),
    );
    // Headers the route sends with every answer, a refusal's too; its first read sends none.
    memberRoutes(scope).read(
      '/api/headed/:id',
      {
        config: { access: 'user' },
        replyHeaders: { 'cache-control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
        schema: { params: z.object({ id: z.string() }), response: { 200: thingSchema } },
      },
      async (actor, { params }) => {
        if (params.id === 'gone') throw new AppError(404, 'NOT_FOUND', 'Not found');
        return { owner: actor.id, id: params.id, day: 'any' };
      },
    );
    memberRoutes(scope).read(
      '/api/counted',
      { config: { access: 'user' }, schema: counted },
      // @ts-expect-error: what a read returns is its 200 schema's: a string is not the number.
      async () => ({ n: 'one' }),
    );
    memberRoutes(scope).read(
      '/api/counted/again',
      { config: { access: 'user' }, schema: counted },
      // @ts-expect-error: the route declares no query schema, so there is no query to read.
      async (_actor, { query }) => ({ n: Number(query.n) }),
    );
  });
  await app.ready();
  return app;
}

const visit = (params: Record<string, string>, query: Record<string, string> = {}): ReadVisit => ({
  actor: MEMBER,
  params,
  query,
  audit: { id: 'page-request', headers: {} },
  log: Fastify().log,
});

describe('readRoute', async () => {
  const app = await appWithReads();
  afterAll(() => app.close());

  it("answers the route and records the same read, writing the route's body byte for byte", async () => {
    const route = await app.inject({ method: 'GET', url: '/api/things/abc?day=2026-11-27' });
    expect(route.statusCode).toBe(200);
    const read = app.firstReads.get('/api/things/:id')!;
    expect(await read(visit({ id: 'abc' }, { day: '2026-11-27' }))).toBe(route.body);
    expect(route.json()).toEqual({ owner: 'user-1', id: 'abc', day: '2026-11-27' });
    // The query's default is the schema's, on both paths.
    expect(await read(visit({ id: 'abc' }))).toBe(
      (await app.inject({ method: 'GET', url: '/api/things/abc' })).body,
    );
  });

  it("reads the page's params with the route's own schema: what the route answers 400 is refused", async () => {
    expect((await app.inject({ method: 'GET', url: '/api/things/toolong' })).statusCode).toBe(400);
    await expect(app.firstReads.get('/api/things/:id')!(visit({ id: 'toolong' }))).rejects.toThrow(
      ZodError,
    );
  });

  it("hands a public route's handler the visitor (none) and its read the signed-in member", async () => {
    const route = await app.inject({ method: 'GET', url: '/api/open/r1?anonymous=1' });
    expect(route.json()).toEqual({ owner: null, id: 'r1', day: 'any' });
    expect(JSON.parse(await app.firstReads.get('/api/open/:id')!(visit({ id: 'r1' })))).toEqual({
      owner: 'user-1',
      id: 'r1',
      day: 'any',
    });
  });

  it('sends the headers a read route declares, on its 200 and on a refusal thrown by the read', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/headed/h1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(ok.headers['x-robots-tag']).toBe('noindex');
    expect(await app.firstReads.get('/api/headed/:id')!(visit({ id: 'h1' }))).toBe(ok.body);
    const gone = await app.inject({ method: 'GET', url: '/api/headed/gone' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('private, no-store');
    expect(gone.headers['x-robots-tag']).toBe('noindex');
    // A route without them sends none.
    expect((await app.inject({ method: 'GET', url: '/api/kept' })).headers).not.toHaveProperty(
      'x-robots-tag',
    );
  });

  it('sends the JSON a route keeps as it is, and reads the same text', async () => {
    const route = await app.inject({ method: 'GET', url: '/api/kept' });
    expect(route.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(route.body).toBe('{"n":1,"kept":true}');
    expect(await app.firstReads.get('/api/kept')!(visit({}))).toBe(route.body);
  });

  it("keeps each app's reads its own: a second app registers the same routes without a clash", async () => {
    // A shared registry would refuse the second app's reads as declared twice.
    const other = await appWithReads();
    const paths = [...other.firstReads.paths()];
    await other.close();
    expect(paths).toEqual([...app.firstReads.paths()]);
    expect(other.firstReads).not.toBe(app.firstReads);
    const empty = bareApp();
    registerFirstReadRegistry(empty);
    expect([...empty.firstReads.paths()]).toEqual([]);
    await empty.close();
  });

  it('refuses a read route on an app without its registry, before registering anything', async () => {
    const app = bareApp();
    await expect(
      app.register(async (scope) => {
        readRoute(
          scope,
          '/api/lost',
          { config: { access: 'public' }, schema: { response: { 200: z.object({}) } } },
          async () => ({}),
        );
      }),
    ).rejects.toThrow(/registerFirstReadRegistry/);
  });
});
