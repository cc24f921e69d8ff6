import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, post, type TestApp } from '../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  const permissions = String(response.headers['permissions-policy']);
  for (const feature of ['camera=(self)', 'microphone=()', 'geolocation=()'])
    expect(permissions).toContain(feature);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBeTruthy();
  expect(response.headers['x-powered-by']).toBeUndefined();
  const csp = String(response.headers['content-security-policy']);
  const directives = csp.split(';').map((d) => d.trim());
  // connect-src falls back to default-src when absent (the API docs page sets a stricter policy).
  const connect = (directives.find((d) => d.startsWith('connect-src ')) ??
    directives.find((d) => d.startsWith('default-src ')))!;
  const allowed = [
    "'self'",
    'https://api.anthropic.com',
    'https://api.openai.com',
    'https://api.stripe.com',
  ];
  for (const source of connect.split(/\s+/).slice(1)) expect(allowed).toContain(source);
}

describe('security headers on every response (pages, API, errors, downloads)', () => {
  it('API success answers carry them and no-store', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expectSecurityHeaders(response);
    expect(String(response.headers['content-security-policy'])).toContain(
      "connect-src 'self' https://api.openai.com https://api.anthropic.com https://api.stripe.com",
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('an API 404 carries them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a 413 carries them and stores nothing', async () => {
    const response = await post(t.app, '/api/contact', {
      name: 'x',
      email: 'a@b.co',
      subject: 's',
      message: 'm'.repeat(1024 * 1024 + 10),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBeTruthy();
    expectSecurityHeaders(response);
  });

  it('pages, robots.txt and the API docs carry them', async () => {
    for (const url of ['/', '/no-such-page', '/robots.txt', '/api/docs/json']) {
      expectSecurityHeaders(await t.app.inject({ method: 'GET', url }));
    }
  });

  it('a 500 carries them, with an error id and no stack trace', async () => {
    const broken = await createTestApp();
    await broken.testDb.database.close(); // the database goes away under a running app
    try {
      const response = await post(broken.app, '/api/contact', {
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Hi',
        message: 'Hello',
      });
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body.code).toBe('INTERNAL_ERROR');
      expect(body.errorId).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.body).not.toMatch(/at .*\.ts:\d+/);
      expectSecurityHeaders(response);
      const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'error', database: 'error' });
    } finally {
      await broken.app.close();
      await broken.testDb.drop().catch(() => undefined);
    }
  });
});

describe('GET /api/health', () => {
  it('answers ok after a real database query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('API docs', () => {
  it('documents the auth, health and contact routes at /api/docs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/health',
      '/api/auth/sign-up/email',
      '/api/auth/sign-in/email',
      '/api/auth/get-session',
      '/api/auth/sign-out',
      '/api/contact',
    ]) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});
