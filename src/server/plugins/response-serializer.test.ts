import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { planRequiredErrorSchema } from '#shared/contracts/billing.contract';
import { registerErrorHandler } from './error-handler';
import { responseSerializerCompiler } from './response-serializer';

describe('the response serializer: error answers from app-wide hooks', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    registerErrorHandler(app);
    // An app-wide hook answering in the plain error shape, as the CSRF guard does.
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers['x-refuse'])
        await reply.status(403).send({ code: 'CSRF_REJECTED', message: 'No.', extra: 'dropped' });
    });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const schema = {
      response: { 200: z.object({ ok: z.boolean() }), 403: planRequiredErrorSchema },
    };
    typed.post('/paid', { schema }, async (request, reply) =>
      request.headers['x-plan']
        ? reply.status(403).send({
            code: 'PLAN_REQUIRED',
            message: 'Upgrade.',
            requiredPlan: 'wellness_plus',
            feature: 'timing',
          })
        : { ok: true },
    );
    typed.get('/broken', { schema }, async () => ({ ok: 'yes' }) as never);
    typed.get('/broken-error', { schema }, async (_request, reply) =>
      reply.status(403).send({ secret: 'not an error body' } as never),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends a hook’s {code, message} 403 on a route whose 403 schema is stricter', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/paid',
      headers: { 'x-refuse': '1' },
    });
    expect(response.statusCode).toBe(403);
    // Reduced to the error shape's declared fields.
    expect(response.json()).toEqual({ code: 'CSRF_REJECTED', message: 'No.' });
  });

  it('still serialises the route’s own error body by its schema', async () => {
    const response = await app.inject({ method: 'POST', url: '/paid', headers: { 'x-plan': '1' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'PLAN_REQUIRED',
      message: 'Upgrade.',
      requiredPlan: 'wellness_plus',
      feature: 'timing',
    });
  });

  it('holds success bodies, and error bodies not in our shape, to their schema', async () => {
    expect((await app.inject({ method: 'POST', url: '/paid' })).json()).toEqual({ ok: true });
    for (const url of ['/broken', '/broken-error']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(500);
      expect(response.body).not.toContain('not an error body');
    }
  });
});
