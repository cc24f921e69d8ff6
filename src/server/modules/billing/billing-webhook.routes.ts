/**
 * POST /api/billing/webhook: Stripe events, verified over the raw body with the webhook secret.
 * Its own plugin so the buffer body parser applies to this route only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { webhookAckSchema } from '#shared/contracts/billing.contract';
import { runAsSystem } from '#server/db/acting-user';
import type { BillingService } from './billing.service';
import { verifyWebhookEvent } from './stripe-client';

export const WEBHOOK_PATH = '/api/billing/webhook';

export interface BillingWebhookDeps {
  service: BillingService;
  webhookSecret: string;
  /** Resolves when every process's caches know of the change (ADR 025); Stripe then gets its 200. */
  settled: () => Promise<void>;
}

export function billingWebhookRoutes({
  service,
  webhookSecret,
  settled,
}: BillingWebhookDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The signature covers the exact bytes sent, so nothing may parse or re-encode them first.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      WEBHOOK_PATH,
      {
        // No session: the signature is the caller's proof.
        config: { access: 'public' },
        schema: {
          tags: ['billing'],
          summary:
            'Stripe webhook (signed; raw body). Applies checkout.session.completed, customer.subscription.created/updated/deleted and invoice.payment_failed once per event id',
          response: { 200: webhookAckSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        const event = await verifyWebhookEvent(
          request.body,
          request.headers['stripe-signature'],
          webhookSecret,
          request.log,
        );
        // A signed event names a customer, not a signed-in user: it acts as the system (ADR 020).
        const result = await runAsSystem(() => service.applyBillingEvent(event));
        // The paying user's next request may come before this process hears of the change.
        await settled();
        return { received: true as const, duplicate: result.duplicate };
      },
    );
  };
}
