/**
 * Plans and payments: status, Stripe Checkout and portal or the demo checkout (no key, outside
 * production), and the signed webhook. Both paths change a plan through `applyBillingEvent`.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { billingRoutes } from './billing.routes';
import { billingWebhookRoutes } from './billing-webhook.routes';
import { demoCheckoutRoutes } from './demo-checkout.routes';

export const registerBillingModule: FeatureModule = async (app, { config, billing, database }) => {
  await app.register(billingRoutes({ service: billing }));
  if (config.STRIPE_WEBHOOK_SECRET)
    await app.register(
      billingWebhookRoutes({
        service: billing,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        settled: () => database.changes.settled(),
      }),
    );
  if (config.isDemoCheckoutEnabled) await app.register(demoCheckoutRoutes({ service: billing }));
};
