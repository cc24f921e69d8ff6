import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_PATH } from '#server/modules/billing/billing-webhook.routes';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../tests/setup/billing';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Every state-changing route the app registers, collected as Fastify registers them. */
const writes: Array<{ method: string; url: string }> = [];
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp(
    // A webhook secret, so the webhook route is registered and its exemption is tested.
    { STRIPE_WEBHOOK_SECRET: 'whsec_test_secret_for_wellnest' },
    {
      onRoute: (route) => {
        for (const method of [route.method].flat())
          if (STATE_CHANGING.has(method)) writes.push({ method, url: route.url });
      },
    },
  );
  // Paid, so a paid route's own hooks (the plan gate) would let the request through.
  const user = await newUserWithId(t.app, 'csrf');
  await makePaid(t.testDb.database, user.id);
  cookie = user.cookie;
});
afterAll(async () => {
  await t?.close();
});

describe('cross-site request forgery: writes from another origin get 403', () => {
  const write = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/sections/personal_info',
      payload: { age: 44 },
      headers: { cookie, ...headers },
    });

  it('refuses a state-changing request from another origin with 403 and changes nothing', async () => {
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const response = await write(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'CSRF_REJECTED',
        message: 'Cross-site requests are not allowed',
      });
    }
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })
    ).json().profile;
    expect(profile.personal_info.age).toBeUndefined();
  });

  it('accepts the same request from our origin', async () => {
    expect((await write({ origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
      200,
    );
  });

  it('applies to public writes and to the auth endpoints', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'a', email: 'a@b.co', subject: 's', message: 'm' },
    });
    expect(contact.statusCode).toBe(403);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', cookie },
      payload: {},
    });
    expect(signOut.statusCode).toBe(403);
  });

  it('applies to the demo checkout form posts, not to the signed webhook', async () => {
    for (const url of [
      '/billing/demo-checkout/confirm',
      '/billing/demo-checkout/cancel',
      '/billing/demo-portal/cancel',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          origin: 'https://evil.example',
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'session=x',
      });
      expect(response.statusCode).toBe(403);
    }
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { origin: 'https://evil.example', cookie },
      payload: { lookup_key: 'wellness_plus_monthly', success_url: '/a', cancel_url: '/b' },
    });
    expect(checkout.statusCode).toBe(403);
  });
});

describe('every state-changing route', () => {
  const FOREIGN_ORIGIN = { origin: 'https://evil.example' };
  const guarded = () => writes.filter((route) => route.url !== WEBHOOK_PATH);
  const send = (route: { method: string; url: string }, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method as 'POST',
      url: route.url
        .replace(/:[a-z_]+/gi, '00000000-0000-4000-8000-000000000000')
        .replace('*', 'x'),
      headers: { cookie, ...headers },
      ...(route.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('answers 403 CSRF_REJECTED to a foreign Origin, paid routes included', async () => {
    expect(guarded().length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const route of guarded()) {
      const response = await send(route, FOREIGN_ORIGIN);
      if (response.statusCode !== 403 || response.json().code !== 'CSRF_REJECTED')
        wrong.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 CSRF_REJECTED when the Origin header is missing', async () => {
    const wrong: string[] = [];
    for (const route of guarded()) {
      const response = await send(route, {});
      if (response.statusCode !== 403 || response.json().code !== 'CSRF_REJECTED')
        wrong.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets a request without Origin through when the browser marks it same-origin', async () => {
    const own = await newUserWithId(t.app, 'csrf-same-origin');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: own.cookie, 'sec-fetch-site': 'same-origin' },
      payload: { personal_info: { age: 45 } },
    });
    expect(response.statusCode).toBe(200);
  });

  it('leaves the signed Stripe webhook to its signature check', async () => {
    expect(writes.some((route) => route.url === WEBHOOK_PATH)).toBe(true);
    for (const headers of [{}, FOREIGN_ORIGIN]) {
      const response = await t.app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{}',
      });
      expect(response.json().code).not.toBe('CSRF_REJECTED');
    }
  });
});
