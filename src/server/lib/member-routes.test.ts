import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Actor } from '#server/plugins/actor';
import { responseSerializerCompiler } from '#server/plugins/response-serializer';
import { memberRoutes } from './member-routes';

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

// The actor gate's part, reduced to what memberRoutes relies on: it puts the resolved actor on
// the request before the handler (a request with ?anonymous=1 gets none, as a route the gate
// never resolved).
async function appWithRoutes() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.includes('anonymous=1')) request.actor = ACTOR;
  });
  const member = memberRoutes(app);
  member.post(
    '/api/things/:id',
    {
      config: { access: 'user' },
      schema: {
        params: z.object({ id: z.string() }),
        body: z.object({ count: z.number().int() }),
        response: { 201: z.object({ owner: z.string(), id: z.string(), count: z.number() }) },
      },
    },
    async (actor, request, reply) =>
      reply.status(201).send({ owner: actor.id, id: request.params.id, count: request.body.count }),
  );
  member.get(
    '/api/things',
    { config: { access: 'user' }, schema: { querystring: z.object({ q: z.string().optional() }) } },
    // @ts-expect-error: a field the query schema does not declare is not on the request.
    async (_actor, request) => ({ q: request.query.nope }),
  );
  // @ts-expect-error: a public route has no actor to hand, so memberRoutes refuses it.
  member.get('/api/open', { config: { access: 'public' }, schema: {} }, async () => ({}));
  await app.ready();
  return app;
}

describe('memberRoutes', async () => {
  const app = await appWithRoutes();
  afterAll(() => app.close());

  it('hands the handler the actor the gate resolved and the validated request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/things/abc',
      payload: { count: 3 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ owner: 'user-1', id: 'abc', count: 3 });
  });

  it('refuses a body its schema refuses before the handler runs', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/things/abc',
      payload: { count: 'three' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('never runs a handler without an actor: a route the gate did not resolve fails loudly', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/things/abc?anonymous=1',
      payload: { count: 3 },
    });
    expect(response.statusCode).toBe(500);
  });
});
