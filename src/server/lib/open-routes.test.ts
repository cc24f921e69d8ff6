import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Actor } from '#server/plugins/actor';
import { responseSerializerCompiler } from '#server/plugins/response-serializer';
import { registerFirstReadRegistry } from '#server/plugins/first-read-registry';
import { openRoutes } from './open-routes';

const ACTOR: Actor = {
  id: 'user-1',
  email: 'a@example.com',
  name: 'A',
  emailVerified: true,
  admin: false,
  plan: 0,
  edition: 'health',
  sessionId: 'session-1',
};

// The actor gate's part, reduced to what openRoutes relies on: a request with ?member=1 is
// signed in (the gate puts the member on it), any other is a visitor's (the actor stays null).
async function appWithRoutes() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('member=1')) request.actor = ACTOR;
  });
  registerFirstReadRegistry(app);
  const open = openRoutes(app);
  open.post(
    '/api/things/:id',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ id: z.string() }),
        body: z.object({ count: z.number().int() }),
        response: {
          201: z.object({ caller: z.string().nullable(), id: z.string(), count: z.number() }),
        },
      },
    },
    async (actor, request, reply) =>
      reply
        .status(201)
        .send({ caller: actor?.id ?? null, id: request.params.id, count: request.body.count }),
  );
  open.read(
    '/api/things',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({ q: z.string().max(3) }),
        response: { 200: z.object({ caller: z.string().nullable(), q: z.string() }) },
      },
    },
    async (actor, { query }) => ({ caller: actor?.id ?? null, q: query.q }),
  );
  open.get(
    '/api/other',
    {
      config: { access: 'public' },
      schema: { querystring: z.object({ q: z.string().optional() }) },
    },
    // @ts-expect-error: a field the query schema does not declare is not on the request.
    async (_actor, request) => ({ q: request.query.nope }),
  );
  // @ts-expect-error: a signed-in route belongs to memberRoutes, so openRoutes refuses it.
  open.get('/api/mine', { config: { access: 'user' }, schema: {} }, async () => ({}));
  await app.ready();
  return app;
}

describe('openRoutes', async () => {
  const app = await appWithRoutes();
  afterAll(() => app.close());

  it('hands a visitor’s request null for the actor, with the validated request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/things/abc',
      payload: { count: 3 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ caller: null, id: 'abc', count: 3 });
  });

  it('hands a signed-in request the member the gate resolved', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/things/abc?member=1',
      payload: { count: 3 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ caller: 'user-1', id: 'abc', count: 3 });
  });

  it('refuses a body its schema refuses before the handler runs', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/things/abc',
      payload: { count: 'three' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('declares a read with the actor or null, and its query validated', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/api/things?q=ab' });
    expect(visitor.json()).toEqual({ caller: null, q: 'ab' });
    const member = await app.inject({ method: 'GET', url: '/api/things?q=ab&member=1' });
    expect(member.json()).toEqual({ caller: 'user-1', q: 'ab' });
    const tooLong = await app.inject({ method: 'GET', url: '/api/things?q=abcd' });
    expect(tooLong.statusCode).toBe(400);
  });
});
