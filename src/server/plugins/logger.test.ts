import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

/** A Fastify app with the production logger options, writing its lines to `lines`. */
function appLoggingTo(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return Fastify({ logger: { ...(loggerOptions('info') as object), stream } as never });
}

describe('logger: errors are logged without the values they carry', () => {
  it('drops the SQL parameters of a failed query, from the message, the stack and the fields', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Key (email)=(person@example.com) already exists.',
    });
    app.get('/fail', async () => {
      throw new DrizzleQueryError(
        'insert into "audit" ("user_id", "resource_id") values ($1, $2)',
        ['user-secret-id', 'resource-secret-id'],
        cause,
      );
    });
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/fail?token=query-secret' });
    expect(response.statusCode).toBe(500);
    await app.close();

    const text = lines.join('\n');
    expect(text).toContain('Failed query: insert into');
    expect(text).toContain('invalid byte sequence'); // the cause is still there, by its message
    expect(text).toContain('22021');
    for (const secret of [
      'user-secret-id',
      'resource-secret-id',
      'params:',
      'person@example.com',
      'query-secret',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('logs the path of a request without its query string', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    app.get('/ok', async () => ({ ok: true }));
    await app.ready();
    await app.inject({ method: 'GET', url: '/ok?email=a%40b.co&token=abc' });
    await app.close();
    const text = lines.join('\n');
    expect(text).toContain('"path":"/ok"');
    expect(text).not.toContain('a%40b.co');
    expect(text).not.toContain('token');
  });

  it("masks a shared summary's link token in the path, page and API alike", async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    app.get('/shared/:token', async () => ({ ok: true }));
    app.get('/api/shared/:token', async () => ({ ok: true }));
    await app.ready();
    await app.inject({ method: 'GET', url: '/shared/Secr3tTokenValue_-x' });
    await app.inject({ method: 'GET', url: '/api/shared/Secr3tTokenValue_-x' });
    await app.close();
    const text = lines.join('\n');
    expect(text).not.toContain('Secr3tTokenValue');
    expect(text).toContain('"path":"/shared/[token]"');
    expect(text).toContain('"path":"/api/shared/[token]"');
  });
});
