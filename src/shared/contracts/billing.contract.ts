/**
 * Billing (the derived subscription status, Stripe checkout and the Stripe portal, and
 * their error messages): the subscription status, checkout, portal and webhook shapes.
 */
import { z } from 'zod';
import {
  BILLING_ERROR_CODES,
  BILLING_MESSAGES,
  FREE_SUBSCRIPTION_STATUS,
} from '../domain/billing-messages';
import { PRICE_LOOKUP_KEYS } from '../domain/plans';

export { BILLING_ERROR_CODES, BILLING_MESSAGES, FREE_SUBSCRIPTION_STATUS };

/** GET /api/subscription: the derived subscription status, without the client's loading/error. */
export const subscriptionStatusSchema = z.object({
  isSubscribed: z.boolean(),
  /** subscription_tier: 'free', or the paid plan ('wellness_plus', 'health_pro'). */
  tier: z.string(),
  simplifiedTier: z.enum(['paid', 'free']),
  trialEnd: z.null(),
  /** ISO time the paid period ends (renewal date); null on the free plan. */
  subscriptionEnd: z.string().nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

const redirectUrl = z
  .string({ error: 'A return address is required' })
  .trim()
  .min(1, 'A return address is required')
  .max(2048);

/** POST /api/billing/checkout. Strict: the buyer is the session's user, never a body field. */
export const checkoutRequestSchema = z.strictObject(
  {
    lookup_key: z.enum(PRICE_LOOKUP_KEYS, { error: BILLING_MESSAGES.unknownLookupKey }),
    success_url: redirectUrl,
    cancel_url: redirectUrl,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? BILLING_MESSAGES.unexpectedField(issue.keys) : undefined,
  },
);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Checkout and portal answer where the browser goes next. */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

export const webhookAckSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** 403 from a paid endpoint for a caller whose plan does not include the feature. */
export const planRequiredErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  requiredPlan: z.string(),
  feature: z.string(),
});
export type PlanRequiredError = z.infer<typeof planRequiredErrorSchema>;
