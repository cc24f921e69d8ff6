import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_ORIGIN,
  createTestApp,
  signedInUser,
  type TestApp,
} from '../../../tests/setup/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signedInUser(t.app, 'csrf@example.com');
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
