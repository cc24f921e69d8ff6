/**
 * Billing's error codes, messages and the free plan's subscription status. Without zod, apart from
 * the billing contract (which re-exports them), so every signed-in page's plan lookup and a page
 * that starts a checkout do not load the contract's schemas, and zod, at start (ADR 181).
 */
export const BILLING_ERROR_CODES = {
  providerNotConfigured: 'PROVIDER_NOT_CONFIGURED',
  modeMismatch: 'MODE_MISMATCH',
  checkoutFailed: 'CHECKOUT_FAILED',
  portalFailed: 'PORTAL_FAILED',
  invalidRedirect: 'INVALID_REDIRECT',
  planNotAvailable: 'PLAN_NOT_AVAILABLE',
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  noBillingAccount: 'NO_BILLING_ACCOUNT',
  invalidSignature: 'INVALID_SIGNATURE',
  planRequired: 'PLAN_REQUIRED',
} as const;

export const BILLING_MESSAGES = {
  signInToSubscribe: 'Please sign in to subscribe',
  signInToManage: 'Please sign in to manage subscription',
  providerNotConfigured: 'Payment system not configured. Please contact support.',
  modeMismatch: 'Configuration error. Please contact support.',
  checkoutFailed: 'Failed to create checkout session',
  portalFailed: 'Failed to open customer portal',
  statusFailed: 'Failed to fetch subscription status',
  unknownLookupKey: 'Unknown plan price. Please choose a plan on the pricing page.',
  planNotAvailable: 'This plan is not available yet.',
  alreadySubscribed:
    'You already have an active subscription. Manage it from your subscription page.',
  noBillingAccount: 'There is no subscription to manage yet. Choose a plan on the pricing page.',
  invalidSignature: 'Invalid webhook signature',
  redirectNotAllowed: (field: 'success_url' | 'cancel_url') =>
    `${field} must be a page on this site, such as /subscription-success`,
  unexpectedField: (keys: readonly PropertyKey[]) =>
    `Unexpected field: ${keys.map(String).join(', ')}`,
} as const;

/** The status of someone on the free plan (also what a failed lookup means). */
export const FREE_SUBSCRIPTION_STATUS = {
  isSubscribed: false,
  tier: 'free',
  simplifiedTier: 'free',
  trialEnd: null,
  subscriptionEnd: null,
} as const;
