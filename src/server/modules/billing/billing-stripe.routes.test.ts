import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../../../tests/setup/test-app';
import {
  TEST_WEBHOOK_SECRET,
  newUserWithId,
  nowSeconds,
  otherEvent,
  sendWebhook,
  subscriptionEvent,
} from '../../../../tests/setup/billing';

/** What the fake Stripe API saw: method, path, query and the form-encoded body. */
interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  authorization: string | undefined;
}

const seen: SeenRequest[] = [];
let failWith: number | null = null;
let noPrices = false;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** A tiny stand-in for api.stripe.com: prices by lookup key, checkout and portal sessions. */
function startFakeStripe(): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = new URLSearchParams(await readBody(request));
      seen.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        form,
        authorization: request.headers.authorization,
      });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': 'req_fake',
        });
        response.end(JSON.stringify(body));
      };
      if (failWith)
        return send(failWith, {
          error: { type: 'invalid_request_error', message: 'Simulated failure' },
        });
      if (request.method === 'GET' && url.pathname === '/v1/prices') {
        const key = url.searchParams.get('lookup_keys[0]');
        const data = noPrices
          ? []
          : [
              {
                id: `price_for_${key}`,
                object: 'price',
                lookup_key: key,
                active: true,
                currency: 'usd',
                unit_amount: 1900,
              },
            ];
        return send(200, { object: 'list', url: '/v1/prices', has_more: false, data });
      }
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        return send(200, {
          id: 'cs_test_fake',
          object: 'checkout.session',
          mode: 'subscription',
          url: 'https://checkout.stripe.com/c/pay/cs_test_fake',
        });
      }
      if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        return send(200, {
          id: 'bps_fake',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.com/p/session/bps_fake',
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: 'Unknown path' } });
    })();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let fake: Server;
let t: TestApp;
let stripeEnv: Record<string, string>;
beforeAll(async () => {
  fake = await startFakeStripe();
  const { port } = fake.address() as AddressInfo;
  stripeEnv = {
    STRIPE_SECRET_KEY: 'sk_test_fake_key',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: 'http',
  };
  t = await createTestApp(stripeEnv);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => fake?.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  failWith = null;
  noPrices = false;
});

const CHECKOUT = {
  lookup_key: 'wellness_plus_yearly',
  success_url: '/subscription-success?pending=true',
  cancel_url: '/subscription-cancel',
};

describe('checkout with Stripe (fake API on loopback)', () => {
  it('creates a subscription Checkout session for the price found by lookup key, carrying the user id', async () => {
    const { cookie, id, email } = await newUserWithId(t.app, 'stripe');
    const response = await post(t.app, '/api/billing/checkout', CHECKOUT, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_fake' });

    const [prices, session] = seen;
    expect(prices?.method).toBe('GET');
    expect(prices?.path).toBe('/v1/prices');
    expect(prices?.query.get('lookup_keys[0]')).toBe('wellness_plus_yearly');
    expect(prices?.authorization).toBe('Bearer sk_test_fake_key');

    expect(session?.path).toBe('/v1/checkout/sessions');
    const form = session?.form;
    expect(form?.get('mode')).toBe('subscription');
    expect(form?.get('client_reference_id')).toBe(id);
    expect(form?.get('subscription_data[metadata][user_id]')).toBe(id);
    expect(form?.get('metadata[user_id]')).toBe(id);
    expect(form?.get('line_items[0][price]')).toBe('price_for_wellness_plus_yearly');
    expect(form?.get('line_items[0][quantity]')).toBe('1');
    expect(form?.get('success_url')).toBe(
      'http://localhost:3000/subscription-success?pending=true',
    );
    expect(form?.get('cancel_url')).toBe('http://localhost:3000/subscription-cancel');
    expect(form?.get('customer_email')).toBe(email);
    expect(form?.has('customer')).toBe(false);
  });

  it('reuses the known Stripe customer', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'stripe');
    await sendWebhook(
      t.app,
      otherEvent('checkout.session.completed', nowSeconds(), {
        id: 'cs_1',
        mode: 'subscription',
        client_reference_id: id,
        customer: 'cus_reuse_1',
        subscription: 'sub_reuse_1',
      }),
    );
    expect((await post(t.app, '/api/billing/checkout', CHECKOUT, cookie)).statusCode).toBe(200);
    const form = seen.find((request) => request.path === '/v1/checkout/sessions')?.form;
    expect(form?.get('customer')).toBe('cus_reuse_1');
    expect(form?.has('customer_email')).toBe(false);
  });

  it('answers 502 CHECKOUT_FAILED when Stripe fails or has no such price', async () => {
    const { cookie } = await newUserWithId(t.app, 'stripe');
    failWith = 400;
    const failed = await post(t.app, '/api/billing/checkout', CHECKOUT, cookie);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      code: 'CHECKOUT_FAILED',
      message: 'Failed to create checkout session',
    });
    failWith = null;
    noPrices = true;
    const missing = await post(t.app, '/api/billing/checkout', CHECKOUT, cookie);
    expect(missing.statusCode).toBe(502);
    expect(missing.json().code).toBe('CHECKOUT_FAILED');
    expect(seen.some((request) => request.path === '/v1/checkout/sessions')).toBe(false);
  });

  it('checks redirects against the allow-list before calling Stripe', async () => {
    const { cookie } = await newUserWithId(t.app, 'stripe');
    const response = await post(
      t.app,
      '/api/billing/checkout',
      { ...CHECKOUT, success_url: 'https://evil.com/' },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(seen).toEqual([]);
  });

  it('serves no demo pages when a key is set', async () => {
    const { cookie } = await newUserWithId(t.app, 'stripe');
    expect((await get(t.app, '/billing/demo-portal', cookie)).body).not.toContain(
      'Demo customer portal',
    );
  });
});

describe('customer portal with Stripe', () => {
  it('opens the portal for the stored customer, returning to /subscription', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'stripe');
    const none = await post(t.app, '/api/billing/portal', {}, cookie);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('NO_BILLING_ACCOUNT');

    await sendWebhook(
      t.app,
      subscriptionEvent('created', nowSeconds(), {
        subscriptionId: 'sub_portal_1',
        customer: 'cus_portal_1',
        userId: id,
      }),
    );
    const response = await post(t.app, '/api/billing/portal', {}, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://billing.stripe.com/p/session/bps_fake' });
    const form = seen.find((request) => request.path === '/v1/billing_portal/sessions')?.form;
    expect(form?.get('customer')).toBe('cus_portal_1');
    expect(form?.get('return_url')).toBe('http://localhost:3000/subscription');

    failWith = 500;
    const failed = await post(t.app, '/api/billing/portal', {}, cookie);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      code: 'PORTAL_FAILED',
      message: 'Failed to open customer portal',
    });
  });
});

describe('a key of the wrong mode', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await createTestApp({ ...stripeEnv, STRIPE_MODE: 'live' });
  });
  afterAll(async () => {
    await live?.close();
  });

  it('answers MODE_MISMATCH without calling Stripe', async () => {
    const { cookie } = await newUserWithId(live.app, 'stripe');
    for (const [url, body] of [
      ['/api/billing/checkout', CHECKOUT],
      ['/api/billing/portal', {}],
    ] as const) {
      const response = await post(live.app, url, body, cookie);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'MODE_MISMATCH',
        message: 'Configuration error. Please contact support.',
      });
    }
    expect(seen).toEqual([]);
  });
});
