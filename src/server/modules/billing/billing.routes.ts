import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  BILLING_MESSAGES,
  billingRedirectSchema,
  checkoutRequestSchema,
  subscriptionStatusSchema,
} from '#shared/contracts/billing.contract';
import type { BillingService } from './billing.service';
import { memberRoutes } from '#server/lib/member-routes';

const providerErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * The caller's plan, checkout and customer portal. Every route needs a session; checkout and
 * portal answer 401 with their own sentence.
 */
export function billingRoutes({ service }: { service: BillingService }): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
      '/api/subscription',
      {
        config: { access: 'user' },
        schema: {
          tags: ['billing'],
          summary:
            "The caller's plan (the derived subscription status); no record or an error reads as free",
          response: { 200: subscriptionStatusSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => service.getStatus(actor),
    );

    member.post(
      '/api/billing/checkout',
      {
        // A visitor gets 401 before the body is parsed.
        config: { access: 'user', signInMessage: BILLING_MESSAGES.signInToSubscribe },
        schema: {
          tags: ['billing'],
          summary:
            'Start a subscription checkout for a price lookup key; answers the URL to send the browser to (Stripe Checkout, or the demo checkout when no payment provider is configured)',
          body: checkoutRequestSchema,
          response: { 200: billingRedirectSchema, ...providerErrors },
        },
      },
      async (actor, request) => service.startCheckout(actor, request.body),
    );

    member.post(
      '/api/billing/portal',
      {
        config: { access: 'user', signInMessage: BILLING_MESSAGES.signInToManage },
        schema: {
          tags: ['billing'],
          summary:
            "Open the customer portal for the caller's subscription; answers the URL to send the browser to",
          response: { 200: billingRedirectSchema, ...providerErrors },
        },
      },
      async (actor) => service.openPortal(actor),
    );
  };
}
