import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, FREE_SUBSCRIPTION_STATUS } from '#shared/contracts/billing.contract';
import { UNAUTHORIZED_BODY } from '#server/plugins/session';
import {
  createTestApp,
  get,
  patch,
  post,
  put,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { newUserWithId, postForm, subscriberRow, tableRows } from '../../../../tests/setup/billing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const CHECKOUT = {
  lookup_key: 'wellness_plus_monthly',
  success_url: '/subscription-success?pending=true',
  cancel_url: '/subscription-cancel',
};
const DAY_MS = 24 * 60 * 60 * 1000;

async function status(cookie: string) {
  const response = await get(t.app, '/api/subscription', cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Starts a demo checkout and answers its session id. */
async function startDemoCheckout(
  cookie: string,
  body: Record<string, unknown> = CHECKOUT,
): Promise<string> {
  const response = await post(t.app, '/api/billing/checkout', body, cookie);
  expect(response.statusCode).toBe(200);
  const url = response.json().url as string;
  expect(url).toMatch(/^\/billing\/demo-checkout\?session=[0-9a-f-]{36}$/);
  return new URL(url, 'http://x').searchParams.get('session') ?? '';
}

const demoSessions = (userId: string) =>
  tableRows(t.testDb.database, sql`select * from demo_checkout_sessions where user_id = ${userId}`);

describe('GET /api/subscription', () => {
  it('answers free for a user with no subscribers record', async () => {
    const { cookie, id } = await newUserWithId(t.app);
    expect(await status(cookie)).toEqual({
      isSubscribed: false,
      tier: 'free',
      simplifiedTier: 'free',
      trialEnd: null,
      subscriptionEnd: null,
    });
    expect(await subscriberRow(t.testDb.database, id)).toBeNull();
  });

  it('is paid only when subscribed is true and simplified_tier is paid', async () => {
    const { cookie, id } = await newUserWithId(t.app);
    const end = new Date(Date.now() + 10 * DAY_MS);
    await t.testDb.database.db.execute(
      sql`insert into subscribers (user_id, subscribed, simplified_tier, subscription_tier, subscription_end) values (${id}, true, 'free', 'wellness_plus', ${end.toISOString()})`,
    );
    expect(await status(cookie)).toEqual(FREE_SUBSCRIPTION_STATUS);
    await t.testDb.database.db.execute(
      sql`update subscribers set subscribed = false, simplified_tier = 'paid' where user_id = ${id}`,
    );
    expect(await status(cookie)).toEqual(FREE_SUBSCRIPTION_STATUS);
    await t.testDb.database.db.execute(
      sql`update subscribers set subscribed = true where user_id = ${id}`,
    );
    expect(await status(cookie)).toEqual({
      isSubscribed: true,
      tier: 'wellness_plus',
      simplifiedTier: 'paid',
      trialEnd: null,
      subscriptionEnd: end.toISOString(),
    });
  });

  it('answers 401 without a session', async () => {
    for (const cookie of [undefined, 'wellnest.session_token=forged.value']) {
      const response = await get(t.app, '/api/subscription', cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED_BODY);
    }
  });
});

describe('demo checkout (no Stripe key, outside production)', () => {
  it('walks checkout → demo page → confirm → paid, with the renewal date a month out', async () => {
    const { cookie, id, email } = await newUserWithId(t.app);
    const sessionId = await startDemoCheckout(cookie);

    const page = await get(t.app, `/billing/demo-checkout?session=${sessionId}`, cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('Demo checkout — no payment is taken');
    expect(page.body).toContain('Wellness Pro');
    expect(page.body).toContain('$19/month');
    expect(page.body).toContain(email);
    expect(page.body).toContain('Confirm demo subscription');
    expect(page.body).toContain('>Cancel</button>');
    expect(page.body).toContain('action="/billing/demo-checkout/confirm"');
    expect(page.body).not.toMatch(/<script|onclick|javascript:/i);

    const before = Date.now();
    const confirm = await postForm(
      t.app,
      '/billing/demo-checkout/confirm',
      { session: sessionId },
      cookie,
    );
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('/subscription-success?pending=true');

    const paid = await status(cookie);
    expect(paid).toMatchObject({
      isSubscribed: true,
      tier: 'wellness_plus',
      simplifiedTier: 'paid',
      trialEnd: null,
    });
    const end = new Date(paid.subscriptionEnd as string).getTime();
    expect(end).toBeGreaterThan(before + 27 * DAY_MS);
    expect(end).toBeLessThan(before + 32 * DAY_MS);
    const row = await subscriberRow(t.testDb.database, id);
    expect(row).toMatchObject({
      subscribed: true,
      simplified_tier: 'paid',
      subscription_tier: 'wellness_plus',
      status: 'active',
    });
    expect(String(row?.stripe_subscription_id)).toMatch(/^demo_sub_/);
    expect((await demoSessions(id))[0]?.completed_at).not.toBeNull();

    // A second confirm (double click, back button) goes on to success without another grant.
    const eventsBefore = await tableRows(
      t.testDb.database,
      sql`select count(*)::int as n from billing_events`,
    );
    const again = await postForm(
      t.app,
      '/billing/demo-checkout/confirm',
      { session: sessionId },
      cookie,
    );
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/subscription-success?pending=true');
    expect(
      await tableRows(t.testDb.database, sql`select count(*)::int as n from billing_events`),
    ).toEqual(eventsBefore);
    const revisit = await get(t.app, `/billing/demo-checkout?session=${sessionId}`, cookie);
    expect(revisit.body).toContain('already been confirmed');

    // The system check now reports the real tier.
    expect((await post(t.app, '/api/system-check', {}, cookie)).json().subscriptionTier).toBe(
      'wellness_plus',
    );
  });

  it('grants a year for the yearly price and shows the saving', async () => {
    const { cookie } = await newUserWithId(t.app);
    const sessionId = await startDemoCheckout(cookie, {
      ...CHECKOUT,
      lookup_key: 'wellness_plus_yearly',
    });
    const page = await get(t.app, `/billing/demo-checkout?session=${sessionId}`, cookie);
    expect(page.body).toContain('$190/year');
    expect(page.body).toContain('Save $38');
    await postForm(t.app, '/billing/demo-checkout/confirm', { session: sessionId }, cookie);
    const end = new Date((await status(cookie)).subscriptionEnd as string).getTime();
    expect(end).toBeGreaterThan(Date.now() + 360 * DAY_MS);
    expect(end).toBeLessThan(Date.now() + 370 * DAY_MS);
  });

  it('Cancel goes back to cancel_url and grants nothing', async () => {
    const { cookie, id } = await newUserWithId(t.app);
    const sessionId = await startDemoCheckout(cookie);
    const cancel = await postForm(
      t.app,
      '/billing/demo-checkout/cancel',
      { session: sessionId },
      cookie,
    );
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('/subscription-cancel');
    expect(await status(cookie)).toEqual(FREE_SUBSCRIPTION_STATUS);
    expect(await subscriberRow(t.testDb.database, id)).toBeNull();
  });

  it("answers 404 for another user's session and for unknown ids, and leaves it open", async () => {
    const owner = await newUserWithId(t.app);
    const other = await newUserWithId(t.app);
    const sessionId = await startDemoCheckout(owner.cookie);
    for (const id of [sessionId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '']) {
      expect(
        (await get(t.app, `/billing/demo-checkout?session=${encodeURIComponent(id)}`, other.cookie))
          .statusCode,
      ).toBe(404);
      expect(
        (await postForm(t.app, '/billing/demo-checkout/confirm', { session: id }, other.cookie))
          .statusCode,
      ).toBe(404);
      expect(
        (await postForm(t.app, '/billing/demo-checkout/cancel', { session: id }, other.cookie))
          .statusCode,
      ).toBe(404);
    }
    expect((await get(t.app, '/billing/demo-checkout', other.cookie)).statusCode).toBe(404);
    expect(await status(other.cookie)).toEqual(FREE_SUBSCRIPTION_STATUS);
    expect(await status(owner.cookie)).toEqual(FREE_SUBSCRIPTION_STATUS);
    expect((await demoSessions(owner.id))[0]?.completed_at).toBeNull();
  });

  it('sends a signed-out visitor to sign in and grants nothing', async () => {
    const { cookie, id } = await newUserWithId(t.app);
    const sessionId = await startDemoCheckout(cookie);
    const page = await get(t.app, `/billing/demo-checkout?session=${sessionId}`);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/login');
    const confirm = await postForm(t.app, '/billing/demo-checkout/confirm', { session: sessionId });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('/login');
    expect(await subscriberRow(t.testDb.database, id)).toBeNull();
  });

  it('refuses a second checkout while the plan is paid', async () => {
    const { cookie } = await newUserWithId(t.app);
    await postForm(
      t.app,
      '/billing/demo-checkout/confirm',
      { session: await startDemoCheckout(cookie) },
      cookie,
    );
    const response = await post(t.app, '/api/billing/checkout', CHECKOUT, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'ALREADY_SUBSCRIBED',
      message: BILLING_MESSAGES.alreadySubscribed,
    });
  });

  it('refuses unknown and coming-soon prices', async () => {
    const { cookie, id } = await newUserWithId(t.app);
    for (const lookup_key of ['premium_monthly', 'wellness_monthly', '', 42]) {
      const response = await post(
        t.app,
        '/api/billing/checkout',
        { ...CHECKOUT, lookup_key },
        cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: BILLING_MESSAGES.unknownLookupKey,
      });
    }
    const comingSoon = await post(
      t.app,
      '/api/billing/checkout',
      { ...CHECKOUT, lookup_key: 'health_pro_monthly' },
      cookie,
    );
    expect(comingSoon.statusCode).toBe(400);
    expect(comingSoon.json()).toEqual({
      code: 'PLAN_NOT_AVAILABLE',
      message: BILLING_MESSAGES.planNotAvailable,
    });
    expect(await demoSessions(id)).toEqual([]);
  });
});

describe('redirect allow-list for success_url and cancel_url', () => {
  const refused = [
    '//evil.com',
    '/\\evil.com',
    'https://app@evil.com',
    'http://localhost:3000@evil.com',
    'https://evil.com/subscription-success',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,hi',
    '%2F%2Fevil.com',
    '/%2F/evil.com',
    '/%5Cevil.com',
    'http://localhost:3000/%2F%2Fevil.com',
    'http://localhost:3000.evil.com/',
    'http://localhost:3000\\@evil.com',
    'evil.com',
    '/\tevil.com',
  ];

  it('refuses targets that leave our origin with 400 and a clear message, and stores nothing', async () => {
    const { cookie, id } = await newUserWithId(t.app);
    for (const target of refused) {
      const success = await post(
        t.app,
        '/api/billing/checkout',
        { ...CHECKOUT, success_url: target },
        cookie,
      );
      expect(success.statusCode, target).toBe(400);
      expect(success.json()).toEqual({
        code: 'INVALID_REDIRECT',
        message: BILLING_MESSAGES.redirectNotAllowed('success_url'),
      });
      const cancel = await post(
        t.app,
        '/api/billing/checkout',
        { ...CHECKOUT, cancel_url: target },
        cookie,
      );
      expect(cancel.statusCode, target).toBe(400);
      expect(cancel.json().message).toBe(BILLING_MESSAGES.redirectNotAllowed('cancel_url'));
    }
    expect(await demoSessions(id)).toEqual([]);
  });

  it('accepts paths and absolute URLs on our own origins', async () => {
    const { cookie } = await newUserWithId(t.app);
    for (const target of [
      '/subscription-success?pending=true',
      'http://localhost:3000/subscription-success?pending=true',
    ]) {
      expect(
        (await post(t.app, '/api/billing/checkout', { ...CHECKOUT, success_url: target }, cookie))
          .statusCode,
      ).toBe(200);
    }
  });
});

describe('demo portal', () => {
  it('opens the demo portal, shows the plan and renewal date, and cancels back to free', async () => {
    const { cookie, id } = await newUserWithId(t.app);
    await postForm(
      t.app,
      '/billing/demo-checkout/confirm',
      { session: await startDemoCheckout(cookie) },
      cookie,
    );

    const portal = await post(t.app, '/api/billing/portal', {}, cookie);
    expect(portal.statusCode).toBe(200);
    expect(portal.json()).toEqual({ url: '/billing/demo-portal' });
    const page = await get(t.app, '/billing/demo-portal', cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Current plan: Wellness Pro');
    expect(page.body).toContain('Renews on');
    expect(page.body).toContain('Cancel subscription');
    expect(page.body).not.toMatch(/<script/i);

    const cancel = await postForm(t.app, '/billing/demo-portal/cancel', {}, cookie);
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('/subscription');
    expect(await status(cookie)).toEqual(FREE_SUBSCRIPTION_STATUS);
    expect(await subscriberRow(t.testDb.database, id)).toMatchObject({
      subscribed: false,
      simplified_tier: 'free',
      subscription_tier: 'free',
      status: 'canceled',
    });
    expect((await get(t.app, '/billing/demo-portal', cookie)).body).toContain(
      'You are on the free plan.',
    );

    // And the user can subscribe again.
    await postForm(
      t.app,
      '/billing/demo-checkout/confirm',
      { session: await startDemoCheckout(cookie) },
      cookie,
    );
    expect((await status(cookie)).isSubscribed).toBe(true);
  });

  it("answers 401 with each action's sign-in sentence when signed out", async () => {
    const checkout = await post(t.app, '/api/billing/checkout', CHECKOUT);
    expect(checkout.statusCode).toBe(401);
    expect(checkout.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Please sign in to subscribe',
    });
    const portal = await post(t.app, '/api/billing/portal', {});
    expect(portal.statusCode).toBe(401);
    expect(portal.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Please sign in to manage subscription',
    });
    const badBody = await post(t.app, '/api/billing/checkout', { nonsense: true });
    expect(badBody.statusCode).toBe(401);
  });

  it('has no webhook without STRIPE_WEBHOOK_SECRET', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('no self-upgrade (plan fields in a body are refused)', () => {
  const planFields = {
    plan: 'wellness_plus',
    subscribed: true,
    tier: 'wellness_plus',
    simplified_tier: 'paid',
    subscription_tier: 'wellness_plus',
    isSubscribed: true,
    user_id: 'someone-else',
  };

  it('ignores or refuses plan fields in profile and preference writes', async () => {
    const { cookie, id } = await newUserWithId(t.app);
    const responses = [
      await put(t.app, '/api/profile/sections/personal_info', { age: 40, ...planFields }, cookie),
      await put(
        t.app,
        '/api/profile/sections/preferences',
        { theme: 'dark', ...planFields },
        cookie,
      ),
      await patch(t.app, '/api/profile', { personal_info: { age: 41 }, ...planFields }, cookie),
      await put(
        t.app,
        '/api/preferences',
        { health_journey_level: 'transform', ...planFields },
        cookie,
      ),
    ];
    for (const response of responses) expect([200, 400]).toContain(response.statusCode);
    expect(await status(cookie)).toEqual(FREE_SUBSCRIPTION_STATUS);
    expect(await subscriberRow(t.testDb.database, id)).toBeNull();
    expect((await post(t.app, '/api/system-check', {}, cookie)).json().subscriptionTier).toBe(
      'free',
    );
  });

  it('refuses a checkout body that names a user, and never acts for another user', async () => {
    const victim = await newUserWithId(t.app);
    const attacker = await newUserWithId(t.app);
    for (const extra of [
      { user_id: victim.id },
      { userId: victim.id },
      { client_reference_id: victim.id },
      { customer: 'cus_x' },
      { metadata: { user_id: victim.id } },
    ]) {
      const response = await post(
        t.app,
        '/api/billing/checkout',
        { ...CHECKOUT, ...extra },
        attacker.cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Unexpected field: /);
    }
    expect(await demoSessions(victim.id)).toEqual([]);
    expect(await demoSessions(attacker.id)).toEqual([]);
    // A confirm cannot be pointed at the victim either: the session cookie decides whose plan it is.
    const sessionId = await startDemoCheckout(attacker.cookie);
    await postForm(
      t.app,
      '/billing/demo-checkout/confirm',
      { session: sessionId, user_id: victim.id },
      attacker.cookie,
    );
    expect(await status(victim.cookie)).toEqual(FREE_SUBSCRIPTION_STATUS);
    expect((await status(attacker.cookie)).isSubscribed).toBe(true);
  });
});

describe('payments switched off (production without a key, or ALLOW_DEMO_CHECKOUT=false)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ ALLOW_DEMO_CHECKOUT: 'false' });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('answers PROVIDER_NOT_CONFIGURED and serves no demo pages', async () => {
    const { cookie } = await newUserWithId(off.app);
    for (const [url, body] of [
      ['/api/billing/checkout', CHECKOUT],
      ['/api/billing/portal', {}],
    ] as const) {
      const response = await post(off.app, url, body, cookie);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'PROVIDER_NOT_CONFIGURED',
        message: 'Payment system not configured. Please contact support.',
      });
    }
    expect((await get(off.app, '/billing/demo-portal', cookie)).statusCode).not.toBe(200);
    expect((await postForm(off.app, '/billing/demo-portal/cancel', {}, cookie)).statusCode).toBe(
      404,
    );
  });
});
