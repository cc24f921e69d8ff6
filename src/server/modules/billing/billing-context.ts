/** What every part of the billing service shares: the repository, the options, the log and the clock. */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  FREE_SUBSCRIPTION_STATUS,
  type SubscriptionStatus,
} from '#shared/contracts/billing.contract';
import { isPaidSubscription } from '#shared/domain/plan-access';
import type { BillingCycle } from '#shared/domain/plans';
import type { Actor } from '#server/plugins/actor';
import type { BillingRepository, SubscriberRow } from './billing.repository';
import type { PaymentProvider } from './stripe-client';

/** What billing needs of the caller: whose plan, and the email a new customer is made with. */
export type BillingActor = Pick<Actor, 'id' | 'email'>;

export interface BillingServiceOptions {
  /** Public origin: relative return paths are made absolute on it for the provider. */
  appUrl: string;
  /** Origins a success or cancel URL may point at (the redirect allow-list). */
  allowedOrigins: readonly string[];
  isDemoCheckoutEnabled: boolean;
  /** The Stripe client when STRIPE_SECRET_KEY is set, made (and the SDK imported) on first use. */
  provider: (() => Promise<PaymentProvider>) | null;
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

export const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
export const demoId = (kind: string) =>
  `${DEMO_ID_PREFIX}${kind}_${randomBytes(12).toString('hex')}`;

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

export interface BillingContext {
  repository: BillingRepository;
  options: BillingServiceOptions;
  log: BillingServiceOptions['log'];
  now: () => Date;
}
