/**
 * Reading provider events (Stripe's shapes) into entitlements, without calling the provider back:
 * everything needed to grant or revoke is in the event's own subscription object. Pure functions,
 * shared by the webhook and the demo checkout.
 */
import { z } from 'zod';
import { planForLookupKey, PAID_PLAN_ID } from '#shared/domain/plans';

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
] as const;
export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

export function isHandledEventType(type: string): type is HandledEventType {
  return (HANDLED_EVENT_TYPES as readonly string[]).includes(type);
}

/** The envelope every event has; `created` is Unix seconds. */
export const billingEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type BillingEvent = z.infer<typeof billingEventSchema>;

// Expandable fields arrive as an id or as the expanded object.
const expandableId = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id));

const metadataSchema = z.record(z.string(), z.string()).nullish();

export const subscriptionObjectSchema = z.object({
  id: z.string().min(1),
  customer: expandableId,
  status: z.string(),
  metadata: metadataSchema,
  // Older API versions put the period on the subscription, newer ones on each item.
  current_period_end: z.number().nullish(),
  items: z
    .object({
      data: z.array(
        z.object({
          current_period_end: z.number().nullish(),
          price: z.object({ lookup_key: z.string().nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
});
export type SubscriptionObject = z.infer<typeof subscriptionObjectSchema>;

export const checkoutSessionObjectSchema = z.object({
  id: z.string(),
  mode: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: expandableId,
  subscription: expandableId,
});

export const invoiceObjectSchema = z.object({
  customer: expandableId,
  subscription: expandableId.optional(),
  parent: z
    .object({ subscription_details: z.object({ subscription: expandableId }).nullish() })
    .nullish(),
});

/** Statuses that keep the plan. past_due keeps it until the period ends (ADR 007). */
const PAID_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** Statuses Stripe never leaves: a later-looking event cannot revive such a subscription. */
const TERMINAL_STATUSES = new Set(['canceled', 'incomplete_expired']);

export function isTerminalStatus(status: string | null | undefined): boolean {
  return status != null && TERMINAL_STATUSES.has(status);
}

export interface Entitlement {
  subscribed: boolean;
  simplified_tier: 'paid' | 'free';
  subscription_tier: string;
  subscription_end: Date | null;
  status: string;
}

export function periodEnd(subscription: SubscriptionObject): Date | null {
  const seconds =
    subscription.current_period_end ?? subscription.items?.data[0]?.current_period_end;
  return seconds == null ? null : new Date(seconds * 1000);
}

/** What a subscription object grants: its status, its price's lookup key and its period end. */
export function entitlementFrom(subscription: SubscriptionObject, isDeleted: boolean): Entitlement {
  const status = isDeleted ? 'canceled' : subscription.status;
  const isPaid = PAID_STATUSES.has(status);
  // A paid price without a known lookup key is the plan on sale.
  const plan = planForLookupKey(subscription.items?.data[0]?.price?.lookup_key) ?? PAID_PLAN_ID;
  return {
    subscribed: isPaid,
    simplified_tier: isPaid ? 'paid' : 'free',
    subscription_tier: isPaid ? plan : 'free',
    subscription_end: periodEnd(subscription),
    status,
  };
}

export interface StoredSubscription {
  subscribed: boolean;
  stripe_subscription_id: string | null;
  status: string | null;
  last_event_created: Date | null;
}

/**
 * Whether a subscription event still says something new (webhooks may arrive out of order):
 * - an event older than the newest one applied is stale;
 * - a subscription that reached a terminal status is not revived by an event of the same second;
 * - the end of some other subscription does not revoke the one the user is paying for now.
 */
export function shouldApplySubscriptionEvent(
  stored: StoredSubscription | null,
  incoming: { created: Date; subscriptionId: string; entitlement: Entitlement },
): boolean {
  if (!stored) return true;
  if (stored.last_event_created && incoming.created < stored.last_event_created) return false;
  const isSameSubscription = stored.stripe_subscription_id === incoming.subscriptionId;
  if (
    isSameSubscription &&
    isTerminalStatus(stored.status) &&
    !isTerminalStatus(incoming.entitlement.status)
  )
    return false;
  if (
    !isSameSubscription &&
    stored.stripe_subscription_id &&
    stored.subscribed &&
    !incoming.entitlement.subscribed
  )
    return false;
  return true;
}

/** The subscription an invoice belongs to, wherever this API version puts it. */
export function invoiceSubscriptionId(invoice: z.infer<typeof invoiceObjectSchema>): string | null {
  return invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;
}
