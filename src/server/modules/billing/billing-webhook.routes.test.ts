import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_SUBSCRIPTION_STATUS } from '#shared/contracts/billing.contract';
import { createTestApp, get, type TestApp } from '../../../../tests/setup/test-app';
import {
  TEST_WEBHOOK_SECRET,
  newUserWithId,
  nowSeconds,
  otherEvent,
  sendWebhook,
  subscriberRow,
  subscriptionEvent,
  tableRows,
} from '../../../../tests/setup/billing';

// Only the webhook secret: the webhook must work without STRIPE_SECRET_KEY.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60;
const status = async (cookie: string) => (await get(t.app, '/api/subscription', cookie)).json();
const eventRows = (eventId: string) =>
  tableRows(t.testDb.database, sql`select * from billing_events where event_id = ${eventId}`);
let subscriptionCount = 0;
/** Fresh Stripe ids per test, so tests do not see each other's customers. */
function ids() {
  subscriptionCount += 1;
  return { subscriptionId: `sub_w${subscriptionCount}`, customer: `cus_w${subscriptionCount}` };
}

describe('POST /api/billing/webhook: signature with tolerance', () => {
  it('applies a validly signed subscription event: plan, lookup key and period end come from the event', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'hook');
    const periodEnd = nowSeconds() + 30 * DAY;
    const event = subscriptionEvent('created', nowSeconds(), { ...ids(), userId: id, periodEnd });
    const response = await sendWebhook(t.app, event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await status(cookie)).toEqual({
      isSubscribed: true,
      tier: 'wellness_plus',
      simplifiedTier: 'paid',
      trialEnd: null,
      subscriptionEnd: new Date(periodEnd * 1000).toISOString(),
    });
    expect(await eventRows(event.id)).toHaveLength(1);
  });

  it('reads the period end from the subscription itself on older API versions, and health_pro keys', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'hook');
    const periodEnd = nowSeconds() + 365 * DAY;
    await sendWebhook(
      t.app,
      subscriptionEvent('created', nowSeconds(), {
        ...ids(),
        userId: id,
        periodEnd,
        periodOnSubscription: true,
        lookupKey: 'health_pro_yearly',
      }),
    );
    expect(await status(cookie)).toMatchObject({
      isSubscribed: true,
      tier: 'health_pro',
      subscriptionEnd: new Date(periodEnd * 1000).toISOString(),
    });
  });

  it('refuses a tampered body, a wrong secret and a missing signature with 400, writing nothing', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'hook');
    const event = subscriptionEvent('created', nowSeconds(), { ...ids(), userId: id });
    const attempts = [
      await sendWebhook(t.app, event, {
        tamper: (payload) => payload.replace('"active"', '"trialing"'),
      }),
      await sendWebhook(t.app, event, { tamper: (payload) => payload.replace(id, 'someone-else') }),
      await sendWebhook(t.app, event, { tamper: (payload) => `${payload} ` }),
      await sendWebhook(t.app, event, { secret: 'whsec_not_ours' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        payload: JSON.stringify(event),
        headers: { 'content-type': 'application/json' },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        payload: JSON.stringify(event),
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'stripe-signature': 't=1,v1=deadbeef' },
      }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'INVALID_SIGNATURE',
        message: 'Invalid webhook signature',
      });
    }
    expect(await eventRows(event.id)).toEqual([]);
    expect(await subscriberRow(t.testDb.database, id)).toBeNull();
    expect(await status(cookie)).toEqual(FREE_SUBSCRIPTION_STATUS);
  });

  it('refuses a stale signature (older than 300 s), writing nothing', async () => {
    const { id } = await newUserWithId(t.app, 'hook');
    const event = subscriptionEvent('created', nowSeconds(), { ...ids(), userId: id });
    for (const timestamp of [nowSeconds() - 301, nowSeconds() - 3600, 1]) {
      const response = await sendWebhook(t.app, event, { timestamp });
      expect(response.statusCode).toBe(400);
    }
    expect(await eventRows(event.id)).toEqual([]);
    expect(await subscriberRow(t.testDb.database, id)).toBeNull();
    // Within the tolerance it is accepted.
    expect((await sendWebhook(t.app, event, { timestamp: nowSeconds() - 200 })).statusCode).toBe(
      200,
    );
  });

  it('is not subject to the CSRF guard (no Origin; the signature authenticates it)', async () => {
    const { id } = await newUserWithId(t.app, 'hook');
    const response = await sendWebhook(
      t.app,
      subscriptionEvent('created', nowSeconds(), { ...ids(), userId: id }),
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('webhook idempotency on event id', () => {
  it('applies one event delivered ten times at once exactly once', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'hook');
    const event = subscriptionEvent('created', nowSeconds(), { ...ids(), userId: id });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => sendWebhook(t.app, event)),
    );
    for (const response of responses) expect(response.statusCode).toBe(200);
    expect(responses.filter((response) => response.json().duplicate === false)).toHaveLength(1);
    expect(responses.filter((response) => response.json().duplicate === true)).toHaveLength(9);
    expect(await eventRows(event.id)).toHaveLength(1);
    expect((await status(cookie)).isSubscribed).toBe(true);
  });

  it('does not re-apply an old event delivered again after a newer one', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'hook');
    const stripe = ids();
    const created = subscriptionEvent('created', nowSeconds() - 100, { ...stripe, userId: id });
    await sendWebhook(t.app, created);
    await sendWebhook(
      t.app,
      subscriptionEvent('deleted', nowSeconds() - 50, { ...stripe, userId: id }),
    );
    const again = await sendWebhook(t.app, created);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await status(cookie)).toEqual(FREE_SUBSCRIPTION_STATUS);
  });
});

describe('webhook order independence', () => {
  it('stays free when an update arrives after a newer deletion', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'hook');
    const stripe = ids();
    const base = nowSeconds() - 1000;
    await sendWebhook(t.app, subscriptionEvent('created', base, { ...stripe, userId: id }));
    await sendWebhook(t.app, subscriptionEvent('deleted', base + 200, { ...stripe, userId: id }));
    const late = await sendWebhook(
      t.app,
      subscriptionEvent('updated', base + 100, { ...stripe, userId: id, status: 'active' }),
    );
    expect(late.statusCode).toBe(200);
    expect(await status(cookie)).toEqual(FREE_SUBSCRIPTION_STATUS);
    expect(await subscriberRow(t.testDb.database, id)).toMatchObject({
      status: 'canceled',
      subscribed: false,
    });
  });

  it('keeps the newer state when created arrives after updated', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'hook');
    const stripe = ids();
    const base = nowSeconds() - 1000;
    const newerEnd = base + 365 * DAY;
    await sendWebhook(
      t.app,
      subscriptionEvent('updated', base + 100, {
        ...stripe,
        userId: id,
        lookupKey: 'wellness_plus_yearly',
        periodEnd: newerEnd,
      }),
    );
    await sendWebhook(
      t.app,
      subscriptionEvent('created', base, {
        ...stripe,
        userId: id,
        lookupKey: 'wellness_plus_monthly',
        periodEnd: base + 30 * DAY,
      }),
    );
    expect(await status(cookie)).toMatchObject({
      isSubscribed: true,
      subscriptionEnd: new Date(newerEnd * 1000).toISOString(),
    });
  });

  it('does not revive a canceled subscription with an update from the same second', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'hook');
    const stripe = ids();
    const at = nowSeconds() - 10;
    await sendWebhook(t.app, subscriptionEvent('deleted', at, { ...stripe, userId: id }));
    await sendWebhook(
      t.app,
      subscriptionEvent('updated', at, { ...stripe, userId: id, status: 'active' }),
    );
    expect(await status(cookie)).toEqual(FREE_SUBSCRIPTION_STATUS);
  });

  it("does not let an old subscription's end revoke the current one", async () => {
    const { cookie, id } = await newUserWithId(t.app, 'hook');
    const customer = ids().customer;
    const base = nowSeconds() - 1000;
    await sendWebhook(
      t.app,
      subscriptionEvent('created', base, { subscriptionId: 'sub_old_1', customer, userId: id }),
    );
    await sendWebhook(
      t.app,
      subscriptionEvent('created', base + 100, {
        subscriptionId: 'sub_new_1',
        customer,
        userId: id,
      }),
    );
    await sendWebhook(
      t.app,
      subscriptionEvent('deleted', base + 200, {
        subscriptionId: 'sub_old_1',
        customer,
        userId: id,
      }),
    );
    expect((await status(cookie)).isSubscribed).toBe(true);
    expect(await subscriberRow(t.testDb.database, id)).toMatchObject({
      stripe_subscription_id: 'sub_new_1',
    });
  });

  it('maps every status: active and trialing are paid; canceled, unpaid, incomplete, incomplete_expired and paused are free', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'hook');
    const stripe = ids();
    let at = nowSeconds() - 5000;
    for (const [subscriptionStatus, isPaid] of [
      ['trialing', true],
      ['unpaid', false],
      ['active', true],
      ['incomplete', false],
      ['active', true],
      ['paused', false],
      ['active', true],
      ['incomplete_expired', false],
    ] as const) {
      at += 10;
      // A terminal status ends this subscription id for good, so the last case uses it last.
      await sendWebhook(
        t.app,
        subscriptionEvent('updated', at, { ...stripe, userId: id, status: subscriptionStatus }),
      );
      expect((await status(cookie)).isSubscribed, subscriptionStatus).toBe(isPaid);
    }
  });
});

describe('other events', () => {
  it('checkout.session.completed links the customer and subscription ids without granting', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'hook');
    const stripe = ids();
    const completed = otherEvent('checkout.session.completed', nowSeconds(), {
      id: 'cs_test_1',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: id,
      customer: stripe.customer,
      subscription: stripe.subscriptionId,
    });
    expect((await sendWebhook(t.app, completed)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await subscriberRow(t.testDb.database, id)).toMatchObject({
      stripe_customer_id: stripe.customer,
      stripe_subscription_id: stripe.subscriptionId,
      subscribed: false,
    });
    expect(await status(cookie)).toEqual(FREE_SUBSCRIPTION_STATUS);
    // A subscription event with no metadata finds the user by the linked customer.
    await sendWebhook(
      t.app,
      subscriptionEvent('created', nowSeconds(), { ...stripe, userId: null }),
    );
    expect((await status(cookie)).isSubscribed).toBe(true);
  });

  it('invoice.payment_failed marks past_due and keeps the plan until the period ends', async () => {
    const { cookie, id } = await newUserWithId(t.app, 'hook');
    const stripe = ids();
    const base = nowSeconds() - 100;
    await sendWebhook(
      t.app,
      subscriptionEvent('created', base, { ...stripe, userId: id, periodEnd: base + 30 * DAY }),
    );
    const failed = otherEvent('invoice.payment_failed', base + 10, {
      id: 'in_1',
      object: 'invoice',
      customer: stripe.customer,
      parent: { subscription_details: { subscription: stripe.subscriptionId } },
    });
    expect((await sendWebhook(t.app, failed)).statusCode).toBe(200);
    expect(await subscriberRow(t.testDb.database, id)).toMatchObject({
      status: 'past_due',
      subscribed: true,
    });
    expect((await status(cookie)).isSubscribed).toBe(true);
    // Once the period end has passed while still past_due, the plan ends.
    await t.testDb.database.db.execute(
      sql`update subscribers set subscription_end = now() - interval '1 minute' where user_id = ${id}`,
    );
    expect(await status(cookie)).toEqual(FREE_SUBSCRIPTION_STATUS);
    // A successful retry (an update back to active with a new period) restores it.
    await sendWebhook(
      t.app,
      subscriptionEvent('updated', base + 20, {
        ...stripe,
        userId: id,
        status: 'active',
        periodEnd: nowSeconds() + 30 * DAY,
      }),
    );
    expect((await status(cookie)).isSubscribed).toBe(true);
  });

  it('answers 200 without effect for unknown users, unreadable objects and unhandled types', async () => {
    const unknownUser = subscriptionEvent('created', nowSeconds(), {
      subscriptionId: 'sub_nobody',
      customer: 'cus_nobody',
      userId: 'no-such-user',
    });
    expect((await sendWebhook(t.app, unknownUser)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(
      await tableRows(
        t.testDb.database,
        sql`select * from subscribers where stripe_subscription_id = 'sub_nobody'`,
      ),
    ).toEqual([]);
    const unreadable = otherEvent('customer.subscription.updated', nowSeconds(), {
      object: 'subscription',
    });
    expect((await sendWebhook(t.app, unreadable)).statusCode).toBe(200);
    const unhandled = otherEvent('invoice.paid', nowSeconds(), { id: 'in_2' });
    expect((await sendWebhook(t.app, unhandled)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await eventRows(unhandled.id)).toEqual([]);
  });

  it('refuses a signed body that is not an event envelope with 400', async () => {
    const response = await sendWebhook(t.app, {
      id: 'evt_bad',
      object: 'event',
      type: 'customer.subscription.created',
    });
    expect(response.statusCode).toBe(400);
  });
});
