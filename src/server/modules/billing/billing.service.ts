/**
 * Billing rules: the derived subscription status, checkout and portal (Stripe, or the demo
 * provider), and `applyBillingEvent`, the one function that changes a plan. The webhook calls it
 * with verified Stripe events; the demo checkout and demo portal call it with Stripe-shaped events
 * they build, so both paths grant and revoke the same way.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  BILLING_ERROR_CODES,
  BILLING_MESSAGES,
  FREE_SUBSCRIPTION_STATUS,
  checkoutRequestSchema,
  type BillingRedirect,
  type SubscriptionStatus,
} from '#shared/contracts/billing.contract';
import { isPaidSubscription } from '#shared/domain/plan-access';
import {
  isPlanAvailable,
  parseLookupKey,
  type BillingCycle,
  type PriceLookupKey,
} from '#shared/domain/plans';
import { safeRedirectTarget } from '#shared/domain/safe-redirect';
import { isUuid } from '#shared/contracts/common.contract';
import type { Actor } from '#server/plugins/actor';
import { AppError } from '#server/lib/app-error';
import type {
  BillingQueries,
  BillingRepository,
  DemoCheckoutSessionRow,
  SubscriberRow,
} from './billing.repository';
import { keyMode, type PaymentProvider } from './stripe-client';
import {
  billingEventSchema,
  checkoutSessionObjectSchema,
  entitlementFrom,
  invoiceObjectSchema,
  invoiceSubscriptionId,
  isHandledEventType,
  shouldApplySubscriptionEvent,
  subscriptionObjectSchema,
  type BillingEvent,
} from './subscription-events';

/** What billing needs of the caller: whose plan, and the email a new customer is made with. */
export type BillingActor = Pick<Actor, 'id' | 'email'>;

export interface BillingServiceOptions {
  /** Public origin: relative return paths are made absolute on it for the provider. */
  appUrl: string;
  /** Origins a success or cancel URL may point at (the redirect allow-list). */
  allowedOrigins: readonly string[];
  isDemoCheckoutEnabled: boolean;
  /** The Stripe client when STRIPE_SECRET_KEY is set. */
  provider: PaymentProvider | null;
  secretKey?: string;
  stripeMode: 'test' | 'live';
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now?: () => Date;
}

export const DEMO_CHECKOUT_PATH = '/billing/demo-checkout';
export const DEMO_PORTAL_PATH = '/billing/demo-portal';
export const PORTAL_RETURN_PATH = '/subscription';
/** Like Stripe Checkout, a demo session can be completed for a day. */
export const DEMO_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const DEMO_ID_PREFIX = 'demo_';

export interface ApplyResult {
  duplicate: boolean;
  applied: boolean;
}

/** The parts of a provider error worth logging: never its request, headers or raw body. */
function describeProviderError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const { type, code, statusCode, requestId } = error as Error & Record<string, unknown>;
  return { name: error.name, message: error.message, type, code, statusCode, requestId };
}

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const demoId = (kind: string) => `${DEMO_ID_PREFIX}${kind}_${randomBytes(12).toString('hex')}`;

export function isDemoProviderId(id: string | null | undefined): boolean {
  return id?.startsWith(DEMO_ID_PREFIX) ?? false;
}

/** One calendar month or one year after `from`, kept in the last day of a shorter month as Stripe does. */
export function periodEndAfter(from: Date, cycle: BillingCycle): Date {
  const months = cycle === 'yearly' ? 12 : 1;
  const end = new Date(from);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const daysInMonth = new Date(
    Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0),
  ).getUTCDate();
  end.setUTCDate(Math.min(from.getUTCDate(), daysInMonth));
  return end;
}

/** Paid when subscribed with tier 'paid'; past_due (ADR 007) keeps the plan to the period's end. */
export function toSubscriptionStatus(row: SubscriberRow | null, now: Date): SubscriptionStatus {
  if (!row || !isPaidSubscription(row.subscribed, row.simplified_tier))
    return FREE_SUBSCRIPTION_STATUS;
  if (row.status === 'past_due' && row.subscription_end && row.subscription_end <= now)
    return FREE_SUBSCRIPTION_STATUS;
  return {
    isSubscribed: true,
    tier: row.subscription_tier,
    simplifiedTier: 'paid',
    trialEnd: null,
    subscriptionEnd: row.subscription_end?.toISOString() ?? null,
  };
}

export function createBillingService(
  repository: BillingRepository,
  options: BillingServiceOptions,
) {
  const now = options.now ?? (() => new Date());
  const { log, provider } = options;

  async function readStatus(userId: string): Promise<SubscriptionStatus> {
    return toSubscriptionStatus(await repository.findSubscriber(userId), now());
  }

  /** A return URL the provider can use: the validated target, made absolute when it is a path. */
  function returnUrl(field: 'success_url' | 'cancel_url', value: string): string {
    const target = safeRedirectTarget(value, options.allowedOrigins);
    if (!target)
      throw new AppError(
        400,
        BILLING_ERROR_CODES.invalidRedirect,
        BILLING_MESSAGES.redirectNotAllowed(field),
      );
    return target;
  }
  const absolute = (target: string) =>
    target.startsWith('/') ? `${options.appUrl}${target}` : target;

  /** The provider client, after checking the key is of the mode this deployment expects. */
  function liveProvider(): PaymentProvider | null {
    if (!provider || !options.secretKey) return null;
    if (keyMode(options.secretKey) !== options.stripeMode) {
      log.error({ expected: options.stripeMode }, 'Stripe key mode does not match STRIPE_MODE');
      throw new AppError(503, BILLING_ERROR_CODES.modeMismatch, BILLING_MESSAGES.modeMismatch);
    }
    return provider;
  }

  const notConfigured = () =>
    new AppError(
      503,
      BILLING_ERROR_CODES.providerNotConfigured,
      BILLING_MESSAGES.providerNotConfigured,
    );

  async function applySubscriptionEvent(
    tx: BillingQueries,
    event: BillingEvent,
    created: Date,
  ): Promise<boolean> {
    const parsed = subscriptionObjectSchema.safeParse(event.data.object);
    if (!parsed.success) {
      log.warn(
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
      log.warn({ eventId: event.id, type: event.type }, 'billing event for no known user');
      return false;
    }
    await tx.insertSubscriberIfMissing(userId);
    const stored = await tx.findSubscriber(userId, { lock: true });
    const entitlement = entitlementFrom(
      subscription,
      event.type === 'customer.subscription.deleted',
    );
    if (
      !shouldApplySubscriptionEvent(stored, {
        created,
        subscriptionId: subscription.id,
        entitlement,
      })
    )
      return false;
    const customerId = await linkableCustomer(tx, userId, subscription.customer);
    await tx.updateSubscriber(userId, {
      ...entitlement,
      stripe_subscription_id: subscription.id,
      ...(customerId ? { stripe_customer_id: customerId } : {}),
      last_event_created: created,
      updated_at: now(),
    });
    return true;
  }

  /** The customer id to store for this user, unless another user already holds it. */
  async function linkableCustomer(
    tx: BillingQueries,
    userId: string,
    customerId: string | null,
  ): Promise<string | null> {
    if (!customerId) return null;
    const holder = await tx.findUserIdByCustomerId(customerId);
    if (holder && holder !== userId) {
      log.warn({ userId }, 'billing customer already linked to another user; not relinked');
      return null;
    }
    return customerId;
  }

  /** checkout.session.completed carries only ids: link them; the subscription events grant. */
  async function applyCheckoutCompleted(tx: BillingQueries, event: BillingEvent): Promise<boolean> {
    const parsed = checkoutSessionObjectSchema.safeParse(event.data.object);
    if (!parsed.success || parsed.data.mode !== 'subscription') return false;
    const session = parsed.data;
    const userId = session.client_reference_id;
    if (!userId || !(await tx.userExists(userId))) {
      log.warn({ eventId: event.id }, 'checkout completed for no known user');
      return false;
    }
    await tx.insertSubscriberIfMissing(userId);
    const stored = await tx.findSubscriber(userId, { lock: true });
    const customerId = await linkableCustomer(tx, userId, session.customer);
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
      updated_at: now(),
    });
    return true;
  }

  /** A failed renewal marks the subscription past_due; the plan stays until the period ends. */
  async function applyPaymentFailed(
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
      updated_at: now(),
    });
    return true;
  }

  /** Records the event and applies its effect in `tx`; a second delivery finds the record and stops. */
  async function applyInTransaction(tx: BillingQueries, event: BillingEvent): Promise<ApplyResult> {
    if (!isHandledEventType(event.type)) return { duplicate: false, applied: false };
    const created = new Date(event.created * 1000);
    const isFirstDelivery = await tx.recordEvent({ event_id: event.id, type: event.type, created });
    if (!isFirstDelivery) return { duplicate: true, applied: false };
    switch (event.type) {
      case 'checkout.session.completed':
        return { duplicate: false, applied: await applyCheckoutCompleted(tx, event) };
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return { duplicate: false, applied: await applySubscriptionEvent(tx, event, created) };
      case 'invoice.payment_failed':
        return { duplicate: false, applied: await applyPaymentFailed(tx, event, created) };
    }
  }

  /** A Stripe-shaped subscription event for the demo provider. */
  function demoSubscriptionEvent(
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
    const at = now();
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
                current_period_end: subscription.periodEnd
                  ? toSeconds(subscription.periodEnd)
                  : null,
                price: { object: 'price', lookup_key: subscription.lookupKey },
              },
            ],
          },
        },
      },
    };
  }

  function demoSessionState(session: DemoCheckoutSessionRow): 'open' | 'completed' | 'expired' {
    if (session.completed_at) return 'completed';
    return now().getTime() - session.created_at.getTime() > DEMO_SESSION_LIFETIME_MS
      ? 'expired'
      : 'open';
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

    /** Where the browser goes to pay for `lookup_key`: Stripe Checkout, or the demo checkout. */
    async startCheckout(actor: BillingActor, input: unknown): Promise<BillingRedirect> {
      const body = checkoutRequestSchema.parse(input);
      const parsedKey = parseLookupKey(body.lookup_key);
      if (!parsedKey || !isPlanAvailable(parsedKey.plan)) {
        throw new AppError(
          400,
          BILLING_ERROR_CODES.planNotAvailable,
          BILLING_MESSAGES.planNotAvailable,
        );
      }
      const successUrl = returnUrl('success_url', body.success_url);
      const cancelUrl = returnUrl('cancel_url', body.cancel_url);
      const stored = await repository.findSubscriber(actor.id);
      if (toSubscriptionStatus(stored, now()).isSubscribed) {
        throw new AppError(
          409,
          BILLING_ERROR_CODES.alreadySubscribed,
          BILLING_MESSAGES.alreadySubscribed,
        );
      }

      const stripe = liveProvider();
      if (stripe) {
        try {
          const prices = await stripe.prices.list({
            lookup_keys: [body.lookup_key],
            active: true,
            limit: 1,
          });
          const price = prices.data[0];
          if (!price) throw new Error(`No active price with lookup key ${body.lookup_key}`);
          const customerId =
            stored?.stripe_customer_id && !isDemoProviderId(stored.stripe_customer_id)
              ? stored.stripe_customer_id
              : null;
          const session = await stripe.checkout.sessions.create({
            mode: 'subscription',
            line_items: [{ price: price.id, quantity: 1 }],
            success_url: absolute(successUrl),
            cancel_url: absolute(cancelUrl),
            client_reference_id: actor.id,
            metadata: { user_id: actor.id },
            subscription_data: { metadata: { user_id: actor.id } },
            ...(customerId ? { customer: customerId } : { customer_email: actor.email }),
          });
          if (!session.url) throw new Error('Checkout session without a URL');
          return { url: session.url };
        } catch (error) {
          log.error({ providerError: describeProviderError(error) }, 'checkout session failed');
          throw new AppError(
            502,
            BILLING_ERROR_CODES.checkoutFailed,
            BILLING_MESSAGES.checkoutFailed,
          );
        }
      }
      if (!options.isDemoCheckoutEnabled) throw notConfigured();
      const session = await repository.insertDemoSession(actor.id, {
        lookup_key: body.lookup_key,
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      return { url: `${DEMO_CHECKOUT_PATH}?session=${session.id}` };
    },

    /** Where the caller manages their plan: Stripe's Customer Portal, or the demo portal. */
    async openPortal(actor: BillingActor): Promise<BillingRedirect> {
      const stripe = liveProvider();
      if (stripe) {
        const stored = await repository.findSubscriber(actor.id);
        const customerId = stored?.stripe_customer_id;
        if (!customerId || isDemoProviderId(customerId)) {
          throw new AppError(
            400,
            BILLING_ERROR_CODES.noBillingAccount,
            BILLING_MESSAGES.noBillingAccount,
          );
        }
        try {
          const session = await stripe.billingPortal.sessions.create({
            customer: customerId,
            return_url: absolute(PORTAL_RETURN_PATH),
          });
          return { url: session.url };
        } catch (error) {
          log.error(
            { providerError: describeProviderError(error) },
            'customer portal session failed',
          );
          throw new AppError(502, BILLING_ERROR_CODES.portalFailed, BILLING_MESSAGES.portalFailed);
        }
      }
      if (!options.isDemoCheckoutEnabled) throw notConfigured();
      return { url: DEMO_PORTAL_PATH };
    },

    /**
     * The one entry point that changes a plan. Idempotent on the event id, recorded in the same
     * transaction as the effect; stale events are recorded and ignored.
     */
    async applyBillingEvent(input: unknown): Promise<ApplyResult> {
      const event = billingEventSchema.parse(input);
      return repository.transaction((tx) => applyInTransaction(tx, event));
    },

    /** The caller's open demo checkout session, or why it cannot be used; null when not theirs. */
    async getDemoCheckout(actor: Pick<Actor, 'id'>, sessionId: string) {
      if (!isUuid(sessionId)) return null;
      const session = await repository.findDemoSession(actor.id, sessionId);
      if (!session) return null;
      const key = parseLookupKey(session.lookup_key);
      if (!key) return null;
      return { session, state: demoSessionState(session), plan: key.plan, cycle: key.cycle };
    },

    /**
     * Completes the caller's demo checkout: grants the plan through the webhook's own code path, in
     * the same transaction that marks the session completed. Returns where to send the browser.
     */
    async confirmDemoCheckout(
      actor: Pick<Actor, 'id'>,
      sessionId: string,
    ): Promise<{ state: 'completed' | 'expired'; redirect: string } | null> {
      const actorUserId = actor.id;
      if (!isUuid(sessionId)) return null;
      return repository.transaction(async (tx) => {
        const session = await tx.findDemoSession(actorUserId, sessionId);
        const key = session ? parseLookupKey(session.lookup_key) : null;
        if (!session || !key) return null;
        const state = demoSessionState(session);
        if (state === 'expired') return { state, redirect: session.cancel_url };
        // A second confirm (double click, back button) goes on to success without a second grant.
        if (!(await tx.completeDemoSession(actorUserId, sessionId, now())))
          return { state: 'completed', redirect: session.success_url };
        const stored = await tx.findSubscriber(actorUserId);
        const event = demoSubscriptionEvent('customer.subscription.created', {
          id: demoId('sub'),
          customer: stored?.stripe_customer_id ?? demoId('cus'),
          status: 'active',
          userId: actorUserId,
          lookupKey: session.lookup_key as PriceLookupKey,
          periodEnd: periodEndAfter(now(), key.cycle),
        });
        await applyInTransaction(tx, event);
        return { state: 'completed', redirect: session.success_url };
      });
    },

    /** Where Cancel on the demo checkout goes; null when the session is not the caller's. */
    async cancelDemoCheckout(actor: Pick<Actor, 'id'>, sessionId: string): Promise<string | null> {
      if (!isUuid(sessionId)) return null;
      return (await repository.findDemoSession(actor.id, sessionId))?.cancel_url ?? null;
    },

    /** What the demo portal shows: the plan, its renewal date, and whether it can cancel here. */
    async getDemoPortal(actor: Pick<Actor, 'id'>) {
      const stored = await repository.findSubscriber(actor.id);
      const status = toSubscriptionStatus(stored, now());
      return {
        status,
        providerStatus: stored?.status ?? null,
        isDemoSubscription: isDemoProviderId(stored?.stripe_subscription_id),
      };
    },

    /** Cancels the caller's demo subscription now, as a customer.subscription.deleted event would. */
    async cancelDemoSubscription(actor: Pick<Actor, 'id'>): Promise<boolean> {
      const stored = await repository.findSubscriber(actor.id);
      if (
        !stored?.subscribed ||
        !stored.stripe_subscription_id ||
        !isDemoProviderId(stored.stripe_subscription_id)
      )
        return false;
      const event = demoSubscriptionEvent('customer.subscription.deleted', {
        id: stored.stripe_subscription_id,
        customer: stored.stripe_customer_id ?? demoId('cus'),
        status: 'canceled',
        userId: actor.id,
        lookupKey: null,
        periodEnd: stored.subscription_end,
      });
      return (await repository.transaction((tx) => applyInTransaction(tx, event))).applied;
    },

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
