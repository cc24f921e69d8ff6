/**
 * Plans and payments: status, Stripe Checkout and portal or the demo checkout (no key, outside
 * production), and the signed webhook. Both paths change a plan through `applyBillingEvent`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#server/config/env';
import type { Database } from '#server/db/client';
import type { FeatureModule } from '#server/modules/feature-module';
import { trustedOrigins } from '#server/modules/auth/auth';
import { createBillingRepository } from './billing.repository';
import { billingRoutes } from './billing.routes';
import { createBillingService, type BillingService } from './billing.service';
import { billingWebhookRoutes } from './billing-webhook.routes';
import { demoCheckoutRoutes } from './demo-checkout.routes';
import { createStripeClient } from './stripe-client';

/** Made by the app context: the plan gate and other modules ask it whether a user is paid. */
export function createBillingServiceFor(
  config: AppConfig,
  database: Database,
  log: FastifyBaseLogger,
  now?: () => Date,
): BillingService {
  return createBillingService(createBillingRepository(database.db), {
    appUrl: config.appUrl,
    allowedOrigins: trustedOrigins(config),
    isDemoCheckoutEnabled: config.isDemoCheckoutEnabled,
    provider: createStripeClient(config),
    secretKey: config.STRIPE_SECRET_KEY,
    stripeMode: config.stripeMode,
    log,
    now,
  });
}

export const registerBillingModule: FeatureModule = async (app, { config, billing, sessions }) => {
  await app.register(billingRoutes(billing, sessions));
  if (config.STRIPE_WEBHOOK_SECRET)
    await app.register(billingWebhookRoutes(billing, config.STRIPE_WEBHOOK_SECRET));
  if (config.isDemoCheckoutEnabled) await app.register(demoCheckoutRoutes(billing, sessions));
};
