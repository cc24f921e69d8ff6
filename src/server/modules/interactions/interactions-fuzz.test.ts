/**
 * Fuzzing the interaction and cabinet JSON routes: schema-violating bodies (wrong types, deep
 * nesting, __proto__, oversize) only ever get 400/413/415, never a 5xx or a stack trace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ CHECK_VISITOR_RATE_PER_MINUTE: '100000' });
  const user = await newUserWithId(t.app, 'fuzz');
  await makePaid(t.testDb.database, user.id);
  cookie = user.cookie;
});
afterAll(async () => {
  await t?.close();
});

let deep: unknown = 'x';
for (let i = 0; i < 2000; i++) deep = { a: deep };

const BODIES: [string, string][] = [
  ['a string', JSON.stringify('warfarin')],
  ['a number', '42'],
  ['null', 'null'],
  ['an array', '["warfarin"]'],
  ['wrong item types', JSON.stringify({ items: [1, true, null, { name: 'x' }] })],
  ['items as an object', JSON.stringify({ items: { 0: 'warfarin' } })],
  ['__proto__', '{"items":["warfarin"],"__proto__":{"isAdmin":true}}'],
  ['constructor.prototype', '{"items":["warfarin"],"constructor":{"prototype":{"x":1}}}'],
  ['deep nesting', JSON.stringify({ items: [deep] })],
  ['a huge name', JSON.stringify({ items: ['x'.repeat(100_000)] })],
  ['broken JSON', '{"items": ["warfarin"'],
  ['oversize body', JSON.stringify({ items: ['x'.repeat(2 * 1024 * 1024)] })],
];

const ROUTES: [string, string][] = [
  ['POST', '/api/interactions/check'],
  ['POST', '/api/interactions/timing'],
  ['POST', '/api/interactions/analyses'],
  ['POST', '/api/medications'],
  ['POST', '/api/medications/analyze'],
  ['PATCH', '/api/medications/00000000-0000-4000-8000-000000000000'],
];

describe('fuzzing: bad bodies on the interaction and cabinet routes', () => {
  it.each(ROUTES)(
    '%s %s answers 400, 404, 413 or 415, never 5xx, and leaks no stack',
    async (method, url) => {
      for (const [label, payload] of BODIES) {
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          payload,
          headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
        });
        expect(
          [400, 404, 413, 415],
          `${label}: ${response.statusCode} ${response.body.slice(0, 200)}`,
        ).toContain(response.statusCode);
        expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
      }
    },
  );

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/interactions/check',
      payload: 'items=warfarin',
      headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
    });
    expect([400, 415]).toContain(response.statusCode);
  });
});
