import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  get,
  post,
  put,
  sessionCookie,
  signedInUser,
  STRONG_PASSWORD,
  type TestApp,
} from '../../../../tests/setup/test-app';

const PATH = '/api/disclaimer/acknowledgement';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('/api/disclaimer/acknowledgement', () => {
  it('is not acknowledged for a new account, then is, for that account in any browser', async () => {
    const cookie = await signedInUser(t.app, 'ack@example.com');
    const before = await get(t.app, PATH, cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ acknowledged: false, acknowledged_at: null });

    const first = await put(t.app, PATH, { acknowledged: true }, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ acknowledged: true, acknowledged_at: expect.any(String) });

    // Another session of the same account (a new browser) reads it from the account.
    const signIn = await post(t.app, '/api/auth/sign-in/email', {
      email: 'ack@example.com',
      password: STRONG_PASSWORD,
    });
    const secondBrowser = sessionCookie(signIn);
    expect(secondBrowser).toBeDefined();
    expect(secondBrowser).not.toBe(cookie);
    expect((await get(t.app, PATH, secondBrowser)).json()).toEqual(first.json());

    // Acknowledging again keeps the first time.
    const again = await put(t.app, PATH, { acknowledged: true }, secondBrowser);
    expect(again.json().acknowledged_at).toBe(first.json().acknowledged_at);
  });

  it('keeps accounts apart', async () => {
    const one = await signedInUser(t.app, 'ack-one@example.com');
    const two = await signedInUser(t.app, 'ack-two@example.com');
    await put(t.app, PATH, { acknowledged: true }, one);
    expect((await get(t.app, PATH, two)).json()).toEqual({
      acknowledged: false,
      acknowledged_at: null,
    });
  });

  it('needs a session and accepts only { acknowledged: true }', async () => {
    expect((await get(t.app, PATH)).statusCode).toBe(401);
    expect((await put(t.app, PATH, { acknowledged: true })).statusCode).toBe(401);
    const cookie = await signedInUser(t.app, 'ack-bad@example.com');
    for (const body of [{ acknowledged: false }, {}, { acknowledged: true, extra: 1 }]) {
      const response = await put(t.app, PATH, body, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    expect((await get(t.app, PATH, cookie)).json().acknowledged).toBe(false);
  });

  it('refuses a write from another origin', async () => {
    const cookie = await signedInUser(t.app, 'ack-csrf@example.com');
    const response = await t.app.inject({
      method: 'PUT',
      url: PATH,
      payload: { acknowledged: true },
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(response.statusCode).toBe(403);
    expect((await get(t.app, PATH, cookie)).json().acknowledged).toBe(false);
  });
});
