/**
 * The contract check itself (tests/setup/openapi-contract.ts): on a bare app with the real docs
 * plugin, an answer that leaves the published schema (a string body sent past the serializer, as
 * the auth bridge does) is recorded with its route, status and JSON path, and close() would fail.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  assertContract,
  clearContractMismatches,
  contractMismatches,
  createContractCheck,
  toJsonSchema,
} from '../../../tests/setup/openapi-contract';
import { registerApiDocs } from './api-docs';
import { responseSerializerCompiler } from './response-serializer';

describe('the OpenAPI contract check', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const contract = createContractCheck();
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    app.addHook('onRoute', contract.onRoute);
    await registerApiDocs(app, 'http://localhost:3000');
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const schema = {
      response: { 200: z.object({ name: z.string(), note: z.string().nullable() }) },
    };
    typed.get('/items/:id', { schema }, async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(
          (request.headers['x-lie']
            ? '{"name":null,"note":null,"image":null}'
            : '{"name":"a","note":null}') as never,
        ),
    );
    typed.get('/created', { schema }, async (_request, reply) =>
      reply.status(201 as never).send({ name: 'a', note: null } as never),
    );
    typed.get('/refused', { schema }, async (_request, reply) =>
      reply.status(429 as never).send({ code: 'RATE_LIMITED', message: 'Slow down.' } as never),
    );
    typed.get('/file', { schema: { summary: 'A download' } }, async (_request, reply) =>
      reply.header('content-type', 'application/pdf').send(Buffer.from('%PDF-')),
    );
    typed.get(
      '/paid',
      { schema: { response: { 403: z.object({ code: z.string(), feature: z.string() }) } } },
      async (_request, reply) =>
        reply.status(403 as never).send({ code: 'CSRF_REJECTED', message: 'No.' } as never),
    );
    await app.ready();
    contract.attach(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets through answers that match, nullable fields holding null and the error shape', async () => {
    expect((await app.inject({ method: 'GET', url: '/items/1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/refused' })).statusCode).toBe(429);
    expect(contractMismatches(app)).toEqual([]);
    expect(() => assertContract(app)).not.toThrow();
  });

  it('names the route, status and JSON path of each mismatch, and close() fails on it', async () => {
    await app.inject({ method: 'GET', url: '/items/2', headers: { 'x-lie': '1' } });
    await app.inject({ method: 'GET', url: '/items/3', headers: { 'x-lie': '1' } });
    await app.inject({ method: 'GET', url: '/created' });
    const found = contractMismatches(app);
    expect(found).toEqual([
      {
        count: 2,
        mismatch: {
          method: 'GET',
          route: '/items/:id',
          status: 200,
          problems: [
            "/ must NOT have additional properties 'image'",
            '/name must be string (got null)',
          ],
        },
      },
      {
        count: 1,
        mismatch: expect.objectContaining({
          route: '/created',
          status: 201,
          problems: [
            expect.stringMatching(/^status 201 is not documented \(documented: 200, default\)/),
          ],
        }),
      },
    ]);
    expect(() => assertContract(app)).toThrow(
      /3 response\(s\) do not match[\s\S]*GET \/items\/:id → 200 \(2×\): .*\/name must be string/,
    );
    clearContractMismatches(app);
  });

  it('publishes the plain error for every route, beside a richer declared one and a download', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get: { responses: Record<string, { content?: unknown }> } }>;
    };
    const file = document.paths['/file']?.get.responses ?? {};
    expect(Object.keys(file)).toEqual(['200', 'default']);
    expect(file['200']).toEqual({ description: 'Default Response' });
    expect(JSON.stringify(file.default)).toContain('"message"');
    const refused = await app.inject({ method: 'GET', url: '/paid' });
    expect(refused.statusCode).toBe(403);
    expect(contractMismatches(app)).toEqual([]);
  });

  it("reads OpenAPI 3.0's nullable as a null branch and its exclusive bounds as numbers", () => {
    expect(toJsonSchema({ type: 'string', enum: ['a'], nullable: true })).toEqual({
      anyOf: [{ type: 'string', enum: ['a', null] }, { type: 'null' }],
    });
    expect(toJsonSchema({ type: 'number', minimum: 0, exclusiveMinimum: true })).toEqual({
      type: 'number',
      exclusiveMinimum: 0,
    });
  });
});
