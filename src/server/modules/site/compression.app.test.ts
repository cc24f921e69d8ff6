/** Compression as registered in the real app (app.ts): API answers, not only the site's pages. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEN_ITEMS } from '../../../../tests/fixtures/ten-typed-items';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/setup/test-app';

describe('compression in the app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const check = (acceptEncoding?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/interactions/check',
      payload: { items: TEN_ITEMS },
      headers: {
        origin: TEST_ORIGIN,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('compresses a large JSON API answer with the encoding the client accepts', async () => {
    const plain = await check();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);
    const answer: unknown = plain.json();

    const br = await check('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    // API answers stay uncacheable (security headers) whatever the encoding.
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);

    const gz = await check('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(answer);
  });

  it('leaves a small API answer uncompressed', async () => {
    const response = await testApp.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
