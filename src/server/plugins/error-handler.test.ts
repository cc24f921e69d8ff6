import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { AppError, validationError } from '#server/lib/app-error';
import { registerErrorHandler } from './error-handler';

describe('the error handler', () => {
  let app: FastifyInstance;
  const logged: unknown[] = [];

  beforeAll(async () => {
    app = Fastify({
      logger: {
        level: 'error',
        stream: { write: (line: string) => logged.push(JSON.parse(line)) },
      },
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get('/conflict', async () => {
      throw new AppError(409, 'CABINET_FULL', 'Your cabinet is full.');
    });
    typed.get('/unavailable', { schema: { response: { 503: apiErrorSchema } } }, async () => {
      throw new AppError(503, 'AI_NOT_CONFIGURED', 'The assistant is off.');
    });
    typed.get('/detailed', { schema: { response: { 422: apiErrorSchema } } }, async () => {
      throw new AppError(422, 'EXTRACTION_FAILED', 'We could not read it.', { page: 3 });
    });
    typed.get('/rule', async () => {
      throw validationError('Wake up before you go to bed.');
    });
    typed.get('/crash', async () => {
      throw new Error('connection to db-internal:5432 refused');
    });
    typed.get('/pool-busy', async () => {
      // As Drizzle throws it: its query error wrapping the pool's timeout.
      throw new Error('Failed query: select 1', {
        cause: new Error('timeout exceeded when trying to connect'),
      });
    });
    typed.post(
      '/validated',
      { schema: { body: z.object({ name: z.string().min(1, 'Name is required.') }) } },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a full database pool with 503 and Retry-After, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/pool-busy' });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({
      code: 'SERVICE_BUSY',
      message: 'Wellnest is busy right now. Please try again in a moment.',
    });
  });

  it('answers an AppError with its status, code and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CABINET_FULL', message: 'Your cabinet is full.' });
  });

  it('answers a 5xx AppError as thrown: its message is written for the user', async () => {
    const response = await app.inject({ method: 'GET', url: '/unavailable' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'AI_NOT_CONFIGURED',
      message: 'The assistant is off.',
    });
  });

  it('adds details when the AppError has them, through the declared schema', async () => {
    const response = await app.inject({ method: 'GET', url: '/detailed' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'EXTRACTION_FAILED',
      message: 'We could not read it.',
      details: { page: 3 },
    });
  });

  it('gives a rule that refuses input the same 400 code as a schema failure', async () => {
    const rule = await app.inject({ method: 'GET', url: '/rule' });
    const schema = await app.inject({ method: 'POST', url: '/validated', payload: { name: '' } });
    expect(rule.statusCode).toBe(400);
    expect(rule.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Wake up before you go to bed.',
    });
    expect(schema.statusCode).toBe(400);
    expect(schema.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Name is required.' });
  });

  it('answers anything else with a generic 500 and an errorId that names the log line', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ code: string; message: string; errorId: string }>();
    expect(body).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'An unexpected error occurred. Please try again.',
      errorId: expect.any(String),
    });
    expect(response.body).not.toContain('db-internal');
    expect(logged).toContainEqual(expect.objectContaining({ errorId: body.errorId }));
  });
});
