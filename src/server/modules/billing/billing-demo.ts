/** The demo provider (no Stripe key, outside production): its checkout and portal grant and revoke through the webhook's own code. */
import { parseLookupKey, type PriceLookupKey } from '#shared/domain/plans';
import { isUuid } from '#shared/contracts/common.contract';
import type { Actor } from '#server/plugins/actor';
import {
  DEMO_SESSION_LIFETIME_MS,
  demoId,
  isDemoProviderId,
  periodEndAfter,
  toSeconds,
  toSubscriptionStatus,
  type BillingContext,
} from './billing-context';
import { applyInTransaction } from './billing-events';
import type { DemoCheckoutSessionRow } from './billing.repository';
import type { BillingEvent } from './subscription-events';

/** A Stripe-shaped subscription event for the demo provider. */
function demoSubscriptionEvent(
  ctx: BillingContext,
  type: 'customer.subscription.created' | 'customer.subscription.deleted',
  subscription: {
    id: string;
    customer: string;
    status: string;
    userId: string;
    lookupKey: PriceLookupKey | null;
    periodEnd: Date | null;
  },
): BillingEvent {
  const at = ctx.now();
  return {
    id: `evt_${demoId('event')}`,
    type,
    created: toSeconds(at),
    data: {
      object: {
        id: subscription.id,
        object: 'subscription',
        customer: subscription.customer,
        status: subscription.status,
        livemode: false,
        metadata: { user_id: subscription.userId },
        items: {
          object: 'list',
          data: [
            {
              object: 'subscription_item',
              current_period_start: toSeconds(at),
              current_period_end: subscription.periodEnd ? toSeconds(subscription.periodEnd) : null,
              price: { object: 'price', lookup_key: subscription.lookupKey },
            },
          ],
        },
      },
    },
  };
}

function demoSessionState(
  ctx: BillingContext,
  session: DemoCheckoutSessionRow,
): 'open' | 'completed' | 'expired' {
  if (session.completed_at) return 'completed';
  return ctx.now().getTime() - session.created_at.getTime() > DEMO_SESSION_LIFETIME_MS
    ? 'expired'
    : 'open';
}

/** The caller's open demo checkout session, or why it cannot be used; null when not theirs. */
export async function getDemoCheckout(
  ctx: BillingContext,
  actor: Pick<Actor, 'id'>,
  sessionId: string,
) {
  if (!isUuid(sessionId)) return null;
  const session = await ctx.repository.findDemoSession(actor.id, sessionId);
  if (!session) return null;
  const key = parseLookupKey(session.lookup_key);
  if (!key) return null;
  return { session, state: demoSessionState(ctx, session), plan: key.plan, cycle: key.cycle };
}

/**
 * Completes the caller's demo checkout: grants the plan through the webhook's own code path, in
 * the same transaction that marks the session completed. Returns where to send the browser.
 */
export async function confirmDemoCheckout(
  ctx: BillingContext,
  actor: Pick<Actor, 'id'>,
  sessionId: string,
): Promise<{ state: 'completed' | 'expired'; redirect: string } | null> {
  const actorUserId = actor.id;
  if (!isUuid(sessionId)) return null;
  return ctx.repository.transaction(async (tx) => {
    const session = await tx.findDemoSession(actorUserId, sessionId);
    const key = session ? parseLookupKey(session.lookup_key) : null;
    if (!session || !key) return null;
    const state = demoSessionState(ctx, session);
    if (state === 'expired') return { state, redirect: session.cancel_url };
    // A second confirm (double click, back button) goes on to success without a second grant.
    if (!(await tx.completeDemoSession(actorUserId, sessionId, ctx.now())))
      return { state: 'completed', redirect: session.success_url };
    const stored = await tx.findSubscriber(actorUserId);
    const event = demoSubscriptionEvent(ctx, 'customer.subscription.created', {
      id: demoId('sub'),
      customer: stored?.stripe_customer_id ?? demoId('cus'),
      status: 'active',
      userId: actorUserId,
      lookupKey: session.lookup_key as PriceLookupKey,
      periodEnd: periodEndAfter(ctx.now(), key.cycle),
    });
    await applyInTransaction(ctx, tx, event);
    return { state: 'completed', redirect: session.success_url };
  });
}

/** Where Cancel on the demo checkout goes; null when the session is not the caller's. */
export async function cancelDemoCheckout(
  ctx: BillingContext,
  actor: Pick<Actor, 'id'>,
  sessionId: string,
): Promise<string | null> {
  if (!isUuid(sessionId)) return null;
  return (await ctx.repository.findDemoSession(actor.id, sessionId))?.cancel_url ?? null;
}

/** What the demo portal shows: the plan, its renewal date, and whether it can cancel here. */
export async function getDemoPortal(ctx: BillingContext, actor: Pick<Actor, 'id'>) {
  const stored = await ctx.repository.findSubscriber(actor.id);
  const status = toSubscriptionStatus(stored, ctx.now());
  return {
    status,
    providerStatus: stored?.status ?? null,
    isDemoSubscription: isDemoProviderId(stored?.stripe_subscription_id),
  };
}

/** Cancels the caller's demo subscription now, as a customer.subscription.deleted event would. */
export async function cancelDemoSubscription(
  ctx: BillingContext,
  actor: Pick<Actor, 'id'>,
): Promise<boolean> {
  const stored = await ctx.repository.findSubscriber(actor.id);
  if (
    !stored?.subscribed ||
    !stored.stripe_subscription_id ||
    !isDemoProviderId(stored.stripe_subscription_id)
  )
    return false;
  const event = demoSubscriptionEvent(ctx, 'customer.subscription.deleted', {
    id: stored.stripe_subscription_id,
    customer: stored.stripe_customer_id ?? demoId('cus'),
    status: 'canceled',
    userId: actor.id,
    lookupKey: null,
    periodEnd: stored.subscription_end,
  });
  return (await ctx.repository.transaction((tx) => applyInTransaction(ctx, tx, event))).applied;
}
