/**
 * S17 (malformed input): bodies that are not JSON, prototype keys, bodies nested thousands deep and
 * NUL characters in the path or the body answer 4xx in our `{code, message}` shape, never a 5xx,
 * and nothing about them (query strings, SQL parameters) reaches the error log.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';
import { MAX_JSON_DEPTH } from './malformed-input';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../tests/setup/billing';

let t: TestApp;
let cookie: string;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp(
    {},
    { logger: { ...(loggerOptions('info') as object), stream } as never },
  );
  const user = await newUserWithId(t.app, 'malformed');
  await makePaid(t.testDb.database, user.id);
  cookie = user.cookie;
});
afterAll(async () => {
  await t?.close();
});

const json = { origin: TEST_ORIGIN, 'content-type': 'application/json' };

function expectClientError(response: { statusCode: number; json: () => unknown }, what: string) {
  expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, what).toBeLessThan(500);
  expect(response.json(), what).toEqual({ code: expect.any(String), message: expect.any(String) });
}

describe('malformed bodies answer 4xx', () => {
  it('refuses bodies that are not JSON or carry prototype keys on POST /api/chat', async () => {
    for (const payload of [
      'not json',
      '{"a":',
      '{"__proto__":{"x":1},"message":"hi"}',
      '{"constructor":{"prototype":{"x":1}},"message":"hi"}',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { ...json, cookie },
        payload,
      });
      expectClientError(response, payload);
    }
  });

  it('refuses a body nested 5,000 arrays deep with 400 on every route, sign-out included', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const [method, url] of [
      ['POST', '/api/auth/sign-out'],
      ['POST', '/api/contact'],
      ['PATCH', '/api/profile'],
      ['POST', '/api/chat'],
    ] as const) {
      for (const payload of [deep, deepObject]) {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...json, cookie },
          payload,
        });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json()).toEqual({
          code: 'BODY_TOO_DEEP',
          message: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
        });
      }
    }
  });

  it('still accepts a body exactly at the depth limit, and brackets inside strings', async () => {
    const atLimit = `${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: json,
      payload: `{"name":"a","email":"a@b.co","subject":"s","message":"${'['.repeat(100)}","x":${atLimit}}`,
    });
    // The depth guard lets it through; the contract then decides (an unknown key is ignored).
    expect(response.statusCode).not.toBe(500);
    expect(response.json().code).not.toBe('BODY_TOO_DEEP');
  });

  it('refuses a NUL character in a JSON string with 400 (PostgreSQL text cannot hold one)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: json,
      payload: '{"name":"a","email":"a@b.co","subject":"s","message":"a\\u0000b"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'NUL_CHARACTER',
      message: 'The request contains a NUL character, which is not allowed.',
    });
  });
});

describe('NUL in the path answers 4xx and logs no parameters', () => {
  it('refuses /api/labs/%00 and its file, pdf and analyze routes', async () => {
    const before = lines.length;
    for (const [method, url] of [
      ['GET', '/api/labs/%00?token=query-secret-1'],
      ['GET', '/api/labs/%00/file?token=query-secret-2'],
      ['GET', '/api/labs/%00/pdf'],
      ['POST', '/api/labs/%00/analyze'],
      ['GET', '/api/symptoms?from=%00'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN, cookie },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expectClientError(response, `${method} ${url}`);
    }
    const logged = lines.slice(before).join('\n');
    expect(logged).not.toContain('query-secret');
    expect(logged).not.toContain('"level":50');
    expect(logged).not.toContain('params:');
  });
});
