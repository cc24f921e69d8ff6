import { describe, expect, it } from 'vitest';
import { FREE_SUBSCRIPTION_STATUS } from '#shared/contracts/billing.contract';
import { periodEndAfter, toSubscriptionStatus } from './billing.service';
import type { SubscriberRow } from './billing.repository';
import {
  entitlementFrom,
  invoiceSubscriptionId,
  isHandledEventType,
  shouldApplySubscriptionEvent,
  subscriptionObjectSchema,
  type StoredSubscription,
} from './subscription-events';

const subscription = (fields: Record<string, unknown> = {}) =>
  subscriptionObjectSchema.parse({
    id: 'sub_1',
    customer: { id: 'cus_1' },
    status: 'active',
    metadata: { user_id: 'u1' },
    items: {
      data: [{ current_period_end: 1_800_000_000, price: { lookup_key: 'wellness_plus_monthly' } }],
    },
    ...fields,
  });

describe('entitlement from a subscription object', () => {
  it('grants the plan of the price lookup key until the period end', () => {
    expect(entitlementFrom(subscription(), false)).toEqual({
      subscribed: true,
      simplified_tier: 'paid',
      subscription_tier: 'wellness_plus',
      subscription_end: new Date(1_800_000_000_000),
      status: 'active',
    });
    expect(subscription().customer).toBe('cus_1');
  });
  it('reads the period end from the subscription when the item has none', () => {
    const sub = subscription({
      current_period_end: 1_700_000_000,
      items: { data: [{ price: { lookup_key: 'health_pro_yearly' } }] },
    });
    expect(entitlementFrom(sub, false)).toMatchObject({
      subscription_end: new Date(1_700_000_000_000),
      subscription_tier: 'health_pro',
    });
    expect(entitlementFrom(subscription({ items: null }), false)).toMatchObject({
      subscription_end: null,
      subscription_tier: 'wellness_plus',
    });
  });
  it('maps statuses: active, trialing and past_due keep the plan; the rest are free', () => {
    for (const status of ['active', 'trialing', 'past_due'])
      expect(entitlementFrom(subscription({ status }), false).subscribed).toBe(true);
    for (const status of [
      'canceled',
      'unpaid',
      'incomplete',
      'incomplete_expired',
      'paused',
      'something_new',
    ]) {
      expect(entitlementFrom(subscription({ status }), false)).toMatchObject({
        subscribed: false,
        simplified_tier: 'free',
        subscription_tier: 'free',
        status,
      });
    }
  });
  it('treats a deleted event as canceled whatever the status says', () => {
    expect(entitlementFrom(subscription({ status: 'active' }), true)).toMatchObject({
      subscribed: false,
      status: 'canceled',
    });
  });
});

describe('ordering rules', () => {
  const at = (seconds: number) => new Date(seconds * 1000);
  const stored = (fields: Partial<StoredSubscription> = {}): StoredSubscription => ({
    subscribed: true,
    stripe_subscription_id: 'sub_1',
    status: 'active',
    last_event_created: at(100),
    ...fields,
  });
  const incoming = (created: number, status: string, subscriptionId = 'sub_1') => ({
    created: at(created),
    subscriptionId,
    entitlement: entitlementFrom(
      subscription({ id: subscriptionId, status }),
      status === 'canceled',
    ),
  });

  it('applies to a user with no row, and newer or same-second events', () => {
    expect(shouldApplySubscriptionEvent(null, incoming(1, 'active'))).toBe(true);
    expect(shouldApplySubscriptionEvent(stored(), incoming(101, 'canceled'))).toBe(true);
    expect(shouldApplySubscriptionEvent(stored(), incoming(100, 'past_due'))).toBe(true);
  });
  it('ignores older events', () => {
    expect(shouldApplySubscriptionEvent(stored(), incoming(99, 'canceled'))).toBe(false);
  });
  it('never revives a subscription in a terminal status', () => {
    const canceled = stored({ subscribed: false, status: 'canceled' });
    expect(shouldApplySubscriptionEvent(canceled, incoming(100, 'active'))).toBe(false);
    expect(shouldApplySubscriptionEvent(canceled, incoming(100, 'active', 'sub_2'))).toBe(true);
  });
  it("does not let another subscription's end revoke the paid one", () => {
    expect(shouldApplySubscriptionEvent(stored(), incoming(200, 'canceled', 'sub_old'))).toBe(
      false,
    );
    expect(shouldApplySubscriptionEvent(stored(), incoming(200, 'active', 'sub_new'))).toBe(true);
    expect(
      shouldApplySubscriptionEvent(
        stored({ subscribed: false, status: null }),
        incoming(200, 'canceled', 'sub_old'),
      ),
    ).toBe(true);
  });
});

describe('events and invoices', () => {
  it('knows which types it handles', () => {
    expect(isHandledEventType('customer.subscription.deleted')).toBe(true);
    expect(isHandledEventType('invoice.paid')).toBe(false);
  });
  it('finds the subscription of an invoice in both API shapes', () => {
    expect(invoiceSubscriptionId({ customer: null, subscription: 'sub_a' })).toBe('sub_a');
    expect(
      invoiceSubscriptionId({
        customer: null,
        parent: { subscription_details: { subscription: 'sub_b' } },
      }),
    ).toBe('sub_b');
    expect(invoiceSubscriptionId({ customer: null })).toBeNull();
  });
});

describe('derived status', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  const row = (fields: Partial<SubscriberRow>): SubscriberRow => ({
    id: 'r',
    user_id: 'u',
    subscribed: true,
    simplified_tier: 'paid',
    subscription_tier: 'wellness_plus',
    subscription_end: new Date('2026-04-15T12:00:00Z'),
    stripe_customer_id: null,
    stripe_subscription_id: null,
    status: 'active',
    last_event_created: null,
    created_at: now,
    updated_at: now,
    ...fields,
  });

  it('is free without a row and paid with subscribed + paid', () => {
    expect(toSubscriptionStatus(null, now)).toEqual(FREE_SUBSCRIPTION_STATUS);
    expect(toSubscriptionStatus(row({}), now)).toEqual({
      isSubscribed: true,
      tier: 'wellness_plus',
      simplifiedTier: 'paid',
      trialEnd: null,
      subscriptionEnd: '2026-04-15T12:00:00.000Z',
    });
  });
  it('keeps past_due paid until the period end, then free', () => {
    expect(toSubscriptionStatus(row({ status: 'past_due' }), now).isSubscribed).toBe(true);
    expect(
      toSubscriptionStatus(
        row({ status: 'past_due', subscription_end: new Date('2026-03-15T11:59:59Z') }),
        now,
      ),
    ).toEqual(FREE_SUBSCRIPTION_STATUS);
  });
  it('adds a calendar month or a year', () => {
    expect(periodEndAfter(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(periodEndAfter(new Date('2028-02-29T10:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    );
    expect(periodEndAfter(new Date('2026-12-15T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-01-15T10:00:00.000Z',
    );
    expect(periodEndAfter(new Date('2026-03-15T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-04-15T10:00:00.000Z',
    );
    expect(periodEndAfter(new Date('2026-03-15T10:00:00Z'), 'yearly').toISOString()).toBe(
      '2027-03-15T10:00:00.000Z',
    );
  });
});
