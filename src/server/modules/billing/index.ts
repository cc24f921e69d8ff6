// billing: plan status, checkout and portal (Stripe or the demo), the signed webhook; it also serves /api/subscription, the caller's plan as the spec's subscription status, derived from billing's own records.
export { isDemoProviderId, type BillingService } from './billing.service';
export { createStripeClient, type StripeClient } from './stripe-client';
