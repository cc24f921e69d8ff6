/**
 * `applyBillingEvent`'s effects (ADR 007): each handled event type, applied in the transaction that
 * records the event, so a second delivery finds the record and changes nothing.
 */
import {
  checkoutSessionObjectSchema,
  entitlementFrom,
  invoiceObjectSchema,
  invoiceSubscriptionId,
  isHandledEventType,
  shouldApplySubscriptionEvent,
  subscriptionObjectSchema,
  type BillingEvent,
} from './subscription-events';
import type { ApplyResult, BillingContext } from './billing-context';
import type { BillingQueries } from './billing.repository';

async function applySubscriptionEvent(
  ctx: BillingContext,
  tx: BillingQueries,
  event: BillingEvent,
  created: Date,
): Promise<boolean> {
  const parsed = subscriptionObjectSchema.safeParse(event.data.object);
  if (!parsed.success) {
    ctx.log.warn(
      { eventId: event.id, type: event.type },
      'billing event without a readable subscription',
    );
    return false;
  }
  const subscription = parsed.data;
  const metadataUserId = subscription.metadata?.user_id;
  let userId = metadataUserId && (await tx.userExists(metadataUserId)) ? metadataUserId : null;
  if (!userId && subscription.customer)
    userId = await tx.findUserIdByCustomerId(subscription.customer);
  userId ??= await tx.findUserIdBySubscriptionId(subscription.id);
  if (!userId) {
    ctx.log.warn({ eventId: event.id, type: event.type }, 'billing event for no known user');
    return false;
  }
  await tx.insertSubscriberIfMissing(userId);
  const stored = await tx.findSubscriber(userId, { lock: true });
  const entitlement = entitlementFrom(subscription, event.type === 'customer.subscription.deleted');
  if (
    !shouldApplySubscriptionEvent(stored, {
      created,
      subscriptionId: subscription.id,
      entitlement,
    })
  )
    return false;
  const customerId = await linkableCustomer(ctx, tx, userId, subscription.customer);
  await tx.updateSubscriber(userId, {
    ...entitlement,
    stripe_subscription_id: subscription.id,
    ...(customerId ? { stripe_customer_id: customerId } : {}),
    last_event_created: created,
    updated_at: ctx.now(),
  });
  return true;
}

/** The customer id to store for this user, unless another user already holds it. */
async function linkableCustomer(
  ctx: BillingContext,
  tx: BillingQueries,
  userId: string,
  customerId: string | null,
): Promise<string | null> {
  if (!customerId) return null;
  const holder = await tx.findUserIdByCustomerId(customerId);
  if (holder && holder !== userId) {
    ctx.log.warn({ userId }, 'billing customer already linked to another user; not relinked');
    return null;
  }
  return customerId;
}

/** checkout.session.completed carries only ids: link them; the subscription events grant. */
async function applyCheckoutCompleted(
  ctx: BillingContext,
  tx: BillingQueries,
  event: BillingEvent,
): Promise<boolean> {
  const parsed = checkoutSessionObjectSchema.safeParse(event.data.object);
  if (!parsed.success || parsed.data.mode !== 'subscription') return false;
  const session = parsed.data;
  const userId = session.client_reference_id;
  if (!userId || !(await tx.userExists(userId))) {
    ctx.log.warn({ eventId: event.id }, 'checkout completed for no known user');
    return false;
  }
  await tx.insertSubscriberIfMissing(userId);
  const stored = await tx.findSubscriber(userId, { lock: true });
  const customerId = await linkableCustomer(ctx, tx, userId, session.customer);
  // While a plan is paid its subscription stays the one on record; otherwise the new one takes
  // its place, and the old status goes with it so it cannot block the new subscription's events.
  const linkSubscription =
    session.subscription &&
    !stored?.subscribed &&
    stored?.stripe_subscription_id !== session.subscription;
  if (!customerId && !linkSubscription) return false;
  await tx.updateSubscriber(userId, {
    ...(customerId ? { stripe_customer_id: customerId } : {}),
    ...(linkSubscription && session.subscription
      ? { stripe_subscription_id: session.subscription, status: null }
      : {}),
    updated_at: ctx.now(),
  });
  return true;
}

/** A failed renewal marks the subscription past_due; the plan stays until the period ends. */
async function applyPaymentFailed(
  ctx: BillingContext,
  tx: BillingQueries,
  event: BillingEvent,
  created: Date,
): Promise<boolean> {
  const parsed = invoiceObjectSchema.safeParse(event.data.object);
  if (!parsed.success) return false;
  const subscriptionId = invoiceSubscriptionId(parsed.data);
  const userId =
    (parsed.data.customer ? await tx.findUserIdByCustomerId(parsed.data.customer) : null) ??
    (subscriptionId ? await tx.findUserIdBySubscriptionId(subscriptionId) : null);
  if (!userId) return false;
  const stored = await tx.findSubscriber(userId, { lock: true });
  if (!stored?.subscribed) return false;
  if (stored.last_event_created && created < stored.last_event_created) return false;
  if (
    subscriptionId &&
    stored.stripe_subscription_id &&
    subscriptionId !== stored.stripe_subscription_id
  )
    return false;
  await tx.updateSubscriber(userId, {
    status: 'past_due',
    last_event_created: created,
    updated_at: ctx.now(),
  });
  return true;
}

/** Records the event and applies its effect in `tx`; a second delivery finds the record and stops. */
export async function applyInTransaction(
  ctx: BillingContext,
  tx: BillingQueries,
  event: BillingEvent,
): Promise<ApplyResult> {
  if (!isHandledEventType(event.type)) return { duplicate: false, applied: false };
  const created = new Date(event.created * 1000);
  const isFirstDelivery = await tx.recordEvent({ event_id: event.id, type: event.type, created });
  if (!isFirstDelivery) return { duplicate: true, applied: false };
  switch (event.type) {
    case 'checkout.session.completed':
      return { duplicate: false, applied: await applyCheckoutCompleted(ctx, tx, event) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { duplicate: false, applied: await applySubscriptionEvent(ctx, tx, event, created) };
    case 'invoice.payment_failed':
      return { duplicate: false, applied: await applyPaymentFailed(ctx, tx, event, created) };
  }
}
