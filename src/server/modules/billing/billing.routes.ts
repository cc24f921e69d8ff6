import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  BILLING_MESSAGES,
  billingRedirectSchema,
  checkoutRequestSchema,
  subscriptionStatusSchema,
} from '#shared/contracts/billing.contract';
import { actorId, type SessionReader } from '#server/plugins/session';
import type { BillingActor, BillingService } from './billing.service';

/** onRequest guard that answers 401 with the spec's own sentence for this action. */
function requireSignedIn(sessions: SessionReader, message: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!(await sessions.read(request)))
      await reply.status(401).send({ code: 'UNAUTHORIZED', message });
  };
}

function actor(request: FastifyRequest): BillingActor {
  return { id: actorId(request), email: request.sessionInfo?.user.email ?? '' };
}

const providerErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};

/** The caller's plan, checkout and customer portal. Every route needs a session. */
export function billingRoutes(
  service: BillingService,
  sessions: SessionReader,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/subscription',
      {
        onRequest: sessions.requireUser,
        schema: {
          tags: ['billing'],
          summary:
            "The caller's plan (the derived subscription status); no record or an error reads as free",
          response: { 200: subscriptionStatusSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.getStatus(actorId(request)),
    );

    app.post(
      '/api/billing/checkout',
      {
        // onRequest: a visitor gets 401 before the body is parsed.
        onRequest: requireSignedIn(sessions, BILLING_MESSAGES.signInToSubscribe),
        schema: {
          tags: ['billing'],
          summary:
            'Start a subscription checkout for a price lookup key; answers the URL to send the browser to (Stripe Checkout, or the demo checkout when no payment provider is configured)',
          body: checkoutRequestSchema,
          response: { 200: billingRedirectSchema, ...providerErrors },
        },
      },
      async (request) => service.startCheckout(actor(request), request.body),
    );

    app.post(
      '/api/billing/portal',
      {
        onRequest: requireSignedIn(sessions, BILLING_MESSAGES.signInToManage),
        schema: {
          tags: ['billing'],
          summary:
            "Open the customer portal for the caller's subscription; answers the URL to send the browser to",
          response: { 200: billingRedirectSchema, ...providerErrors },
        },
      },
      async (request) => service.openPortal(actor(request)),
    );
  };
}
