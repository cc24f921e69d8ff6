/**
 * Requests without a session used to escape rate limiting (the route limits run after
 * the actor gate's 401). The address limit counts every request from one address before any route
 * hook, in memory or in Redis (shared by processes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env';
import { createTestApp, signedInUser, type TestApp } from '../../../tests/setup/test-app';
import { reachable } from '../../../tests/setup/reachable';

const LIMIT = 50;

function from(t: TestApp, address: string, url: string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
  });
}

describe('the address limit (before authentication)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ADDRESS_PER_MINUTE: String(LIMIT) });
    cookie = await signedInUser(t.app, 'address-limit@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a flood of unauthenticated requests to a protected route 429 past the limit, with Retry-After', async () => {
    const address = '203.0.113.10';
    const responses = [];
    for (let i = 0; i < LIMIT + 30; i += 1) responses.push(await from(t, address, '/api/profile'));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(LIMIT).every((status) => status === 429)).toBe(true);
    const refused = responses[LIMIT]!;
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-limit']).toBe(String(LIMIT));
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/try again in \d+ seconds/);
    // Every route: pages (the 404 handler), public API routes and writes, from the same address.
    expect((await from(t, address, '/dashboard')).statusCode).toBe(429);
    expect((await from(t, address, '/api/biomarkers')).statusCode).toBe(429);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/symptoms',
      remoteAddress: address,
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(write.statusCode).toBe(429);
    // Health probes are not counted or refused.
    expect((await from(t, address, '/livez')).statusCode).toBe(200);
  });

  it('counts page floods too (the SPA fallback was never limited)', async () => {
    const address = '203.0.113.11';
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 5; i += 1)
      statuses.push((await from(t, address, `/no-such-page-${i}`)).statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it("leaves a signed-in user's normal use from another address alone", async () => {
    const flooder = '203.0.113.12';
    for (let i = 0; i < LIMIT + 1; i += 1) await from(t, flooder, '/api/profile');
    expect((await from(t, flooder, '/api/profile')).statusCode).toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push((await from(t, '198.51.100.20', '/api/profile', cookie)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});

describe('the default address limit', () => {
  it('is 1200 a minute, never below RATE_LIMIT_PER_MINUTE, and configurable', () => {
    expect(loadConfig({}).addressRateLimitPerMinute).toBe(1200);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '5000' }).addressRateLimitPerMinute).toBe(5000);
    expect(loadConfig({ RATE_LIMIT_ADDRESS_PER_MINUTE: '90' }).addressRateLimitPerMinute).toBe(90);
    expect(() => loadConfig({ RATE_LIMIT_ADDRESS_PER_MINUTE: '0' })).toThrow(
      /RATE_LIMIT_ADDRESS_PER_MINUTE/,
    );
  });

  it("lets a signed-in user's full route allowance through (the route limit answers first)", async () => {
    // Production's defaults: 300 a minute per route limit, 1200 per address.
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '300' });
    try {
      expect(t.config.addressRateLimitPerMinute).toBe(1200);
      const cookie = await signedInUser(t.app, 'address-default@example.com');
      const statuses: number[] = [];
      for (let i = 0; i < 300; i += 1)
        statuses.push((await from(t, '198.51.100.21', '/api/profile', cookie)).statusCode);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      // The 301st is the route limit's, as before.
      const next = await from(t, '198.51.100.21', '/api/profile', cookie);
      expect(next.statusCode).toBe(429);
      expect(next.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});

const withRedis = await reachable('127.0.0.1', 6379);

describe.runIf(withRedis)('the address limit in Redis (REDIS_URL)', () => {
  const redisUrl = `redis://127.0.0.1:6379/${1 + Math.floor(Math.random() * 15)}`;
  const address = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT_ADDRESS_PER_MINUTE: '30', REDIS_URL: redisUrl };
    [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl);
    await redis.del(`wellnest-rl-address:${address}`);
    await redis.quit();
    await Promise.all([a?.close(), b?.close()]);
  });

  it('shares one count between two apps', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      statuses.push((await from(a, address, '/api/profile')).statusCode);
      statuses.push((await from(b, address, '/api/profile')).statusCode);
    }
    // 50 requests, 25 to each: either app alone would have let every one through to its 401.
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});
