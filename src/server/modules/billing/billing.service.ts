/**
 * Billing rules: the derived subscription status, checkout and portal (Stripe, or the demo
 * provider), and `applyBillingEvent`, the one function that changes a plan. The webhook calls it
 * with verified Stripe events; the demo checkout and demo portal call it with Stripe-shaped events
 * they build, so both paths grant and revoke the same way.
 *
 * One file per part (ADR 107): checkout and the portal (billing-checkout.ts), the events that
 * change a plan (billing-events.ts) and the demo provider (billing-demo.ts), sharing one context
 * (billing-context.ts).
 */
import {
  FREE_SUBSCRIPTION_STATUS,
  type SubscriptionStatus,
} from '#shared/contracts/billing.contract';
import type { Actor } from '#server/plugins/actor';
import { openPortal, startCheckout } from './billing-checkout';
import {
  toSubscriptionStatus,
  type ApplyResult,
  type BillingActor,
  type BillingContext,
  type BillingServiceOptions,
} from './billing-context';
import {
  cancelDemoCheckout,
  cancelDemoSubscription,
  confirmDemoCheckout,
  getDemoCheckout,
  getDemoPortal,
} from './billing-demo';
import { applyInTransaction } from './billing-events';
import type { BillingRepository } from './billing.repository';
import { billingEventSchema } from './subscription-events';

export {
  DEMO_CHECKOUT_PATH,
  DEMO_PORTAL_PATH,
  PORTAL_RETURN_PATH,
  isDemoProviderId,
  periodEndAfter,
  toSubscriptionStatus,
} from './billing-context';
export type { ApplyResult, BillingActor, BillingServiceOptions } from './billing-context';

export function createBillingService(
  repository: BillingRepository,
  options: BillingServiceOptions,
) {
  const ctx: BillingContext = {
    repository,
    options,
    log: options.log,
    now: options.now ?? (() => new Date()),
  };
  const { log } = ctx;

  async function readStatus(userId: string): Promise<SubscriptionStatus> {
    return toSubscriptionStatus(await repository.findSubscriber(userId), ctx.now());
  }

  return {
    /**
     * GET /api/subscription, and the plan other modules show the caller (the profile's system
     * check): a missing row or any error reads as free.
     */
    async getStatus(actor: Pick<Actor, 'id'>): Promise<SubscriptionStatus> {
      try {
        return await readStatus(actor.id);
      } catch (error) {
        log.warn({ err: error }, 'subscription lookup failed; answering free');
        return FREE_SUBSCRIPTION_STATUS;
      }
    },

    startCheckout: (actor: BillingActor, input: unknown) => startCheckout(ctx, actor, input),
    openPortal: (actor: BillingActor) => openPortal(ctx, actor),

    /**
     * The one entry point that changes a plan. Idempotent on the event id, recorded in the same
     * transaction as the effect; stale events are recorded and ignored.
     */
    async applyBillingEvent(input: unknown): Promise<ApplyResult> {
      const event = billingEventSchema.parse(input);
      return repository.transaction((tx) => applyInTransaction(ctx, tx, event));
    },

    // The demo provider
    getDemoCheckout: (actor: Pick<Actor, 'id'>, sessionId: string) =>
      getDemoCheckout(ctx, actor, sessionId),
    confirmDemoCheckout: (actor: Pick<Actor, 'id'>, sessionId: string) =>
      confirmDemoCheckout(ctx, actor, sessionId),
    cancelDemoCheckout: (actor: Pick<Actor, 'id'>, sessionId: string) =>
      cancelDemoCheckout(ctx, actor, sessionId),
    getDemoPortal: (actor: Pick<Actor, 'id'>) => getDemoPortal(ctx, actor),
    cancelDemoSubscription: (actor: Pick<Actor, 'id'>) => cancelDemoSubscription(ctx, actor),

    /**
     * Whether a user's plan is paid right now; errors read as free. By user id, not the actor: the
     * actor gate asks this to build the actor (its `plan`), and the reminder scheduler and the
     * interaction checker's detail level ask it for users they know only by id.
     */
    async isPaid(userId: string): Promise<boolean> {
      try {
        return (await readStatus(userId)).isSubscribed;
      } catch (error) {
        log.warn({ err: error }, 'subscription lookup failed; treating as free');
        return false;
      }
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
